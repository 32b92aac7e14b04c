import type { Handler, Hono } from 'hono';
import type { AppEnv } from './context';

/**
 * A part of the Worker imported on its first request instead of at start-up: the isolate that serves a visitor's
 * page never builds the API's routes and schemas (docs/performance.md, "Start-up"). `load` gives an app whose
 * routes carry their full paths; the handler hands it the request as it came. A failed import is tried again by
 * the next request rather than remembered.
 */
export function lazyApp(load: () => Promise<Hono<AppEnv>>): Handler<AppEnv> {
  let app: Promise<Hono<AppEnv>> | undefined;
  return async (c) => {
    app ??= load().catch((error: unknown) => {
      app = undefined;
      throw error;
    });
    return (await app).fetch(c.req.raw, c.env, c.executionCtx);
  };
}
