/** A picture at a given drawn width: the media route takes `?w=`. */
export function pictureAt(url: string, width: number): string {
  return `${url}${url.includes("?") ? "&" : "?"}w=${width}`;
}

/** `srcset` candidates for the widths the media route draws. */
export function srcSetOf(url: string, widths: readonly number[]): string {
  return widths.map((w) => `${pictureAt(url, w)} ${w}w`).join(", ");
}
