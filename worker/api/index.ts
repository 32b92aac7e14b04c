import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import type { Db } from '../../db/client';
import type { AppEnv } from '../context';
import { handleError, handleNotFound } from '../middleware/errors';
import { healthApi } from './health';
import { packagesApi } from './packages';
import { settingsApi } from './settings';

/**
 * The `/api` application. The database comes from `resolveDb` so the Worker hands it D1 and the tests
 * hand it libSQL over the same migrations.
 */
export function createApi(resolveDb: (env: Env) => Db) {
  const api = new Hono<AppEnv>();
  api.use(requestId());
  api.use(async (c, next) => {
    c.set('db', resolveDb(c.env));
    await next();
  });
  api.onError(handleError);

  return (
    api
      .route('/health', healthApi)
      .route('/settings', settingsApi)
      .route('/packages', packagesApi)
      // A sub-app's notFound is ignored once mounted, so unknown API paths are caught here explicitly
      // instead of falling through to Astro's HTML 404 page.
      .all('*', handleNotFound)
  );
}

export type Api = ReturnType<typeof createApi>;
