import type { ClientResponse } from 'hono/client';
import { createApiClients, type Answer } from '../../site/lib/api-client';
import type { ErrorCode } from '../../worker/schemas/error-codes';
import { bearer, uniqueClient } from './auth';
import type { TestApp } from './test-db';

/**
 * The browser's typed client (site/lib/api-client.ts), sending to the test app instead of the network:
 * tests call the API through the same contract the islands do. `env` holds the request's bindings.
 */
export function testClient(app: TestApp, env?: object, headers: Record<string, string> = {}) {
  return createApiClients('http://localhost', (input, init) => {
    const sent = new Headers(init?.headers);
    for (const [name, value] of Object.entries(headers)) sent.set(name, value);
    return Promise.resolve(app.request(input instanceof Request ? input : String(input), { ...init, headers: sent }, env));
  });
}

/**
 * A refusal's envelope (docs/api.md, "Errors"): the server's Spanish message, its code, and the validator's
 * field and issues.
 */
export type Refusal = { error?: string; code?: ErrorCode; field?: string; issues?: { path: string; message: string }[] };

/**
 * A typed call's status, headers and JSON. `body` is the route's own success answer (inferred, so a changed
 * answer breaks the test's type-check); on a refusal it holds the server's `error` instead. An empty body
 * reads as null.
 */
export async function read<R extends ClientResponse<unknown, number, 'json'>>(sending: Promise<R> | R) {
  const response = await sending;
  const text = await response.text();
  return {
    status: response.status as number,
    headers: response.headers,
    body: (text ? JSON.parse(text) : null) as Answer<R> & Refusal,
  };
}

/**
 * A sign-in answer's session: the sign-in routes answer either a session or the second factor's step
 * (`mfa_required`), so a test that expects a session narrows to it here (and fails on the step).
 */
export function session<T extends object>(data: T): Exclude<T, { mfa_required: true }> {
  if ('mfa_required' in data) throw new Error('the answer asks for the second factor, not a session');
  return data as Exclude<T, { mfa_required: true }>;
}

/** A sign-in answer's second-factor step (`mfa_required`, `mfa_token`): fails on a session. */
export function mfaStep<T extends object>(data: T): Extract<T, { mfa_required: true }> {
  if (!('mfa_required' in data)) throw new Error('the answer is a session, not the second factor step');
  return data as Extract<T, { mfa_required: true }>;
}

/**
 * The typed clients as `token`'s user (a guest without one), from an address of its own (so rate limits never
 * meet between requests), with any other `headers` and the request's bindings `env`.
 */
export const clientAs = (app: TestApp, token?: string, headers: Record<string, string> = {}, env?: object) =>
  testClient(app, env, { ...(token ? bearer(token) : {}), 'cf-connecting-ip': uniqueClient(), ...headers });
