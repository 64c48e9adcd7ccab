/**
 * A product's address for its name and item code: `usb-c-kabel-1m-ab12345` (Croatian letters
 * without their marks, `đ` as `d`, anything else as one hyphen, at most 120 characters). The price
 * import gives it to the products it creates; the back office suggests it for a new product. No zod
 * here: the back office's browser code imports it.
 */
export function productSlug(name: string, itemCode: string): string {
  const base = `${name} ${itemCode}`
    .toLowerCase()
    .replaceAll("đ", "d")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return base.slice(0, 120).replace(/-+$/, "") || itemCode.toLowerCase();
}
