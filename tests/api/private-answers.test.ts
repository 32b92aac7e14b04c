import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../worker/services/default-settings';
import { createUserWithSession } from '../helpers/auth';
import { paymentProof, seedCatalog } from '../helpers/orders';
import { useTestApp } from '../helpers/test-app';
import { clientAs } from '../helpers/test-client';

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

/** The typed clients as `token`'s user (a guest without one). */
const as = (token?: string) => clientAs(t.app, token);
type Clients = ReturnType<typeof as>;
const cacheControl = async (sending: Promise<{ status: number; headers: Headers }>) => {
  const answer = await sending;
  return { status: answer.status, cacheControl: answer.headers.get('cache-control') };
};

describe('answers that need a session', () => {
  it.each([
    ['GET /api/auth/session', (client: Clients) => client.auth.session.$get()],
    ['GET /api/orders', (client: Clients) => client.orders.index.$get()],
    ['GET /api/profiles/my-profiles', (client: Clients) => client.profiles['my-profiles'].$get()],
    ['GET /api/family-profiles/my-profiles', (client: Clients) => client.familyProfiles['my-profiles'].$get()],
    ['GET /api/plaques', (client: Clients) => client.plaques.index.$get()],
    ['GET /api/profiles/can-create', (client: Clients) => client.profiles['can-create'].$get()],
  ])("%s, the customer's own, is private and never stored", async (_route, sending) => {
    const answer = await cacheControl(sending(as(customer.token)));
    expect(answer.status).toBeLessThan(300);
    expect(answer.cacheControl).toBe('private, no-store');
  });

  it.each([
    ['/api/admin/dashboard', (client: Clients) => client.admin.dashboard.$get()],
    ['/api/admin/users', (client: Clients) => client.adminUsers.index.$get({ query: {} })],
    ['/api/admin/orders', (client: Clients) => client.adminOrders.index.$get({ query: {} })],
    ['/api/admin/settings', (client: Clients) => client.adminSettings.index.$get()],
    ['/api/admin/stats', (client: Clients) => client.admin.stats.$get()],
  ])("the back-office's %s is private and never stored", async (_route, sending) => {
    const answer = await cacheControl(sending(as(admin.token)));
    expect(answer.status).toBe(200);
    expect(answer.cacheControl).toBe('private, no-store');
  });

  it('writes are too, and so are the refusals of a guarded route (401 without a session, 403 to a customer)', async () => {
    const ordered = await cacheControl(as(customer.token).orders.index.$post({ json: paymentProof(catalog.individual) }));
    expect(ordered).toEqual({ status: 201, cacheControl: 'private, no-store' });
    const saved = await cacheControl(
      as(admin.token).adminSettings[':key'].$put({ param: { key: 'hero_section' }, json: { value: DEFAULT_SETTINGS.hero_section } }),
    );
    expect(saved).toEqual({ status: 200, cacheControl: 'private, no-store' });
    expect(await cacheControl(as().orders.index.$get())).toEqual({ status: 401, cacheControl: 'private, no-store' });
    expect(await cacheControl(as(customer.token).adminUsers.index.$get({ query: {} }))).toEqual({
      status: 403,
      cacheControl: 'private, no-store',
    });
  });

  it('leaves public answers as they are (the daily quote may be cached by anyone)', async () => {
    const quote = await cacheControl(as(customer.token).quotes.daily.$get());
    expect(quote.cacheControl).toBe('public, max-age=3600');
  });
});
