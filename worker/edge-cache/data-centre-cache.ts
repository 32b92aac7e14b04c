/**
 * This data centre's Cache API cache (`caches.default`), or undefined outside workerd (Node runs the API
 * tests). The global is typed by both the DOM library and the Workers types; only the latter has `default`.
 */
export function dataCentreCache(): Cache | undefined {
  if (typeof caches === 'undefined') return undefined;
  return (caches as unknown as { default?: Cache }).default;
}
