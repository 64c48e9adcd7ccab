/**
 * Out of sight but read by screen readers (MUI's own `visuallyHidden`), for `sx` and `style` alike.
 * Its lengths are written in pixels as text: in `sx`, a number between 0 and 1 is a fraction of the
 * parent, so `width: 1` was 100 % — a hidden live region as wide as the page that, absolutely
 * placed, widened the product's pictures tab past the window.
 */
export const visuallyHidden = {
  border: 0,
  clip: "rect(0 0 0 0)",
  height: "1px",
  margin: "-1px",
  overflow: "hidden",
  padding: 0,
  position: "absolute",
  whiteSpace: "nowrap",
  width: "1px",
} as const;
