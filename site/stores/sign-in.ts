import { UNEXPECTED_ERROR, type ApiResult } from '../lib/api';
import { api, requestData } from '../lib/api-client';
import type { SessionUser, SignInStep } from '../lib/auth/session-types';
import { PRIVACY_MESSAGES } from '../../worker/schemas/privacy-texts';
import { actionFailure, setSessionFromResponse, type ActionResult } from './session';

/**
 * Signing in, up and back: the actions of the auth dialog and the one-time-link pages, each answering the
 * server's Spanish message when refused. Apart from ./session.ts (the state every page's header reads, sent
 * without Hono's client) so the typed client loads with the dialogs, not with the landing's first JavaScript.
 */

function toResult<T>(result: ApiResult<T>): ActionResult<T> {
  return result.ok ? { ok: true, data: result.data } : actionFailure(result);
}

/** The calls that answer a session or the code step (login, the token pages). */
type SignInCall = Awaited<ReturnType<typeof api.auth.login.$post>>;

/**
 * Exchanges a password or a link for a session, or, for an account with a second factor, for the code step
 * (no session yet: the page asks for the code and calls completeMfaSignIn).
 */
async function startSession(sending: Promise<SignInCall>): Promise<ActionResult<SignInStep>> {
  const result = await requestData(sending);
  if (!result.ok) return actionFailure(result);
  if ('mfa_required' in result.data) return { ok: true, data: { kind: 'code', mfaToken: result.data.mfa_token } };
  setSessionFromResponse(result.data);
  return { ok: true, data: { kind: 'signed-in', user: result.data.user } };
}

export function login(email: string, password: string): Promise<ActionResult<SignInStep>> {
  return startSession(api.auth.login.$post({ json: { email: email.trim(), password } }));
}

/** The code after the password (a TOTP or a recovery code): the session, as a plain login gives it. */
export async function completeMfaSignIn(mfaToken: string, code: string): Promise<ActionResult<SessionUser>> {
  const result = await requestData(api.mfa.index.$post({ json: { mfa_token: mfaToken, code: code.trim() } }));
  if (!result.ok) return actionFailure(result);
  // The code step answers a session, never a second code step.
  if ('mfa_required' in result.data) return { ok: false, error: UNEXPECTED_ERROR };
  setSessionFromResponse(result.data);
  return { ok: true, data: result.data.user };
}

/**
 * `privacyConsent`: the form's authorisation box (Ley 1581); the API refuses the sign-up without it. `returnTo`:
 * the page the verification link leads back to (docs/features/the-way-back.md).
 */
export async function register(
  names: { first_name: string; last_name: string },
  email: string,
  password: string,
  privacyConsent: boolean,
  returnTo?: string,
): Promise<ActionResult<{ message: string }>> {
  // The API refuses a sign-up without the authorisation, in these same words.
  if (!privacyConsent) return { ok: false, error: PRIVACY_MESSAGES.registro };
  const body = {
    first_name: names.first_name.trim(),
    last_name: names.last_name.trim(),
    email: email.trim(),
    password,
    privacy_consent: privacyConsent,
    ...(returnTo ? { return_to: returnTo } : {}),
  };
  const result = await requestData(api.auth.register.$post({ json: body }));
  return result.ok ? { ok: true, data: { message: result.data.message } } : actionFailure(result);
}

export async function requestPasswordReset(email: string): Promise<ActionResult<{ message: string }>> {
  const body = { email: email.trim() };
  return toResult(await requestData(api.auth['forgot-password'].$post({ json: body })));
}

/** The one-time-token pages: each exchanges its token for a session (and the session cookie). */
export function verifyEmail(token: string): Promise<ActionResult<SignInStep>> {
  return startSession(api.auth['verify-email'].$post({ json: { token } }));
}

/**
 * 'Reenviar el correo' on the verification page: signed in, to the account's own address (`email` ignored);
 * otherwise to the typed one, with the same answer whatever the address.
 */
export async function resendVerification(
  email?: string,
  returnTo?: string | null,
): Promise<ActionResult<{ message: string; already_verified: boolean }>> {
  const json = { ...(email === undefined ? {} : { email: email.trim() }), ...(returnTo ? { return_to: returnTo } : {}) };
  return toResult(await requestData(api.auth['verify-email'].resend.$post({ json })));
}

export function resetPassword(token: string, password: string): Promise<ActionResult<SignInStep>> {
  return startSession(api.auth['reset-password'].$post({ json: { token, password } }));
}

export function verifyMagicLink(token: string): Promise<ActionResult<SignInStep>> {
  return startSession(api.auth['magic-link'].verify.$post({ json: { token } }));
}

export async function setPassword(password: string): Promise<ActionResult<SessionUser>> {
  const result = await requestData(api.auth['set-password'].$post({ json: { password } }));
  if (!result.ok) return actionFailure(result);
  setSessionFromResponse(result.data);
  return { ok: true, data: result.data.user };
}
