/**
 * The recovery codes as a text file to keep: a line saying whose they are, then one code a line
 * (CRLF, so Windows' Notepad shows the lines too).
 */
export function recoveryCodesFile(title: string, codes: readonly string[]): string {
  return [title, "", ...codes, ""].join("\r\n");
}

/** A `data:` address of the file, for a plain download link (no script, no object URL to revoke). */
export function recoveryCodesHref(title: string, codes: readonly string[]): string {
  return `data:text/plain;charset=utf-8,${encodeURIComponent(recoveryCodesFile(title, codes))}`;
}
