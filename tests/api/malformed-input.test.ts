import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { createApi } from '../../worker/api';
import { LOCAL_VARS } from '../../worker/local/vars';
import { mediaRoutes } from '../../worker/media/routes';
import { isErrorCode } from '../../worker/schemas/error-codes';
import { bearer, createUserWithSession } from '../helpers/auth';
import { localR2 } from '../helpers/media-fixtures';
import { recordingWallRooms } from '../helpers/memories';
import { createTestDb } from '../helpers/test-db';

/**
 * No input gives a 5xx, and every refusal is one a program and a person can read (docs/api.md "Errors"):
 * a `code` from worker/schemas/error-codes.ts and a Spanish `error` without zod's English defaults. every API route (read from the Hono app itself, so a new route is covered the day
 * it is added) and /media get malformed paths, parameters, query strings, JSON, content types and multipart
 * bodies, as a guest and as an administrator (so the input also reaches the validators behind requireAdmin).
 */
let db: Db;
let app: Hono;
let env: Record<string, unknown>;
let r2: Awaited<ReturnType<typeof localR2>>;
let adminAuth: Record<string, string>;

const routes = () => {
  const seen = new Set<string>();
  return createApi(() => db)
    .routes.filter((route) => ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method) && !route.path.includes('*'))
    .filter((route) => !seen.has(`${route.method} ${route.path}`) && seen.add(`${route.method} ${route.path}`));
};

const BAD_PARAMS = ['%ZZ', '%E0%A4%A', 'x'.repeat(600), '..%2F..%2Fetc', '%00', "1'%20OR%201=1", '-1', '99999999999999999999'];
const BAD_QUERIES = [
  '',
  '?page=-1&limit=abc&search=%ZZ',
  '?page=1e400&limit=999999',
  '?memorial_profile_id=%00&family_profile_id=x',
  '?to=&a[b]=c&page[]=2',
];

