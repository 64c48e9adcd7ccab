/** The shop's wordmark: a simple mark and the name, drawn inline so it never shifts the layout. */
export function Logo() {
  return (
    <svg
      className="logo"
      width="132"
      height="32"
      viewBox="0 0 132 32"
      role="img"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="0" y="2" width="28" height="28" rx="7" fill="var(--color-brand)" />
      <path d="M8 9h6.5a7 7 0 0 1 0 14H8z" fill="none" stroke="#fff" strokeWidth="3" />
      <text
        x="36"
        y="23"
        fontFamily="var(--font-sans)"
        fontSize="21"
        fontWeight="700"
        fill="var(--color-ink)"
      >
        Dućan
      </text>
    </svg>
  );
}
