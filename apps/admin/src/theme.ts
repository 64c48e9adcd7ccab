import { defaultTheme, type RaThemeOptions } from "react-admin";

/**
 * Below this width a list's aside (saved filters, the accountant's exports) goes above the list
 * rather than beside it: at 1280 pixels, beside it, it left the orders' and invoices' tables too
 * little room, and their last columns were hidden in their box. MUI's `xl` breakpoint, 1536 px.
 */
export const ASIDE_BESIDE = "xl";

/** A detail screen's card as wide as the page gives it, whatever its content's widest line. */
const sizedByThePage = (prefix: "RaEdit" | "RaCreate" | "RaShow") => ({
  [`& .${prefix}-main`]: { minWidth: 0, contain: "inline-size" },
  [`& .${prefix}-card`]: { minWidth: 0 },
});

/**
 * react-admin's default theme with darker colours, so that text on them and they on white keep
 * WCAG AA contrast (4.5:1): primary #1565c0 on white 5.8:1, white on the app bar #263238 14:1,
 * the delete button's red #b71c1c on the form toolbar's grey #e0e0e0 5.0:1 (#c62828 was 4.3:1).
 * Staff who ask their system for reduced motion get no transitions or ripples (MUI animates
 * a button's colour from its disabled grey, which would also be read half-way by a checker).
 */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    mode: "light",
    primary: { main: "#1565c0" },
    secondary: { main: "#263238" },
    error: { main: "#b71c1c" },
    success: { main: "#2e7d32" },
  },
  components: {
    ...defaultTheme.components,
    // A list shrinks beside its aside (saved filters, the accountant's exports) and its table
    // scrolls sideways inside it, never the page. Below 1536 pixels (a 1280-pixel laptop) the aside
    // goes above the list (`ASIDE_BESIDE`): beside it, it left the orders' and invoices' tables too
    // little room for their last columns.
    RaList: {
      styleOverrides: {
        root: {
          // Sized by the page, not by its table: the table's width no longer widens the page.
          "& .RaList-main": { minWidth: 0, contain: "inline-size" },
          "& .RaList-content": { overflowX: "auto" },
          "@media (max-width: 1535.95px)": { flexDirection: "column" },
        },
      },
    },
    // react-admin hides every helper text in a list's filter bar (its inputs get helperText={false});
    // a refused filter ("abc" as an amount) says why under its field rather than only turning red.
    RaFilterForm: {
      styleOverrides: { root: { "& .MuiFormHelperText-root.Mui-error": { display: "block" } } },
    },
    // A screen's actions wrap onto a second line when they do not fit (a customer's page has seven):
    // in one line they made the page 1392 pixels wide at 1280.
    RaTopToolbar: { styleOverrides: { root: { flexWrap: "wrap" } } },
    // A form's card is sized by the page, not by its tabs: a product's nine tabs scroll inside it,
    // where on a phone they made the whole page 940 pixels wide.
    RaEdit: { styleOverrides: { root: sizedByThePage("RaEdit") } },
    RaCreate: { styleOverrides: { root: sizedByThePage("RaCreate") } },
    RaShow: { styleOverrides: { root: sizedByThePage("RaShow") } },
    MuiCssBaseline: {
      styleOverrides: {
        "@media (prefers-reduced-motion: reduce)": {
          "*, *::before, *::after": {
            animationDuration: "0.01ms !important",
            animationIterationCount: "1 !important",
            transitionDuration: "0.01ms !important",
          },
        },
      },
    },
  },
};
