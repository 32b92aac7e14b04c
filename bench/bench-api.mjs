// @ts-check
// What the bench's scenarios do through the Worker's real API: sign in as the seeded administrator, open an
// account, and act as visitors (a memory behind the captcha, a candle), each visitor from its own address.
//
// Many visitors on one machine: the Worker's limits key on `cf-connecting-ip` (worker/middleware/client.ts).
// Behind Cloudflare that header is always set by Cloudflare itself, from the connection, whatever a client
// sent; a local `wrangler dev` sets it only when the request has none (miniflare's entry worker), so the bench,
// like the e2e tests (tests/helpers/browser.ts), names each simulated visitor's address in it. Nothing in the
// Worker reads anything else for this, and production's limits are the same ones every visitor meets here.
/* global FormData, Blob -- Node's own (undici) */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { parseBase32Secret, totpCodeAt, totpStep } from '../worker/services/totp.ts';
import { BENCH_ADMIN } from './local-worker.mjs';

const ROOT = new URL('../', import.meta.url).pathname;

/** Which wall a memory or a candle goes to: the seeded memorial's. @typedef {{ memorial_profile_id: number }} Wall */

// A random start, so two runs against one Worker on the same day are still new visitors (a candle counts once a day).
let visitors = Math.floor(Math.random() * 2 ** 21);
/** A fresh visitor's address, from the carrier-grade NAT range phones on mobile data come from (100.64.0.0/10). */
export function visitorAddress() {
  visitors += 1;
  return `100.${64 + ((visitors >> 16) & 63)}.${(visitors >> 8) & 255}.${visitors & 255}`;
}

/** Headers of a request from `address`, with JSON when there is a body. */
/** @param {string} address @param {Record<string, string>} [extra] @returns {Record<string, string>} */
export const from = (address, extra = {}) => ({ 'cf-connecting-ip': address, ...extra });

/** The local D1 of a bench Worker, read-only (the counts after a run; a captcha's code, as the audio would speak it). */
/** @param {string} stateDir */
export function openLocalD1(stateDir) {
  const dir = join(stateDir, 'v3/d1/miniflare-D1DatabaseObject');
  const file = readdirSync(dir).find((name) => name.endsWith('.sqlite') && name !== 'metadata.sqlite');
  if (!file) throw new Error(`No local D1 database in ${dir}`);
  return new DatabaseSync(join(dir, file), { readOnly: true });
}

/**
 * A JSON answer, thrown when it is not what `expected` says. Unknown: each caller says the shape it reads.
 * @param {Response} response @param {number[]} expected @param {string} what @returns {Promise<unknown>}
 */
async function json(response, expected, what) {
  const body = await response.json().catch(() => ({}));
  if (!expected.includes(response.status)) throw new Error(`${what}: ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
  return body;
}

/** @param {string} url @returns {Promise<string>} the administrator's access token */
export async function signInAdmin(url) {
  /** @param {string} path @param {Record<string, string>} body */
  const post = (path, body) =>
    fetch(`${url}${path}`, {
      method: 'POST',
      headers: from(visitorAddress(), { 'content-type': 'application/json' }),
      body: JSON.stringify(body),
    });
  const step = /** @type {{ data: { mfa_token: string } }} */ (
    await json(await post('/api/auth/login', { email: BENCH_ADMIN.email, password: BENCH_ADMIN.password }), [200], 'admin login')
  ).data;
  const secret = parseBase32Secret(BENCH_ADMIN.totpSecret);
  if (!secret) throw new Error("the bench administrator's TOTP secret is not base32");
  const code = totpCodeAt(secret, totpStep());
  return /** @type {{ data: { access_token: string } }} */ (
    await json(await post('/api/auth/mfa', { mfa_token: step.mfa_token, code }), [200], 'admin second factor')
  ).data.access_token;
}

/**
 * JSON to the API as `token` (a bearer needs no Origin), from a fresh address. Unknown, as `json` answers.
 * @param {string} url @param {string} method @param {string} path @param {unknown} [body] @param {string} [token] @param {number[]} [expected]
 */
export async function apiJson(url, method, path, body, token, expected = [200, 201]) {
  const headers = from(visitorAddress(), { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) });
  const response = await fetch(`${url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return json(response, expected, `${method} ${path}`);
}

/** A verified customer made as a person makes one: sign-up, the e-mailed link (the local outbox), sign-in. */
/** @param {string} url @param {{ name: string, email: string, password: string }} person */
export async function newCustomer(url, { name, email, password }) {
  const address = visitorAddress();
  const headers = from(address, { 'content-type': 'application/json' });
  const registered = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name, email, password, privacy_consent: true }),
  });
  await json(registered, [201], 'register');
  const outbox = /** @type {{ data: { links: string[] }[] }} */ (
    await json(await fetch(`${url}/api/dev/outbox?to=${encodeURIComponent(email)}`), [200], 'outbox')
  );
  const link = outbox.data.flatMap((message) => message.links).find((candidate) => new URL(candidate).pathname === '/verify-email');
  if (!link) throw new Error(`No verification link for ${email}`);
  const cookie = registered.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const token = new URL(link).hash.replace('#token=', '');
  await json(
    await fetch(`${url}/api/auth/verify-email`, { method: 'POST', headers: { ...headers, cookie }, body: JSON.stringify({ token }) }),
    [200],
    'verify e-mail',
  );
  const session = /** @type {{ data: { access_token: string, user: { id: number } } }} */ (
    await json(await fetch(`${url}/api/auth/login`, { method: 'POST', headers, body: JSON.stringify({ email, password }) }), [200], 'login')
  ).data;
  return { token: session.access_token, userId: session.user.id };
}

