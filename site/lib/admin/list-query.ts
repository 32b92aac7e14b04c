/**
 * A searchable back-office list's question (users, memorials): the page, the search and, when a page was asked
 * for from another, that page's cursor (the server seeks from it instead of counting rows). Pure.
 */
export type ListQuery = { page: number; search: string; cursor?: string };

/** `page`, `limit` and, only when there is one, the trimmed `search` and the cursor. */
export function listQueryString(query: ListQuery, limit: number): string {
  const params = new URLSearchParams({ page: String(query.page), limit: String(limit) });
  const search = query.search.trim();
  if (search) params.set('search', search);
  if (query.cursor) params.set('cursor', query.cursor);
  return params.toString();
}
