import { describe, expect, inject, it } from 'vitest';
import { SEED_MEMORIAL } from '../../db/seed/data/memorials';
import { todayInColombia } from '../../worker/services/time';
import { parseBookmark } from '../../worker/d1/bookmark';
import { testClientAddress } from '../helpers/browser';
import { emailedLink, uniqueEmail } from '../helpers/e2e-accounts';
import { SEEDED_PACKAGES } from '../helpers/e2e-customers';
import { SEED_PAGES } from '../helpers/seed-pages';

/**
 * D1 read replication (worker/d1/) against the built Worker on local D1, which supports the Sessions API:
 * public pages and anonymous reads carry no bookmark (the edge cache may keep them), while writes and a
 * signed-in person's reads hand one back, and the person's next request reads what they wrote.
 */
const baseURL = inject('baseURL');

/** The cookies a browser would keep, by name. */
type Jar = Map<string, string>;

function keep(jar: Jar, response: Response): Jar {
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const at = pair.indexOf('=');
    const [name, value] = [pair.slice(0, at), pair.slice(at + 1)];
    // An emptied cookie is the server deleting it.
    if (value) jar.set(name, value);
    else jar.delete(name);
  }
  return jar;
}

function send(path: string, jar: Jar = new Map(), init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('cf-connecting-ip', testClientAddress());
  if (jar.size) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
  if (init.body) headers.set('content-type', 'application/json');
  // Cookie-authenticated writes must come from our own origin (worker/middleware/session.ts).
  if (init.method && init.method !== 'GET') headers.set('origin', baseURL);
  return fetch(`${baseURL}${path}`, { redirect: 'manual', ...init, headers });
}

/** The bookmark a response hands back in its cookie, or undefined when it sets none. */
const bookmarkCookie = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((line) => line.startsWith('d1-bookmark='))
    ?.split(';')[0]
    ?.slice('d1-bookmark='.length);

/** What a response says about bookmarks: the header's and the cookie's, which must agree. */
function handedBack(response: Response): string {
  const header = response.headers.get('x-d1-bookmark');
  expect(header, 'x-d1-bookmark').not.toBeNull();
  // Local D1 gives bookmarks of production's shape, so the ones handed back are accepted again.
  expect(parseBookmark(header)).toBe(header);
  return header!;
}

/** Signs up through the API like the browser does, keeping its cookies: the jar ends with the session. */
async function signedUpCustomer(): Promise<Jar> {
  const jar: Jar = new Map();
  const email = uniqueEmail('replica');
  const registered = await send('/api/auth/register', jar, {
    method: 'POST',
    body: JSON.stringify({ name: 'Ana Réplica', email, password: 'clave-segura', privacy_consent: true }),
  });
  expect(registered.status).toBe(201);
  expect(bookmarkCookie(registered)).toBe(handedBack(registered));
  keep(jar, registered);

  const token = new URL(await emailedLink(baseURL, email, '/verify-email')).hash.replace('#token=', '');
  const verified = await send('/api/auth/verify-email', jar, { method: 'POST', body: JSON.stringify({ token }) });
  expect(verified.status).toBe(200);
  keep(jar, verified);
  expect(jar.get('session')).toBeTruthy();
  return jar;
}

describe('D1 read replication through the Sessions API', () => {
  it('gives anonymous visitors public pages and public reads without a cookie or a bookmark', async () => {
    const paths = [
      '/',
      ...SEED_PAGES,
      '/template',
      `/api/profiles/public/${SEED_MEMORIAL.slug}`,
      `/api/memories?memorial_profile_id=${SEED_MEMORIAL.id}`,
      '/api/settings',
      '/api/packages',
    ];
    for (const path of paths) {
      const response = await send(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.getSetCookie(), path).toEqual([]);
      expect(response.headers.get('x-d1-bookmark'), path).toBeNull();
    }

    const { data } = (await (await send(`/api/profiles/public/${SEED_MEMORIAL.slug}`)).json()) as { data: { short_code: string } };
    const redirect = await send(`/q/${data.short_code}`);
    expect(redirect.status).toBe(302);
    expect(redirect.headers.getSetCookie()).toEqual([]);
  });

  it('hands a write’s bookmark back, and the owner’s next reads show what they wrote', async () => {
    const jar = await signedUpCustomer();
    const before = jar.get('d1-bookmark');

    const created = await send('/api/orders', jar, {
      method: 'POST',
      body: JSON.stringify({
        package_id: SEEDED_PACKAGES.individual.id,
        amount: SEEDED_PACKAGES.individual.price,
        payment_method: 'nequi',
        payment_reference: `REPLICA${Date.now()}`,
        payer_name: 'Ana Réplica',
        payment_date: todayInColombia(),
        transferred_amount: SEEDED_PACKAGES.individual.price,
        terms_accepted: true,
      }),
    });
    expect(created.status).toBe(201);
    const { data: order } = (await created.json()) as { data: { id: string; payment_intent_id: string } };
    const written = handedBack(created);
    expect(bookmarkCookie(created)).toBe(written);
    expect(written > (before ?? '')).toBe(true);
    keep(jar, created);

    const orders = await send('/api/orders', jar);
    expect(orders.status).toBe(200);
    const { data: mine } = (await orders.json()) as { data: { id: string }[] };
    expect(mine.map((row) => row.id)).toContain(order.id);
    expect(handedBack(orders) >= written).toBe(true);

    const dashboard = await send('/dashboard', jar);
    expect(dashboard.status).toBe(200);
    expect(handedBack(dashboard) >= written).toBe(true);
    expect(await dashboard.text()).toContain(order.payment_intent_id);
  });

  it('hands a bookmark to signed-in reads, but never to a signed-in person’s public page', async () => {
    const jar = await signedUpCustomer();
    const session = new Map([['session', jar.get('session')!]]);

    for (const path of ['/dashboard', '/api/auth/session']) {
      const response = await send(path, session);
      expect(response.status, path).toBe(200);
      expect(bookmarkCookie(response), path).toBe(handedBack(response));
    }

    const page = await send(`/memorial/${SEED_MEMORIAL.slug}`, jar);
    expect(page.status).toBe(200);
    expect(page.headers.getSetCookie()).toEqual([]);
    expect(page.headers.get('x-d1-bookmark')).toBeNull();
  });

  it('ignores a malformed bookmark cookie and replaces it on the next personal read', async () => {
    const jar = await signedUpCustomer();
    jar.set('d1-bookmark', 'no-es-un-marcador%3Cscript%3E');

    const dashboard = await send('/dashboard', jar);
    expect(dashboard.status).toBe(200);
    expect(bookmarkCookie(dashboard)).toBe(handedBack(dashboard));

    const page = await send(`/memorial/${SEED_MEMORIAL.slug}`, jar);
    expect(page.status).toBe(200);
    expect(page.headers.getSetCookie()).toEqual([]);
  });
});
