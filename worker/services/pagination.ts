/** The spec's pagination object: `pages` and `totalPages` are the same number under both names readers use. */
export type Pagination = { page: number; limit: number; total: number; pages: number; totalPages: number };

export function paginate(page: number, limit: number, total: number): Pagination {
  const pages = Math.max(1, Math.ceil(total / limit));
  return { page, limit, total, pages, totalPages: pages };
}
