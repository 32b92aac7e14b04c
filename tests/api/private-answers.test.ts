import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../worker/services/default-settings';
import { bearer, createUserWithSession, jsonPost } from '../helpers/auth';
import { paymentProof, seedCatalog } from '../helpers/orders';
import { call } from '../helpers/test-db';
import { useTestApp } from '../helpers/test-app';

/**
 * Every answer that needs a session says `Cache-Control: private, no-store`, refusals included, so no shared
 * cache or browser history keeps one person's account, orders or back-office. A sample of the API's routes.
 */
const t = useTestApp();
let customer: Awaited<ReturnType<typeof createUserWithSession>>;
let admin: Awaited<ReturnType<typeof createUserWithSession>>;
let catalog: Awaited<ReturnType<typeof seedCatalog>>;

beforeAll(async () => {
  catalog = await seedCatalog(t.db);
  customer = await createUserWithSession(t.db);
  admin = await createUserWithSession(t.db, { role: 'admin' });
});

const cacheControl = async (path: string, init: RequestInit = {}) => {
  const answer = await call(t.app, path, init);
  return { status: answer.status, cacheControl: answer.headers.get('cache-control') };
};

describe('answers that need a session', () => {
  it.each([
    ['GET', '/api/auth/session'],
    ['GET', '/api/orders'],
    ['GET', '/api/profiles/my-profiles'],
    ['GET', '/api/family-profiles/my-profiles'],
    ['GET', '/api/plaques'],
    ['GET', '/api/profiles/can-create'],
  ])("%s %s, the customer's own, is private and never stored", async (method, path) => {
    const answer = await cacheControl(path, { method, headers: bearer(customer.token) });
    expect(answer.status).toBeLessThan(300);
    expect(answer.cacheControl).toBe('private, no-store');
  });

  it.each(['/api/admin/dashboard', '/api/admin/users', '/api/admin/orders', '/api/admin/settings', '/api/admin/stats'])(
    "the back-office's %s is private and never stored",
    async (path) => {
      const answer = await cacheControl(path, { headers: bearer(admin.token) });
      expect(answer.status).toBe(200);
      expect(answer.cacheControl).toBe('private, no-store');
    },
  );

  it('writes are too, and so are the refusals of a guarded route (401 without a session, 403 to a customer)', async () => {
    const ordered = await cacheControl('/api/orders', jsonPost(paymentProof(catalog.individual), bearer(customer.token)));
    expect(ordered).toEqual({ status: 201, cacheControl: 'private, no-store' });
    const saved = await cacheControl('/api/admin/settings/hero_section', { ...jsonPost({ value: DEFAULT_SETTINGS.hero_section }, bearer(admin.token)), method: 'PUT' });
    expect(saved).toEqual({ status: 200, cacheControl: 'private, no-store' });
    expect(await cacheControl('/api/orders')).toEqual({ status: 401, cacheControl: 'private, no-store' });
    expect(await cacheControl('/api/admin/users', { headers: bearer(customer.token) })).toEqual({ status: 403, cacheControl: 'private, no-store' });
  });

  it('leaves public answers as they are (the daily quote may be cached by anyone)', async () => {
    const quote = await cacheControl('/api/quotes/daily', { headers: bearer(customer.token) });
    expect(quote.cacheControl).toBe('public, max-age=3600');
  });
});