let deep = '1';
for (let i = 0; i < 5000; i++) deep = `[${deep}]`;
const BAD_BODIES: { type: string; body: string }[] = [
  { type: 'application/json', body: '' },
  { type: 'application/json', body: '{"email": "a@b.co", "password":' },
  { type: 'application/json', body: '[]' },
  { type: 'application/json', body: 'null' },
  { type: 'application/json', body: '"texto"' },
  { type: 'application/json', body: '{"page": 1e999, "limit": -0, "total_amount": 1e308, "price": NaN}' },
  { type: 'application/json', body: deep },
  {
    type: 'application/json',
    body: JSON.stringify({
      email: 123,
      password: ['x'],
      name: { a: 1 },
      token: null,
      refresh_token: 7,
      status: [],
      is_authorized: 'sí',
      memorial_profile_id: {},
      family_profile_id: [],
      message: 5,
      package_id: true,
      payment_method: 1,
      total_amount: '∞',
      paid_at: '2026-13-45',
      user_id: ['x'],
      slug: '../..',
      members: 'x',
      photos: 'x',
      gallery: {},
      captcha_id: 1,
    }),
  },
  { type: 'application/json', body: `{"message":"${'ñ'.repeat(70 * 1024)}"}` },
  { type: 'text/plain', body: '{"email":"a@b.co"}' },
  { type: 'application/x-www-form-urlencoded', body: 'email=%ZZ&password=' },
  { type: 'multipart/form-data; boundary=xyz', body: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\nroto' },
  { type: 'multipart/form-data', body: 'sin límite' },
];

beforeAll(async () => {
  db = await createTestDb();
  r2 = await localR2();
  env = { ...LOCAL_VARS, MEDIA: r2.bucket, WALL_ROOMS: recordingWallRooms().namespace };
  app = new Hono();
  app.route(
    '/api',
    createApi(() => db),
  );
  app.route('/media', mediaRoutes as unknown as Hono);
  adminAuth = bearer((await createUserWithSession(db, { role: 'super_admin' })).token);
});

afterAll(() => r2?.dispose());

async function send(method: string, path: string, init: { type?: string; body?: string; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { 'cf-connecting-ip': '198.51.100.1', ...init.headers };
  if (init.type) headers['content-type'] = init.type;
  // Raw on purpose: the walk sends malformed bodies, wrong content types and bad paths to every route.
  const response = await app.request(path, { method, headers, body: init.body }, env);
  const text = await response.text();
  return { status: response.status, text, type: response.headers.get('content-type') ?? '' };
}

function expectNo5xx(result: { status: number; text: string }, what: string) {
  expect(result.status, `${what} → ${result.status} ${result.text.slice(0, 200)}`).toBeLessThan(500);
}

/** zod's default messages are English ('Invalid input: expected string, received number', 'Too big: …'). */
const ZOD_ENGLISH = /\b(expected|invalid|required|received|unrecognized|too (big|small)|must|input|string|number|boolean|nan)\b/i;

/**
 * Why a refusal cannot be read, or null: it must carry a code from the closed list, and Spanish words a person can
 * read (a field's name aside). Collected over the whole walk, so one run names every route at fault.
 */
function unreadableRefusal(result: { status: number; text: string; type: string }): string | null {
  if (result.status < 400 || !result.type.includes('application/json')) return null;
  const body = JSON.parse(result.text) as { success?: unknown; error?: unknown; code?: unknown; field?: unknown };
  if (body.success !== false) return 'no success: false';
  if (!isErrorCode(body.code)) return `code ${String(body.code)} is not in the list`;
  if (typeof body.error !== 'string' || !body.error) return 'no error text';
  if (ZOD_ENGLISH.test(body.error)) return `English text: ${body.error}`;
  if (body.field !== undefined && typeof body.field !== 'string') return 'field is not a string';
  return null;
}

describe('malformed input never gives a 5xx, and every refusal has a code and Spanish words', () => {
  it('covers a real number of routes', () => {
    expect(routes().length).toBeGreaterThan(30);
  });

  it('on every API route, with bad path parameters and query strings', async () => {
    const originalError = console.error;
    const logged: string[] = [];
    const unreadable = new Set<string>();
    console.error = (line: string) => logged.push(line);
    try {
      // A route's combinations go out together (each statement is a round trip to workerd's D1); routes one by one.
      for (const route of routes()) {
        // A route without parameters has one path whatever the bad parameter: each distinct request once.
        const paths = [
          ...new Set(BAD_PARAMS.flatMap((param) => BAD_QUERIES.map((query) => `/api${route.path.replace(/:[a-zA-Z_]+/g, param)}${query}`))),
        ];
        const cases = paths.flatMap((path) => [{}, adminAuth].map((headers) => ({ path, headers })));
        const results = await Promise.all(cases.map(({ path, headers }) => send(route.method, path, { headers })));
        results.forEach((result, index) => {
          expectNo5xx(result, `${route.method} ${cases[index]!.path}`);
          const problem = unreadableRefusal(result);
          if (problem) unreadable.add(`${route.method} ${route.path}: ${problem}`);
          if (route.path !== '/memories/live') expect(result.type).toContain('application/json');
        });
      }
    } finally {
      console.error = originalError;
    }
    expect(logged).toEqual([]);
    expect([...unreadable]).toEqual([]);
  }, 240_000);

  it('on every API route that takes a body, with broken JSON, wrong types, wrong content types and broken multipart', async () => {
    const originalError = console.error;
    const logged: string[] = [];
    const unreadable = new Set<string>();
    console.error = (line: string) => logged.push(line);
    try {
      for (const route of routes().filter((candidate) => candidate.method !== 'GET')) {
        const path = `/api${route.path.replace(/:[a-zA-Z_]+/g, '00000000-0000-4000-8000-000000000000')}`;
        const cases = BAD_BODIES.flatMap((body) => [{}, adminAuth].map((headers) => ({ ...body, headers })));
        const results = await Promise.all(cases.map((body) => send(route.method, path, body)));
        results.forEach((result, index) => {
          const body = cases[index]!;
          expectNo5xx(result, `${route.method} ${path} with ${body.type} ${body.body.slice(0, 40)}`);
          const problem = unreadableRefusal(result);
          if (problem) unreadable.add(`${route.method} ${route.path} with ${body.type}: ${problem}`);
          expect(JSON.parse(result.text)).toMatchObject({ success: expect.any(Boolean) });
        });
      }
    } finally {
      console.error = originalError;
    }
    expect(logged).toEqual([]);
    expect([...unreadable]).toEqual([]);
  }, 240_000);

  it('refuses a JSON body over 64 KB with 413 before parsing it', async () => {
    const result = await send('POST', '/api/auth/login', { type: 'application/json', body: `{"email":"${'a'.repeat(65 * 1024)}"}` });
    expect(result.status).toBe(413);
    expect(JSON.parse(result.text)).toEqual({ success: false, error: 'La solicitud es demasiado grande', code: 'PAYLOAD_TOO_LARGE' });
  });

  it('on /media, with bad encodings and paths', async () => {
    for (const path of ['%ZZ', '%E0%A4%A', '..%2F..%2Fwrangler.toml', '%00', 'video/%ZZ/x.mp4', 'x'.repeat(2000), 'profile/a/b.jpg%']) {
      for (const method of ['GET', 'HEAD']) {
        const result = await send(method, `/media/${path}`, { headers: { range: 'bytes=abc-', 'if-none-match': '"%ZZ' } });
        expectNo5xx(result, `${method} /media/${path}`);
        expect(result.status).toBe(404);
      }
    }
  });
});
