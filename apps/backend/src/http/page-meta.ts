import type { PageMeta } from "@dukan/contract";

/** The `meta` of a paged list: its total, this page, the page size and the last page (at least 1). */
export function pageMeta(total: number, page: number, perPage: number): PageMeta {
  return { total, page, per_page: perPage, last_page: Math.max(1, Math.ceil(total / perPage)) };
}
