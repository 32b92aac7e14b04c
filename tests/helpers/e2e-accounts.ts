import { testClientAddress } from './browser';
import { expect } from 'vitest';

/**
 * Accounts for browser tests against the running Worker: unique addresses, e-mailed links read from the
 * local outbox (GET /api/dev/outbox), and bearer tokens for the API calls a test makes behind the page.
 */
let counter = 0;
export const uniqueEmail = (label: string) => `${label}+${Date.now()}.${++counter}@example.com`;

type OutboxMessage = { subject: string; links: string[] };

/** The newest e-mailed link to `path` for `email` (the outbox lists newest first). */
export async function emailedLink(baseURL: string, email: string, path: string): Promise<string> {
  const response = await fetch(`${baseURL}/api/dev/outbox?to=${encodeURIComponent(email)}`);
  expect(response.status).toBe(200);
  const { data } = (await response.json()) as { data: OutboxMessage[] };
  const link = data.flatMap((message) => message.links).find((candidate) => new URL(candidate).pathname === path);
  if (!link) throw new Error(`No e-mail to ${email} with a link to ${path}`);
  return link;
}

/**
 * The `Cookie` header that carries a sign-up's proof cookie back, as the browser that signed up would when
 * it opens its verification link (without it, verifying clears the password: services/auth.ts).
 */
export function signupCookie(registered: Response): string {
  return registered.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}

/** JSON to the API; with a token, as that signed-in person (bearer requests need no Origin). */
export function apiCall(baseURL: string, method: string, path: string, body?: unknown, token?: string, cookie?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'cf-connecting-ip': testClientAddress() };
  if (token) headers.authorization = `Bearer ${token}`;
  if (cookie) headers.cookie = cookie;
  return fetch(`${baseURL}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

export async function loginToken(baseURL: string, email: string, password: string): Promise<string> {
  const response = await apiCall(baseURL, 'POST', '/api/auth/login', { email, password });
  expect(response.status).toBe(200);
  const { data } = (await response.json()) as { data: { access_token: string } };
  return data.access_token;
}

/** A verified account made through the API, for flows that start from an existing customer. */
export async function verifiedAccount(baseURL: string, label: string, password = 'clave-segura') {
  const email = uniqueEmail(label);
  const registered = await apiCall(baseURL, 'POST', '/api/auth/register', { name: 'Ana Prueba', email, password, privacy_consent: true });
  expect(registered.status).toBe(201);
  const token = new URL(await emailedLink(baseURL, email, '/verify-email')).hash.replace('#token=', '');
  expect((await apiCall(baseURL, 'POST', '/api/auth/verify-email', { token }, undefined, signupCookie(registered))).status).toBe(200);
  return { email, password, token: await loginToken(baseURL, email, password) };
}