/** One file as multipart `file` plus fields, as the site's upload requests send it. */
/** @param {Uint8Array<ArrayBuffer>} bytes @param {string} fileName @param {string} contentType @param {Record<string, string>} [fields] */
export function multipart(bytes, fileName, contentType, fields = {}) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set('file', new Blob([bytes], { type: contentType }), fileName);
  return form;
}

/** The memory photo a visitor attaches: the seed's landscape (1200×800 JPEG, as the wall's picker prepares one). */
export const MEMORY_PHOTO = readFileSync(join(ROOT, 'db/seed/media/atardecer-mar.jpg'));

/** A new captcha for `address` and its code, read where the audio alternative reads it (the challenge's row). */
/** @param {string} url @param {import('node:sqlite').DatabaseSync} d1 @param {string} address */
export async function solvedCaptcha(url, d1, address) {
  const issued = /** @type {{ data: { captchaId: string } }} */ (
    await json(await fetch(`${url}/api/memories/captcha`, { headers: from(address) }), [200], 'captcha')
  );
  const id = issued.data.captchaId;
  const row = /** @type {{ code: string | null } | undefined} */ (
    d1.prepare('SELECT spoken_code AS code FROM captchas WHERE id = ?').get(id)
  );
  if (!row?.code) throw new Error(`captcha ${id} not found in the local D1`);
  return { captcha_id: id, captcha_input: row.code };
}

/** A visitor's memory photo through the public upload (no session), from `address`. */
/** @param {string} url @param {string} address @returns {Promise<string>} */
export async function uploadMemoryPhoto(url, address) {
  const response = await fetch(`${url}/api/upload-proxy/proxy-public`, {
    method: 'POST',
    headers: from(address),
    body: multipart(MEMORY_PHOTO, 'recuerdo.jpg', 'image/jpeg', { type: 'memory' }),
  });
  return /** @type {{ publicUrl: string }} */ (await json(response, [200], 'memory photo')).publicUrl;
}

/** Everything a memory needs before it is sent: the captcha answered and the photo stored. */
/** @param {string} url @param {import('node:sqlite').DatabaseSync} d1 @param {Wall} wall @param {string} address @param {number} n */
export async function memoryReady(url, d1, wall, address, n) {
  const [captcha, photo] = await Promise.all([solvedCaptcha(url, d1, address), uploadMemoryPhoto(url, address)]);
  return {
    ...wall,
    ...captcha,
    photo_url: photo,
    author_name: `Visitante ${n}`,
    message: 'Gracias por todo lo que nos diste. Te vamos a extrañar siempre.',
    things_list: ['Sus tintos de la mañana'],
    visitor_consent: true,
    privacy_consent: true,
  };
}

/** POST /api/memories from `address`; the Response itself (the caller counts statuses). */
/** @param {string} url @param {unknown} body @param {string} address */
export function postMemory(url, body, address) {
  return fetch(`${url}/api/memories`, {
    method: 'POST',
    headers: from(address, { 'content-type': 'application/json' }),
    body: JSON.stringify(body),
  });
}

/** POST /api/candles from `address`; the Response itself. */
/** @param {string} url @param {Wall} wall @param {string} address @param {string | null} [name] */
export function postCandle(url, wall, address, name = null) {
  return fetch(`${url}/api/candles`, {
    method: 'POST',
    headers: from(address, { 'content-type': 'application/json' }),
    body: JSON.stringify({ ...wall, name }),
  });
}
