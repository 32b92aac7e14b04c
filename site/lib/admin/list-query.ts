/**
 * A searchable back-office list's question (users, memorials): the page, the search and, when a page was asked
 * for from another, that page's cursor (the server seeks from it instead of counting rows). Pure.
 */
export type ListQuery = { page: number; search: string; cursor?: string };

/** A list's query as its route takes it (through the typed client, every value is text). */
export type SearchParams = { page: string; limit: string; search?: string; cursor?: string };

/** `page`, `limit` and, only when there is one, the trimmed `search` and the cursor. */
export function listParams(query: ListQuery, limit: number): SearchParams {
  const search = query.search.trim();
  return {
    page: String(query.page),
    limit: String(limit),
    ...(search ? { search } : {}),
    ...(query.cursor ? { cursor: query.cursor } : {}),
  };
}

/** Query parameters as a query string, in their order, leaving out the absent ones. */
export function listSearch(params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined) search.set(name, value);
  return search.toString();
}

/** The same query as a query string. */
export const listQueryString = (query: ListQuery, limit: number): string => listSearch(listParams(query, limit));
