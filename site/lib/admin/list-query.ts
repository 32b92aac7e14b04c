/** A searchable back-office list's question (users, memorials): the page and the search. Pure. */
export type ListQuery = { page: number; search: string };

/** `page`, `limit` and, only when there is one, the trimmed `search`. */
export function listQueryString(query: ListQuery, limit: number): string {
  const params = new URLSearchParams({ page: String(query.page), limit: String(limit) });
  const search = query.search.trim();
  if (search) params.set('search', search);
  return params.toString();
}
