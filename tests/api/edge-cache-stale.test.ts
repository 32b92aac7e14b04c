import { Miniflare, convertV4MiniflareOptions } from 'miniflare';
import { Hono, type Context } from 'hono';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { d1Db } from '../../db/client';
import type { AppEnv } from '../../worker/context';
import { requestDb } from '../../worker/d1/request-db';
import { edgeCopy } from '../../worker/edge-cache/copies';
import { forgetKeptCopies } from '../../worker/edge-cache/isolate-copies';
import { BUILD, edgeCache } from '../../worker/edge-cache/middleware';
import { edgePublicPages } from '../../worker/edge-cache/purge';
import { bumpVersions, forgetRememberedVersions } from '../../worker/edge-cache/versions';
import { switchableD1 } from '../helpers/failing-d1';
import { createTestD1 } from '../helpers/test-db';

/**
 * Stale if error (docs/features/edge-cache.md, "When D1 or the render fails"; worker/edge-cache/stale-copies.ts): the edge cache's middleware in front of a
 * page that reads D1 as Astro's pages do, with D1 as workerd runs it (switched off on demand) and the Cache API as
 * workerd runs it (Miniflare's `caches.default`). The clock stands at noon in Bogotá, so every copy is kept for
 * twelve hours and nothing here depends on when the tests run.
 */
const ORIGIN = 'https://recuerdoseternos.co';
const NOON_IN_BOGOTA = new Date('2026-03-10T17:00:00Z');
const ERROR_PAGE = '<!doctype html><title>No pudimos mostrar esta página</title>';

let miniflare: Miniflare;
let dataCentre: CacheStorage & { default: Cache };

beforeAll(async () => {
  miniflare = new Miniflare(convertV4MiniflareOptions({ modules: true, script: 'export default {}' }));
  // Miniflare's own copy of the Workers types: structurally the Cache API the middleware uses.
  dataCentre = (await miniflare.getCaches()) as unknown as CacheStorage & { default: Cache };
});
afterAll(() => miniflare.dispose());

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOON_IN_BOGOTA });
  // The middleware stands aside under `astro dev` (import.meta.env.DEV), which vitest also sets.
  vi.stubEnv('DEV', false);
  vi.stubGlobal('caches', dataCentre);
  // What the middleware logs as errors (D1 failing) is read where a test needs it, not printed.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  // Each test starts as a new isolate would: nothing kept in memory, no versions remembered.
  forgetKeptCopies();
  forgetRememberedVersions();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

let pages = 0;
/** A page address no other test uses: the data centre's cache lives as long as the file. */
const freshPath = () => `/memorial/rosa-diaz-${++pages}`;

type Page = { status?: number; cacheControl?: string };

/**
 * The Worker's order (edge cache, then the page) over a D1 that can go down: the page reads D1 through the
 * request's database, as a page loader does, and shows which good render it is; a failing read becomes the error
 * page Astro renders (500). `page` changes what the next render answers.
 */
async function site() {
  const d1 = switchableD1((await createTestD1()).binding);
  const db = d1Db(d1.binding);
  const page: Page = {};
  let renders = 0;
  const app = new Hono<AppEnv>()
    .use(edgeCache)
    .get('*', async (c: Context<AppEnv>) => {
      await requestDb(c.env).run(sql`SELECT 1`);
      const headers = { 'content-type': 'text/html; charset=utf-8', 'cache-control': page.cacheControl ?? 'no-cache' };
      if (page.status && page.status >= 500) return c.body(ERROR_PAGE, page.status as 500, headers);
      renders += 1;
      return c.body(`<!doctype html><title>Rosa Díaz</title><p>render ${renders}</p>`, 200, headers);
    })
    .onError((_error, c) => c.body(ERROR_PAGE, 500, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }));

  /** One visit; resolves once everything the request left to `waitUntil` (storing copies) is done. */
  async function visit(path: string) {
    const pending: Promise<unknown>[] = [];
    const ctx = { waitUntil: (promise: Promise<unknown>) => void pending.push(promise), passThroughOnException: () => {}, props: {} };
    const response = await app.request(`${ORIGIN}${path}`, {}, { DB: d1.binding }, ctx as unknown as ExecutionContext);
    const body = await response.text();
    await Promise.all(pending);
    return {
      status: response.status,
      state: response.headers.get('x-edge-cache'),
      body,
      cacheControl: response.headers.get('cache-control'),
    };
  }
  return { d1, db, page, visit, renders: () => renders };
}

const stored = (path: string) => dataCentre.default.match(`${ORIGIN}${path}`);

/** What the middleware logged as served stale (console.warn lines of `edge_cache_served_stale`). */
function staleLog() {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  return () =>
    warn.mock.calls
      .map(([line]) => JSON.parse(String(line)) as { event: string; path: string; reason: string; status?: number })
      .filter((line) => line.event === 'edge_cache_served_stale');
}

describe('with D1 and the render well', () => {
  it('a first visit renders and stores the page, the next is a hit without a render', async () => {
    const { visit, renders } = await site();
    const path = freshPath();
    expect(await visit(path)).toMatchObject({ status: 200, state: 'miss', body: expect.stringContaining('render 1') });
    expect(await visit(path)).toMatchObject({
      status: 200,
      state: 'hit',
      body: expect.stringContaining('render 1'),
      cacheControl: 'no-cache',
    });
    expect(renders()).toBe(1);
  });
});

