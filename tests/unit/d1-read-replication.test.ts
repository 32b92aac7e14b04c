import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../worker/context';
import { bookmarkCookie, bookmarkCookieName, latestBookmark, parseBookmark } from '../../worker/d1/bookmark';
import { isPublicPage, mayCarryBookmark, readConsistency, sessionStart } from '../../worker/d1/consistency';
import { d1Sessions } from '../../worker/d1/middleware';
import { primaryDb, requestDb } from '../../worker/d1/request-db';

/** D1 read replication (worker/d1/): which requests may read any replica, and the bookmark they carry. */
const LOCAL = '00000000-00000003-00000000-00000000000000000000000000000000';
const LATER = '00000000-00000007-00000000-00000000000000000000000000000000';
const PRODUCTION = '00000085-0000024c-00004c6d-8e61117bf38d7adb71b934ebbf891683';

describe('which consistency a request needs', () => {
  const anonymous = (method: string, pathname: string) => readConsistency({ method, pathname, signedIn: false });
  const signedIn = (method: string, pathname: string) => readConsistency({ method, pathname, signedIn: true });

  it('lets anonymous visitors read public pages and the public API from any replica', () => {
    for (const path of [
      '/',
      '/memorial/maria',
      '/familia/gomez',
      '/familia/gomez/muro-de-recuerdos',
      '/pareja/camila',
      '/muro-de-recuerdos/maria',
      '/q/7K3M9P',
      '/Q/7K3M9P',
      '/template',
      '/api/profiles/public/maria',
      '/api/memories',
      '/api/settings',
      '/api/packages',
    ]) {
      expect(anonymous('GET', path), path).toBe('public');
    }
    expect(anonymous('HEAD', '/memorial/maria')).toBe('public');
  });

  it('keeps public pages public for a signed-in owner: they are cached and never set a cookie', () => {
    for (const path of ['/', '/memorial/maria', '/muro-de-recuerdos/maria', '/q/7K3M9P'])
      expect(signedIn('GET', path), path).toBe('public');
  });

  it('reads a signed-in person’s own pages and API from their bookmark', () => {
    for (const path of ['/dashboard', '/admin', '/edit/abc', '/preview/maria', '/api/auth/session', '/api/orders', '/api/memories']) {
      expect(signedIn('GET', path), path).toBe('personal');
    }
  });

  it('treats every write as personal, signed in or not, whatever the path', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'post']) {
      expect(anonymous(method, '/api/memories'), method).toBe('personal');
      expect(anonymous(method, '/memorial/maria'), method).toBe('personal');
    }
  });

  it('does not take look-alike paths for public pages', () => {
    for (const path of ['/memorial', '/memoriales/x', '/templates', '/template/x', '/api/memorial/x', '/dashboard']) {
      expect(isPublicPage(path), path).toBe(false);
    }
  });

  it('starts from the person’s bookmark when there is one, else a replica or the primary', () => {
    expect(sessionStart('public', null)).toBe('first-unconstrained');
    expect(sessionStart('personal', null)).toBe('first-primary');
    expect(sessionStart('public', LOCAL)).toBe(LOCAL);
    expect(sessionStart('personal', LOCAL)).toBe(LOCAL);
  });

  it('never puts a bookmark on a response a shared cache may keep', () => {
    expect(mayCarryBookmark(null)).toBe(true);
    expect(mayCarryBookmark('no-store')).toBe(true);
    expect(mayCarryBookmark('private, no-store')).toBe(true);
    expect(mayCarryBookmark('public, max-age=3600')).toBe(false);
    expect(mayCarryBookmark('max-age=60, S-MAXAGE=300')).toBe(false);
    expect(mayCarryBookmark('Public')).toBe(false);
  });
});

describe('the bookmark a person carries', () => {
  it('accepts D1’s bookmarks, local and production', () => {
    expect(parseBookmark(LOCAL)).toBe(LOCAL);
    expect(parseBookmark(PRODUCTION)).toBe(PRODUCTION);
    expect(parseBookmark(` ${PRODUCTION} `)).toBe(PRODUCTION);
  });

  it('ignores anything else, so a malformed cookie never reaches D1', () => {
    for (const value of [
      undefined,
      null,
      '',
      '   ',
      'garbage',
      'first-primary',
      'first-unconstrained',
      '0000-0000',
      `${LOCAL}; Path=/`,
      `${LOCAL}\r\nSet-Cookie: x=1`,
      `${LOCAL}x`,
      `${LOCAL.slice(0, 27)}${'0'.repeat(200)}`,
      '<script>',
    ]) {
      expect(parseBookmark(value), String(value)).toBeNull();
    }
  });

  it('keeps the later of a cookie and a header', () => {
    expect(latestBookmark(LOCAL, LATER)).toBe(LATER);
    expect(latestBookmark(LATER, LOCAL)).toBe(LATER);
    expect(latestBookmark(null, LOCAL)).toBe(LOCAL);
    expect(latestBookmark(null, null)).toBeNull();
  });

  it('is an HttpOnly, SameSite=Lax cookie for the whole site, Secure and __Host- on https', () => {
    expect(bookmarkCookie(LOCAL, 'http://localhost:4321/api/orders')).toBe(
      `d1-bookmark=${LOCAL}; Max-Age=3600; Path=/; HttpOnly; SameSite=Lax`,
    );
    expect(bookmarkCookie(LOCAL, 'https://recuerdoseternos.co/dashboard')).toBe(
      `__Host-d1-bookmark=${LOCAL}; Max-Age=3600; Path=/; HttpOnly; Secure; SameSite=Lax`,
    );
    expect(bookmarkCookieName('https://recuerdoseternos.co/')).toBe('__Host-d1-bookmark');
  });
});

