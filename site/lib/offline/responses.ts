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
 * What the network's answer to a public page says about the copies this phone keeps of it:
 * - `withdrawn`: 401, 403, 404 or 410. The page is not for this visitor any more: made private (the code form's
 *   403), unpublished or deleted (404, 410). Every copy of the memorial goes (memorial-copies.ts), so a page its
 *   family closed does not live on in visitors' phones (docs/features/offline.md).
 * - `moved`: a redirect (which a navigation sees as an opaque one). The page lives elsewhere now: its copy at the
 *   old address goes, so it is not shown there from the cache for ever.
 * - `current`: anything else. A 200 is kept (when isKeepable allows); a failing server (500, 503, 429) says
 *   nothing about the page, so the copy stays for when the visitor needs it.
 */
export type PageVerdict = 'withdrawn' | 'moved' | 'current';

const WITHDRAWN_STATUSES: ReadonlySet<number> = new Set([401, 403, 404, 410]);

export function pageVerdict(response: { status: number; type: string }): PageVerdict {
  if (WITHDRAWN_STATUSES.has(response.status)) return 'withdrawn';
  if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) return 'moved';
  return 'current';
}
