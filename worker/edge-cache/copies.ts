/**
 * The two copies of a cached page: the one the edge stores (kept until the next midnight in Colombia,
 * tagged with what it was rendered under) and the one a browser gets (the page's own Cache-Control, so a
 * browser never keeps a copy the edge would already have dropped). Pure: plain Responses in and out.
 */
import { nextMidnightInColombia } from '../services/time';
import type { PageVersions } from './versions';

/**
 * `hit` or `miss` on every answer the edge cache considered, so its behaviour can be seen; `stale` on a copy
 * served because D1 or the render failed (./stale-copies.ts).
 */
export const EDGE_CACHE_HEADER = 'x-edge-cache';
/** On the stored copy only: the build and versions it was rendered under. */
const RENDERED_UNDER_HEADER = 'x-edge-rendered-under';
/** On the stored copy only: the page's own Cache-Control, given back to browsers on a hit. */
const PAGE_CACHE_CONTROL_HEADER = 'x-edge-page-cache-control';
/**
 * Set by a page that changes before the Colombian midnight on its own (a gathering passing, docs/features/edge-cache.md): the
 * instant (ms since the epoch) its copy stops being good. Kept on the stored copy for the isolate's memory,
 * never sent to a browser.
 */
const FRESH_UNTIL_HEADER = 'x-edge-fresh-until';

/** A page's frontmatter says when its copy stops being good, earlier than midnight (null: at midnight). */
export function keepFreshUntil(headers: Headers, until: number | null): void {
  if (until !== null && Number.isFinite(until)) headers.set(FRESH_UNTIL_HEADER, String(Math.floor(until)));
}

/** The instant a rendered or stored page said its copy stops being good, or null. */
export function freshUntilOf(response: Response): number | null {
  const value = Number(response.headers.get(FRESH_UNTIL_HEADER) ?? Number.NaN);
  return Number.isFinite(value) ? value : null;
}

export type RenderedUnder = PageVersions & { build: string };

export const formatRenderedUnder = ({ build, everything, page }: RenderedUnder) => `${build}/${everything}.${page}`;

export function parseRenderedUnder(value: string | null): RenderedUnder | null {
  const match = value ? /^(.+)\/(\d+)\.(\d+)$/.exec(value) : null;
  return match ? { build: match[1]!, everything: Number(match[2]), page: Number(match[3]) } : null;
}

/**
 * A stored copy may be served when the same build rendered it under the versions that are current: a purge
 * raises a version, so every copy from before it stops matching. Equal, not "at least": a database restored
 * from a backup brings versions back down, and copies from before the restore must not match then either.
 */
export function isCurrent(copy: RenderedUnder | null, now: RenderedUnder): boolean {
  return copy !== null && copy.build === now.build && copy.everything === now.everything && copy.page === now.page;
}

/**
 * Only a complete HTML page for everyone: a 200 with no cookie being set, not varying on anything, and not
 * marked private or no-store by the page itself (404s are not kept: a memorial published a minute later
 * must show at once).
 */
export function mayStore(response: Response): boolean {
  const cacheControl = response.headers.get('cache-control')?.toLowerCase() ?? '';
  return (
    response.status === 200 &&
    (response.headers.get('content-type') ?? '').startsWith('text/html') &&
    !response.headers.has('set-cookie') &&
    !response.headers.has('vary') &&
    !/(^|[\s,])(private|no-store)([\s,=]|$)/.test(cacheControl)
  );
}

/**
 * Seconds the edge may keep a page whose render started at `renderStartedAt`: until the next midnight in
 * Colombia after that moment (birthday messages and the daily quote change then), or until the page's own
 * `freshUntil` when that comes first (a gathering that passes leaves the page then). Counted from the render's
 * start, so a page rendered across midnight is not kept for a day with yesterday's quote.
 */
export function edgeTtlSeconds(renderStartedAt: number, now: number = Date.now(), freshUntil: number | null = null): number {
  return Math.floor((Math.min(nextMidnightInColombia(renderStartedAt), freshUntil ?? Number.POSITIVE_INFINITY) - now) / 1000);
}

/** What the edge stores: the page with the edge's own Cache-Control and what it was rendered under. */
export function edgeCopy(response: Response, renderedUnder: RenderedUnder, ttlSeconds: number): Response {
  const headers = new Headers(response.headers);
  const own = headers.get('cache-control');
  if (own) headers.set(PAGE_CACHE_CONTROL_HEADER, own);
  headers.set('cache-control', `public, max-age=${ttlSeconds}`);
  headers.set(RENDERED_UNDER_HEADER, formatRenderedUnder(renderedUnder));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

export function renderedUnderOf(stored: Response): RenderedUnder | null {
  return parseRenderedUnder(stored.headers.get(RENDERED_UNDER_HEADER));
}

/**
 * What a browser gets, from a stored copy (`hit`, or `stale` when D1 or the render failed) or a fresh render
 * (`miss`): the page's own Cache-Control and none of the cache's bookkeeping (its Age, its status, the stored
 * copy's tags).
 */
export function browserCopy(response: Response, state: 'hit' | 'miss' | 'stale'): Response {
  const headers = new Headers(response.headers);
  if (state !== 'miss') {
    const own = headers.get(PAGE_CACHE_CONTROL_HEADER);
    if (own) headers.set('cache-control', own);
    else headers.delete('cache-control');
  }
  for (const name of [PAGE_CACHE_CONTROL_HEADER, RENDERED_UNDER_HEADER, FRESH_UNTIL_HEADER, 'age', 'cf-cache-status']) headers.delete(name);
  headers.set(EDGE_CACHE_HEADER, state);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