/**
 * A stand-in D1 binding: records where each session started, and moves the bookmark forward one commit per
 * query, as D1 does. Only what drizzle's d1 driver calls (`prepare`, `bind`, `run`) is there.
 */
function fakeD1() {
  const starts: string[] = [];
  let commits = 10;
  const binding = {
    withSession(start: string) {
      starts.push(start);
      let bookmark: string | null = parseBookmark(start);
      const statement = {
        bind: () => statement,
        run: async () => {
          bookmark = `00000000-${(++commits).toString(16).padStart(8, '0')}-00000000-${'0'.repeat(32)}`;
          return { success: true, results: [], meta: {} };
        },
      };
      return { prepare: () => statement, batch: async () => [], getBookmark: () => bookmark };
    },
  };
  return { binding: binding as unknown as D1Database, starts };
}

/** The Worker's middleware in front of routes that read D1 the way every route does (requestDb). */
function appWith(db: ReturnType<typeof fakeD1>) {
  const query = async () => {
    await requestDb({ DB: db.binding }).run(sql`select 1`);
  };
  return new Hono<AppEnv>()
    .use(d1Sessions)
    .get('/memorial/:slug', async (c) => (await query(), c.html('<h1>María</h1>')))
    .get('/dashboard', async (c) => (await query(), c.html('<h1>Mi panel</h1>')))
    .get('/api/quotes/daily', async (c) => (await query(), c.header('cache-control', 'public, max-age=3600'), c.json({})))
    .get('/api/health', (c) => c.json({ ok: true }))
    .post('/api/orders', async (c) => (await query(), c.json({ success: true }, 201)));
}

const send = (app: ReturnType<typeof appWith>, db: ReturnType<typeof fakeD1>, path: string, init: RequestInit = {}) =>
  app.request(`http://localhost${path}`, init, { DB: db.binding });

describe('the D1 session middleware', () => {
  it('reads public pages from any replica and sets no cookie, even when the visitor brings a bookmark', async () => {
    const db = fakeD1();
    const app = appWith(db);
    const plain = await send(app, db, '/memorial/maria');
    const carrying = await send(app, db, '/memorial/maria', { headers: { cookie: `d1-bookmark=${LOCAL}; session=abc` } });
    expect(db.starts).toEqual(['first-unconstrained', LOCAL]);
    for (const response of [plain, carrying]) {
      expect(response.headers.get('set-cookie')).toBeNull();
      expect(response.headers.get('x-d1-bookmark')).toBeNull();
    }
  });

  it('hands a write’s bookmark back, and starts the writer’s next read from it', async () => {
    const db = fakeD1();
    const app = appWith(db);
    const written = await send(app, db, '/api/orders', { method: 'POST' });
    const bookmark = written.headers.get('x-d1-bookmark');
    expect(parseBookmark(bookmark)).toBe(bookmark);
    expect(written.headers.get('set-cookie')).toBe(`d1-bookmark=${bookmark}; Max-Age=3600; Path=/; HttpOnly; SameSite=Lax`);

    const read = await send(app, db, '/dashboard', { headers: { cookie: `session=abc; d1-bookmark=${bookmark}` } });
    expect(db.starts).toEqual(['first-primary', bookmark]);
    expect(read.headers.get('x-d1-bookmark')! > bookmark!).toBe(true);
    expect(read.headers.get('set-cookie')).toContain(`d1-bookmark=${read.headers.get('x-d1-bookmark')};`);
  });

  it('takes an API client’s x-d1-bookmark header like the cookie', async () => {
    const db = fakeD1();
    await send(appWith(db), db, '/dashboard', { headers: { authorization: 'Bearer t', 'x-d1-bookmark': LATER } });
    expect(db.starts).toEqual([LATER]);
  });

  it('ignores a malformed bookmark cookie: the read starts at the primary and a good cookie replaces it', async () => {
    const db = fakeD1();
    const response = await send(appWith(db), db, '/dashboard', { headers: { cookie: 'session=abc; d1-bookmark=first-unconstrained' } });
    expect(response.status).toBe(200);
    expect(db.starts).toEqual(['first-primary']);
    expect(parseBookmark(response.headers.get('x-d1-bookmark'))).not.toBeNull();
    expect(response.headers.get('set-cookie')).toMatch(/^d1-bookmark=0{8}-/);
  });

  it('opens no session and sets nothing for a request that never reads D1', async () => {
    const db = fakeD1();
    const response = await send(appWith(db), db, '/api/health', { headers: { authorization: 'Bearer t', cookie: `d1-bookmark=${LOCAL}` } });
    expect(db.starts).toEqual([]);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('checks who is calling at the primary, whatever bookmark the client sent, and hands back only the request’s own', async () => {
    const db = fakeD1();
    const app = new Hono<AppEnv>().use(d1Sessions).get('/api/orders', async (c) => {
      // What the session middleware and the pages' Astro.locals.user() read through, then the route's own read.
      await primaryDb({ DB: db.binding }).run(sql`select 1`);
      await requestDb({ DB: db.binding }).run(sql`select 1`);
      return c.json({ success: true });
    });
    const response = await app.request(
      'http://localhost/api/orders',
      { headers: { cookie: `session=abc; d1-bookmark=${LOCAL}` } },
      { DB: db.binding },
    );
    expect(db.starts).toEqual(['first-primary', LOCAL]);
    expect(response.headers.get('x-d1-bookmark')! > LOCAL).toBe(true);
  });

  it('keeps the bookmark off a signed-in person’s publicly cacheable answer', async () => {
    const db = fakeD1();
    const response = await send(appWith(db), db, '/api/quotes/daily', { headers: { authorization: 'Bearer t' } });
    expect(db.starts).toEqual(['first-primary']);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('x-d1-bookmark')).toBeNull();
  });
});
