import { testClientAddress } from './browser';
import { expect } from 'vitest';
import { CONDITION_TIMEOUT_MS } from './timeouts';

/**
 * Accounts for browser tests against the running Worker: unique addresses, e-mailed links read from the
 * local outbox (GET /api/dev/outbox), and bearer tokens for the API calls a test makes behind the page.
 */
let counter = 0;
export const uniqueEmail = (label: string) => `${label}+${Date.now()}.${++counter}@example.com`;

/** A message as GET /api/dev/outbox lists it; only a 'sent' one has been delivered. */
export type OutboxMessage = {
  subject: string;
  text: string;
  links: string[];
  headers: Record<string, string>;
  status: 'queued' | 'sent' | 'failed';
  error: string | null;
};

async function outboxOf(baseURL: string, email: string): Promise<OutboxMessage[]> {
  const response = await fetch(`${baseURL}/api/dev/outbox?to=${encodeURIComponent(email)}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: OutboxMessage[] }).data;
}

/**
 * Asks `read` every 100 ms until it answers something other than undefined, for at most CONDITION_TIMEOUT_MS (a
 * condition, never a time). A plain loop rather than `expect.poll`, which only works inside a test: these helpers
 * also run in `beforeAll`.
 */
async function waitFor<T>(what: string, read: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + CONDITION_TIMEOUT_MS;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The messages delivered to `email`, newest first, once none of them is still on its way. E-mail leaves through
 * the mail queue (worker/mail/): a request records its message 'queued' and the queue's consumer delivers it a
 * moment later, so this waits for that, and counts only what was 'sent'.
 */
export async function deliveredMail(baseURL: string, email: string): Promise<OutboxMessage[]> {
  const settled = await waitFor(`the e-mail to ${email} to leave the queue`, async () => {
    const messages = await outboxOf(baseURL, email);
    return messages.some((message) => message.status === 'queued') ? undefined : messages;
  });
  return settled.filter((message) => message.status === 'sent');
}

/** The newest delivered link to `path` for `email` (the outbox lists newest first), waiting for it to arrive. */
export async function emailedLink(baseURL: string, email: string, path: string): Promise<string> {
  return waitFor(`an e-mail to ${email} with a link to ${path}`, async () => {
    const messages = await outboxOf(baseURL, email);
    if (messages.some((message) => message.status === 'queued')) return undefined;
    return messages
      .filter((message) => message.status === 'sent')
      .flatMap((message) => message.links)
      .find((candidate) => new URL(candidate).pathname === path);
  });
}

/**
 * The `Cookie` header that carries a sign-up's proof cookie back, as the browser that signed up would when
 * it opens its verification link (without it, verifying clears the password: services/auth.ts).
 */
export function signupCookie(registered: Response): string {
  return registered.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
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
