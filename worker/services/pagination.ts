/**
 * docs/product's pagination object: `pages` and `totalPages` are the same number under both names readers use.
 * `cursor` marks the page returned, for a client asking for a page next to it (worker/services/keyset-pages.ts).
 */
export type Pagination = { page: number; limit: number; total: number; pages: number; totalPages: number; cursor?: string };

export function paginate(page: number, limit: number, total: number, cursor?: string): Pagination {
  const pages = Math.max(1, Math.ceil(total / limit));
  return cursor === undefined ? { page, limit, total, pages, totalPages: pages } : { page, limit, total, pages, totalPages: pages, cursor };
}
