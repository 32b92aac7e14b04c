import type { Context, Handler, Hono } from 'hono';
import type { AppEnv } from './context';

/**
 * A part of the Worker imported on its first request instead of at start-up: the isolate that serves a visitor's
 * page never builds the API's routes and schemas (docs/performance.md, "Start-up"). `load` gives an app whose
 * routes carry their full paths; the handler hands it the request as it came. An import that failed is answered
 * by `unavailable` (the API's own Spanish 500) and tried again by the next request rather than remembered.
 */
export function lazyApp(load: () => Promise<Hono<AppEnv>>, unavailable: (error: Error, c: Context<AppEnv>) => Response): Handler<AppEnv> {
  let app: Promise<Hono<AppEnv>> | undefined;
  return async (c) => {
    app ??= load().catch((error: unknown) => {
      app = undefined;
      throw error;
    });
    let loaded: Hono<AppEnv>;
    try {
      loaded = await app;
    } catch (error) {
      return unavailable(error instanceof Error ? error : new Error(String(error)), c);
    }
    return loaded.fetch(c.req.raw, c.env, c.executionCtx);
  };
}
