/** A query as a title or heading shows it: long ones cut at 80 characters. */
export function shortened(q: string): string {
  return q.length > 80 ? `${q.slice(0, 79)}…` : q;
}

/** The brand a listing is filtered by, by its name when the listing's choices know it. */
export function brandName(listing: {
  filters: { brand?: string };
  choices: { brands: { slug: string; name: string }[] };
}) {
  return (
    listing.choices.brands.find((b) => b.slug === listing.filters.brand)?.name ??
    listing.filters.brand
  );
}
