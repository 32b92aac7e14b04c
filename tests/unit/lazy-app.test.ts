import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../worker/context';
import { lazyApp } from '../../worker/lazy-app';
import { handleError } from '../../worker/middleware/errors';

/**
 * The parts of the Worker imported on first use (worker/lazy-app.ts, docs/performance.md "Start-up"): built once,
 * handed each request whole, and tried again after an import that failed.
 */
const ctx = { waitUntil: () => {}, passThroughOnException: () => {}, props: {} } as unknown as ExecutionContext;

function outerApp(load: () => Promise<Hono<AppEnv>>) {
  const app = new Hono<AppEnv>();
  const lazy = lazyApp(load, handleError);
  app.all('/api/*', lazy);
  app.get('*', (c) => c.text('page'));
  return app;
}

const innerApi = () =>
  new Hono<AppEnv>().route(
    '/api',
    new Hono<AppEnv>().get('/health', (c) => c.json({ ok: true, url: c.req.url })).post('/echo', async (c) => c.text(await c.req.text())),
  );

describe('lazyApp', () => {
  it('builds its app on the first request only, and answers with its full paths, bodies and status', async () => {
    let loads = 0;
    const app = outerApp(async () => {
      loads += 1;
      return innerApi();
    });
    expect(loads).toBe(0);
    const health = await app.request('/api/health', {}, {}, ctx);
    expect(await health.json()).toEqual({ ok: true, url: 'http://localhost/api/health' });
    const echo = await app.request('/api/echo', { method: 'POST', body: 'hola' }, {}, ctx);
    expect(await echo.text()).toBe('hola');
    expect((await app.request('/api/nada', {}, {}, ctx)).status).toBe(404);
    expect(await (await app.request('/memorial/x', {}, {}, ctx)).text()).toBe('page');
    expect(loads).toBe(1);
  });

  it('loads once when the first requests arrive together', async () => {
    let loads = 0;
    const app = outerApp(async () => {
      loads += 1;
      await Promise.resolve();
      return innerApi();
    });
    const answers = await Promise.all(Array.from({ length: 5 }, () => app.request('/api/health', {}, {}, ctx)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(loads).toBe(1);
  });

  it("answers the API's Spanish 500 when the import fails, and tries it again on the next request", async () => {
    let loads = 0;
    const app = outerApp(async () => {
      loads += 1;
      if (loads === 1) throw new Error('network lost while loading the chunk');
      return innerApi();
    });
    const failed = await app.request('/api/health', {}, {}, ctx);
    expect(failed.status).toBe(500);
    expect(await failed.json()).toMatchObject({ success: false, error: 'Ocurrió un error inesperado. Intenta nuevamente.' });
    expect((await app.request('/api/health', {}, {}, ctx)).status).toBe(200);
    expect(loads).toBe(2);
  });
});
