/**
 * A typed call's arguments with a query its route reads by hand: the QR codes' and prayer cards' downloads
 * read `?format=` and `?size=` themselves (the site links to them with `$url()` and a query string), so their
 * type names no query. The path, its parameters and the answer stay typed; hc sends the query as given.
 */
export const withQuery = <A extends object>(args: A, query: string | Record<string, string>): A =>
  ({ ...args, query: Object.fromEntries(new URLSearchParams(query)) }) as A;
