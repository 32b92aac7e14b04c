import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import type { Db } from '../../db/client';
import type { AppEnv } from '../context';
import { parseEnv } from '../env';
import { createQueuedMailer } from '../mail';
import { mailConfig } from '../mail/queue-handler';
import { drainUnreadBody, jsonBodyLimit } from '../middleware/body-limit';
import { handleError, handleNotFound } from '../middleware/errors';
import { privateAnswers } from '../middleware/private-answers';
import { sessionMiddleware } from '../middleware/session';
import { customerLiveApi } from './live';
import { accountApi } from './account';
import { adminApi } from './admin';
import { authApi } from './auth';
import { mfaApi } from './mfa';
import { captchaApi } from './captcha';
import { devApi } from './dev';
import { healthApi } from './health';
import { memoriesApi } from './memories';
import { candlesApi } from './candles';
import { remembranceApi } from './remembrance';
import { remindersApi } from './reminders';
import { coupleProfilesApi } from './couple-profiles';
import { familyProfilesApi } from './family-profiles';
import { gatheringsApi } from './gatherings';
import { ordersApi } from './orders';
import { paymentsApi } from './payments';
import { profilesApi } from './profiles';
import { familyManagersApi, invitationsApi, profileManagersApi } from './managers';
import { quotesApi } from './quotes';
import { packagesApi } from './packages';
import { plaquesApi } from './plaques';
import { settingsApi } from './settings';
import { uploadApi, uploadProxyApi } from './uploads';
import { familyVisibilityApi, profileVisibilityApi } from './visibility';

/**
 * The `/api` application. The database comes from `resolveDb` so the Worker hands it the request's D1
 * session (worker/d1/) and the API tests hand it a D1 database of their own (docs/d1.md); `resolvePrimaryDb` is the one
 * session and role checks read, at the primary (the same database where there are no replicas).
 */
export function createApi(resolveDb: (env: Env) => Db, resolvePrimaryDb: (env: Env) => Db = resolveDb) {
  const api = new Hono<AppEnv>();
  // Outermost: whatever answers early (auth, rate limits, types, sizes, unknown paths), the unread body is read away first.
  api.use(drainUnreadBody);
  api.use(requestId());
  api.use(async (c, next) => {
    const config = parseEnv(c.env);
    const db = resolveDb(c.env);
    c.set('config', config);
    c.set('db', db);
    c.set('primaryDb', resolvePrimaryDb(c.env));
    c.set('needsSession', false);
    // Mail is recorded and queued (worker/mail/queued-mailer.ts): the request never waits for the provider. A mail
    // misconfiguration fails the e-mail when one is sent, not every API request.
    c.set('mailer', createQueuedMailer(mailConfig(config), db, c.env.MAIL_QUEUE));
    await next();
  });
  api.onError(handleError);
  api.use(privateAnswers);
  api.use(jsonBodyLimit);
  api.use(sessionMiddleware);

  return (
    api
      .route('/memories/captcha', captchaApi)
      .route('/health', healthApi)
      .route('/settings', settingsApi)
      .route('/packages', packagesApi)
      .route('/auth/mfa', mfaApi)
      .route('/auth', authApi)
      .route('/account', accountApi)
      .route('/orders', ordersApi)
      .route('/payments', paymentsApi)
      // Before the memorials' own apps: a visitor's POST {id}/access must not meet their session guard.
      .route('/profiles', profileVisibilityApi)
      .route('/family-profiles', familyVisibilityApi)
      .route('/profiles', profilesApi)
      .route('/family-profiles', familyProfilesApi)
      .route('/profiles', profileManagersApi)
      .route('/family-profiles', familyManagersApi)
      .route('/invitations', invitationsApi)
      .route('/couple-profiles', coupleProfilesApi)
      // /profiles/:id/gatherings, /family-profiles/:id/gatherings and /gatherings/:id (docs/features/gatherings.md).
      .route('/', gatheringsApi)
      .route('/plaques', plaquesApi)
      .route('/memories', memoriesApi)
      .route('/quotes', quotesApi)
      .route('/candles', candlesApi)
      .route('/reminders', remindersApi)
      .route('/remembrance', remembranceApi)
      .route('/upload-proxy', uploadProxyApi)
      .route('/upload', uploadApi)
      .route('/admin', adminApi)
      .route('/live', customerLiveApi)
      .route('/dev', devApi)
      // A sub-app's notFound is ignored once mounted, so unknown API paths are caught here explicitly
      // instead of falling through to Astro's HTML 404 page.
      .all('*', handleNotFound)
  );
}

export type Api = ReturnType<typeof createApi>;
