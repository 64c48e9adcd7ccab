// Addresses of the media module's generated files, written into demo products' rows.

export function brochureUrl(itemCode: string): string {
  return `/api/media/brochures/${encodeURIComponent(itemCode)}.pdf`;
}

export function demoPictureUrl(itemCode: string, view: number): string {
  return `/api/media/demo/${encodeURIComponent(itemCode)}/${view}.svg`;
}
