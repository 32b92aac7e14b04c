/**
 * Which answers the service worker may keep. Pure (it reads only the facts below), so the unit tests check
 * the same rules the worker runs.
 */

export type ResponseFacts = {
  status: number;
  /** `basic` for a same-origin answer; opaque, CORS and redirect types are never kept. */
  type: string;
  redirected: boolean;
  headers: { get(name: string): string | null };
};

/**
 * A complete, shareable, same-origin success: 200 (no 206 partials, errors or redirects), not marked
 * `no-store` or `private`, not setting a cookie, and not `Vary: *` (the Cache API refuses it). Browsers hide
 * Set-Cookie from scripts, so the server's own job is to mark personal answers private; the check stays for
 * any runtime that shows it. `html` asks for a document: a page's URL answered with anything else is not kept.
 */
export function isKeepable(response: ResponseFacts, expect: 'html' | 'any' = 'any'): boolean {
  if (response.status !== 200 || response.type !== 'basic' || response.redirected) return false;
  const { headers } = response;
  const cacheControl = (headers.get('cache-control') ?? '').toLowerCase();
  if (/(?:^|[\s,])(?:no-store|private)(?:$|[\s,=])/.test(cacheControl)) return false;
  if (headers.get('set-cookie') !== null) return false;
  if ((headers.get('vary') ?? '').includes('*')) return false;
  if (headers.get('content-range') !== null) return false;
  if (expect === 'html' && !(headers.get('content-type') ?? '').toLowerCase().startsWith('text/html')) return false;
  return true;
}

/**
 * The server says the page is no longer there (unpublished, deleted) or lives elsewhere now (a redirect, which
 * a navigation sees as an opaque one): its saved copy goes, so a memorial a family took down does not live on
 * in visitors' phones, and a moved page is not shown at its old address from the cache for ever.
 */
export function isGoneOrMoved(response: { status: number; type: string }): boolean {
  return response.status === 404 || response.status === 410 || response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400);
}
