/**
 * Public pages from the Workers Cache API (docs/features/edge-cache.md, "Served from the edge"): the landing, memorial, family
 * and couple pages and the walls' first page are kept per URL until the next midnight in Colombia, and
 * served while no purge came after them (./versions.ts). Everything else passes straight through. When D1
 * cannot be read or the render fails, the last copy this build rendered is served instead of an error
 * (./stale-copies.ts; the trade-off: docs/features/edge-cache.md, "When D1 or the render fails").
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import { requestDb } from '../d1/request-db';
import { browserCopy, edgeCopy, edgeTtlSeconds, freshUntilOf, isCurrent, mayStore, renderedUnderOf, type RenderedUnder } from './copies';
import { dataCentreCache } from './data-centre-cache';
import { keepCopy, keptCopy } from './isolate-copies';
import { staleCopy, type StaleReason } from './stale-copies';
import { edgeCacheKey } from './public-paths';
import { readPageVersions, rememberedPageVersions, type PageVersions } from './versions';
import { log } from '../log';

/**
 * Set at build time (astro.config.mjs): a copy rendered by the previous deploy names scripts that deploy
 * no longer serves, so it is never served by the next one.
 */
export const BUILD: string = import.meta.env.EDGE_CACHE_BUILD ?? 'unbuilt';

/** The answer replaces c.res whole (Hono's setter would otherwise merge the old answer's headers back in). */
function answer(c: { res: Response | undefined }, response: Response): void {
  c.res = undefined;
  c.res = response;
}

function logFailure(event: string, error: unknown): void {
  log.error(event, error);
}

/** A copy served because D1 or the render failed: said in the answer and in the log. */
function serveStale(c: { res: Response | undefined }, copy: Response, path: string, reason: StaleReason, status?: number): void {
  log.warn('edge_cache_served_stale', { path, reason, ...(status === undefined ? {} : { status }) });
  answer(c, browserCopy(copy, 'stale'));
}

export const edgeCache: MiddlewareHandler<AppEnv> = async (c, next) => {
  const target = edgeCacheKey(c.req.method, c.req.url);
  const cache = dataCentreCache();
  // `astro dev` re-renders on every edit; a kept copy would hide the edit.
  if (import.meta.env.DEV || !cache || !target) return next();

  const renderStartedAt = Date.now();
  // Opened only when versions must be read: a hit with fresh versions touches no database at all.
  const db = () => requestDb(c.env);
  // Without the versions no copy is known to be current: the last one this build rendered beats an error (the
  // render would read the same failing D1); with none, the page renders as it would without a cache.
  const withoutVersions = async (error: unknown) => {
    logFailure('edge_cache_versions_failed', error);
    const stale = await staleCopy(target.key, BUILD, cache);
    if (stale) return serveStale(c, stale, target.path, 'versions_unreadable');
    return next();
  };
  let read: PageVersions | null = null;
  try {
    if (!rememberedPageVersions(target.path, renderStartedAt)) read = await readPageVersions(db(), target.path, renderStartedAt);
  } catch (error) {
    return withoutVersions(error);
  }
  // What this isolate knows now: what it just read, or a purge it made itself since.
  const known = rememberedPageVersions(target.path, renderStartedAt) ?? read;
  if (!known) return next();

  const current: RenderedUnder = { build: BUILD, ...known };
  const kept = keptCopy(target.key);
  if (kept && isCurrent(renderedUnderOf(kept), current)) return answer(c, browserCopy(kept, 'hit'));
  const stored = await cache.match(target.key).catch(() => undefined);
  if (stored && isCurrent(renderedUnderOf(stored), current)) {
    c.executionCtx.waitUntil(keepCopy(target.key, stored.clone()).catch((error: unknown) => logFailure('edge_cache_keep_failed', error)));
    return answer(c, browserCopy(stored, 'hit'));
  }

  // The stored copy's tag must come from this request's D1 session, read before the page's own data.
  try {
    read ??= await readPageVersions(db(), target.path, renderStartedAt);
  } catch (error) {
    return withoutVersions(error);
  }
  await next();
  const rendered = c.res;
  if (rendered.status >= 500) {
    // The render failed (D1 failing halfway, say): an outdated copy of the page beats the error page.
    const stale = await staleCopy(target.key, BUILD, cache);
    if (stale) {
      await rendered.body?.cancel().catch(() => {});
      return serveStale(c, stale, target.path, 'render_failed', rendered.status);
    }
  }
  const ttl = edgeTtlSeconds(renderStartedAt, Date.now(), freshUntilOf(rendered));
  if (mayStore(rendered) && ttl > 0) {
    const copy = edgeCopy(rendered.clone(), { build: BUILD, ...read }, ttl);
    const kept = copy.clone();
    c.executionCtx.waitUntil(cache.put(target.key, copy).catch((error: unknown) => logFailure('edge_cache_put_failed', error)));
    c.executionCtx.waitUntil(keepCopy(target.key, kept).catch((error: unknown) => logFailure('edge_cache_keep_failed', error)));
  }
  answer(c, browserCopy(rendered, 'miss'));
};