describe('D1 failing when the versions are read', () => {
  it("serves this data centre's copy, marked stale, with the page's own Cache-Control, and logs it; a new copy once D1 is back", async () => {
    const { d1, visit, renders, db } = await site();
    const path = freshPath();
    await visit(path);
    // A new isolate (nothing kept, no versions remembered), after the page was edited elsewhere.
    forgetKeptCopies();
    forgetRememberedVersions();
    await bumpVersions(db, [path]);
    forgetRememberedVersions();
    const served = staleLog();
    d1.fail();

    const stale = await visit(path);
    expect(stale).toMatchObject({ status: 200, state: 'stale', body: expect.stringContaining('render 1'), cacheControl: 'no-cache' });
    expect(renders()).toBe(1);
    expect(served()).toEqual([expect.objectContaining({ path, reason: 'versions_unreadable' })]);
    expect(vi.mocked(console.error).mock.calls.map(([line]) => JSON.parse(String(line)).event)).toEqual(['edge_cache_versions_failed']);

    d1.recover();
    expect(await visit(path)).toMatchObject({ status: 200, state: 'miss', body: expect.stringContaining('render 2') });
    expect(await visit(path)).toMatchObject({ state: 'hit', body: expect.stringContaining('render 2') });
  });

  it("serves this isolate's kept copy when the data centre's is gone", async () => {
    const { d1, visit } = await site();
    const path = freshPath();
    await visit(path);
    await dataCentre.default.delete(`${ORIGIN}${path}`);
    forgetRememberedVersions();
    d1.fail();
    expect(await visit(path)).toMatchObject({ status: 200, state: 'stale', body: expect.stringContaining('render 1') });
  });

  it('serves the newer of the kept and the stored copy', async () => {
    const { d1, visit } = await site();
    const path = freshPath();
    await visit(path);
    // Another isolate here rendered the page again after a purge: the data centre holds its newer copy.
    const newer = new Response('<!doctype html><p>render de otro aislado</p>', {
      headers: { 'content-type': 'text/html', 'cache-control': 'no-cache' },
    });
    await dataCentre.default.put(`${ORIGIN}${path}`, edgeCopy(newer, { build: BUILD, everything: 0, page: 5 }, 3600));
    forgetRememberedVersions();
    d1.fail();
    expect(await visit(path)).toMatchObject({ state: 'stale', body: expect.stringContaining('render de otro aislado') });
  });

  it('with no copy, the page renders as without a cache: the error page, a 500, and nothing stored', async () => {
    const { d1, visit } = await site();
    const path = freshPath();
    d1.fail();
    const failed = await visit(path);
    expect(failed).toMatchObject({ status: 500, body: ERROR_PAGE });
    expect(failed.state).toBeNull();
    expect(await stored(path)).toBeUndefined();

    d1.recover();
    expect(await visit(path)).toMatchObject({ status: 200, state: 'miss', body: expect.stringContaining('render 1') });
  });

  it('never serves a copy another build rendered (it names scripts this deploy no longer serves)', async () => {
    const { d1, visit } = await site();
    const path = freshPath();
    const old = new Response('<!doctype html><p>despliegue anterior</p>', {
      headers: { 'content-type': 'text/html', 'cache-control': 'no-cache' },
    });
    await dataCentre.default.put(`${ORIGIN}${path}`, edgeCopy(old, { build: `${BUILD}-anterior`, everything: 0, page: 0 }, 3600));
    d1.fail();
    expect(await visit(path)).toMatchObject({ status: 500, body: ERROR_PAGE });
  });

  it('never serves a copy of a page this isolate purged (a purge drops the kept copy and the stored one)', async () => {
    const { d1, db, visit } = await site();
    const path = freshPath();
    await visit(path);
    await edgePublicPages(db, ORIGIN, dataCentre.default).purge([path]);
    d1.fail();
    expect(await visit(path)).toMatchObject({ status: 500, body: ERROR_PAGE });
  });

  it('never serves a page that is not kept anyway: a private page (no-store) has no copy to fall back on', async () => {
    const { d1, page, visit } = await site();
    const path = freshPath();
    page.cacheControl = 'private, no-store';
    expect(await visit(path)).toMatchObject({ status: 200, state: 'miss' });
    expect(await stored(path)).toBeUndefined();
    d1.fail();
    expect(await visit(path)).toMatchObject({ status: 500, body: ERROR_PAGE });
  });
});

describe('the render failing with a 5xx', () => {
  it('serves the copy this build rendered, marked stale, instead of the error page, and logs it', async () => {
    const { db, page, visit } = await site();
    const path = freshPath();
    await visit(path);
    // Purged in another data centre: the versions say the copy is old, and the render that should replace it fails.
    await bumpVersions(db, [path]);
    forgetRememberedVersions();
    const served = staleLog();
    page.status = 503;
    expect(await visit(path)).toMatchObject({ status: 200, state: 'stale', body: expect.stringContaining('render 1') });
    expect(served()).toEqual([expect.objectContaining({ path, reason: 'render_failed', status: 503 })]);

    // The error is not stored either: once the page renders again, its new copy is served.
    page.status = undefined;
    expect(await visit(path)).toMatchObject({ status: 200, state: 'miss', body: expect.stringContaining('render 2') });
  });

  it('answers the error page when there is no copy, and stores nothing', async () => {
    const { page, visit } = await site();
    const path = freshPath();
    page.status = 500;
    expect(await visit(path)).toMatchObject({ status: 500, state: 'miss', body: ERROR_PAGE });
    expect(await stored(path)).toBeUndefined();
  });
});
