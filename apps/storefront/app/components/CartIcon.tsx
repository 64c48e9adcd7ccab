/** A cart drawn inline: on phones it stands for the word "Cart" (kept for screen readers) in the header. */
export function CartIcon() {
  return (
    <svg
      className="cart-icon"
      aria-hidden="true"
      focusable="false"
      width="20"
      height="18"
      viewBox="0 0 20 18"
    >
      <path
        d="M1 1h3l2.2 10h10.3L19 4H5.3"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <circle cx="8" cy="15.5" r="1.6" fill="currentColor" />
      <circle cx="15" cy="15.5" r="1.6" fill="currentColor" />
    </svg>
  );
}
