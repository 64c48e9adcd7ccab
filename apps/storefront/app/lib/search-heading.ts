/** A query as a title or heading shows it: long ones cut at 80 characters. */
export function shortened(q: string): string {
  return q.length > 80 ? `${q.slice(0, 79)}…` : q;
}

/** The brand a listing is filtered by, by its name when the listing's facets know it (a chosen brand is always among them). */
export function brandName(listing: {
  filters: { brand?: string };
  choices: { facets: { brands: { slug: string; name: string }[] } | null };
}) {
  return (
    listing.choices.facets?.brands.find((b) => b.slug === listing.filters.brand)?.name ??
    listing.filters.brand
  );
}
