import { atom } from 'nanostores';
import { onUnauthorized, UNEXPECTED_ERROR } from '../lib/api';
import { api, request, requestData } from '../lib/api-client';
import type { AuthSession, SessionUser, SignInStep } from '../lib/auth/session-types';
import { PRIVACY_MESSAGES } from '../../worker/schemas/privacy-texts';

/**
 * Who is using the site, shared by every island on the page. 'loading' until the first
 * GET /api/auth/session answers, so islands can reserve space instead of flashing guest buttons.
 * The credential itself is an HttpOnly cookie the API sets; nothing here can read or store it.
 */
export type SessionState = { status: 'loading' } | { status: 'guest' } | { status: 'signed-in'; user: SessionUser };

export const $session = atom<SessionState>({ status: 'loading' });

/** The result of an action, with the server's Spanish message to show verbatim when it failed. */
export type ActionResult<T = undefined> = { ok: true; data: T } | { ok: false; error: string };

/** Remembers (per user) that the one-time redirect from / to /dashboard already happened (product §1.4). */
export const dashboardRedirectKey = (userId: string) => `dashboard-redirect:${userId}`;

/**
 * Bumped by every deliberate change (login, logout, a token page). A GET /session that started before one
 * must not overwrite it: the verify page's POST and the header's first GET run side by side.
 */
let changes = 0;
function setSession(state: SessionState): void {
  changes += 1;
  $session.set(state);
}

// product §1.8: a 401 from the product API means the session is gone.
onUnauthorized(() => setSession({ status: 'guest' }));

function toResult<T>(result: { ok: true; data: T } | { ok: false; error: string }): ActionResult<T> {
  return result.ok ? { ok: true, data: result.data } : { ok: false, error: result.error };
}

/** Accepts a full auth session or the `{ user }` that GET /session and set-password return. */
export function setSessionFromResponse(session: Pick<AuthSession, 'user'>): void {
  setSession({ status: 'signed-in', user: session.user });
}

let pendingLoad: Promise<void> | null = null;

/**
 * Asks the API who is signed in. Several islands call this on mount; they share one request. A network
 * failure leaves the visitor as a guest: the public pages work the same either way.
 */
export function loadSession(): Promise<void> {
  const before = changes;
  pendingLoad ??= requestData(api.auth.session.$get())
    .then((result) => {
      if (changes !== before) return;
      if (result.ok && result.data?.user) setSessionFromResponse(result.data);
      else setSession({ status: 'guest' });
    })
    .finally(() => {
      pendingLoad = null;
    });
  return pendingLoad;
}

/** For islands' mount effects: loads only while nobody has asked yet. */
export function ensureSession(): void {
  if ($session.get().status === 'loading') void loadSession();
}

/**
 * The session once it is known: for actions that branch on it (add to cart, pay) and may be clicked before
 * the header has asked the API.
 */
export function sessionKnown(): Promise<Exclude<SessionState, { status: 'loading' }>> {
  return new Promise((resolve) => {
    const unsubscribe = $session.subscribe((state) => {
      if (state.status === 'loading') return;
      // subscribe() calls back synchronously the first time, before `unsubscribe` exists.
      queueMicrotask(() => unsubscribe());
      resolve(state);
    });
    ensureSession();
  });
}

/**
 * The session once the person can use it: known, and with no password left to choose. An account whose
 * e-mailed link was opened in another browser first asks for a new password (SetPasswordModal, which cannot
 * be dismissed); whatever waits for this runs after that, instead of opening over it.
 */
export function accountReady(): Promise<Exclude<SessionState, { status: 'loading' }>> {
  return new Promise((resolve) => {
    const unsubscribe = $session.subscribe((state) => {
      if (state.status === 'loading' || (state.status === 'signed-in' && state.user.needs_password_setup)) return;
      queueMicrotask(() => unsubscribe());
      resolve(state);
    });
    ensureSession();
  });
}

/** The calls that answer a session or the code step (login, the token pages). */
type SignInCall = Awaited<ReturnType<typeof api.auth.login.$post>>;

/**
 * Exchanges a password or a link for a session, or, for an account with a second factor, for the code step
 * (no session yet: the page asks for the code and calls completeMfaSignIn).
 */
async function startSession(sending: Promise<SignInCall>): Promise<ActionResult<SignInStep>> {
  const result = await requestData(sending);
  if (!result.ok) return { ok: false, error: result.error };
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
  if (!result.ok) return { ok: false, error: result.error };
  // The code step answers a session, never a second code step.
  if ('mfa_required' in result.data) return { ok: false, error: UNEXPECTED_ERROR };
  setSessionFromResponse(result.data);
  return { ok: true, data: result.data.user };
}

/** `privacyConsent`: the form's authorisation box (Ley 1581); the API refuses the sign-up without it. */
export async function register(name: string, email: string, password: string, privacyConsent: boolean): Promise<ActionResult<{ message: string }>> {
  // The API refuses a sign-up without the authorisation, in these same words.
  if (!privacyConsent) return { ok: false, error: PRIVACY_MESSAGES.registro };
  const body = { name: name.trim(), email: email.trim(), password, privacy_consent: privacyConsent };
  const result = await requestData(api.auth.register.$post({ json: body }));
  return result.ok ? { ok: true, data: { message: result.data.message } } : { ok: false, error: result.error };
}

export async function logout(): Promise<void> {
  const state = $session.get();
  // The API always answers 200 and clears the cookie; even offline the person asked to be signed out here.
  await request(api.auth.logout.$post());
  if (state.status === 'signed-in') {
    try {
      localStorage.removeItem(dashboardRedirectKey(state.user.id));
    } catch {
      // Storage can be blocked (private modes); there is then nothing to forget.
    }
  }
  setSession({ status: 'guest' });
}

export async function requestPasswordReset(email: string): Promise<ActionResult<{ message: string }>> {
  const body = { email: email.trim() };
  return toResult(await requestData(api.auth['forgot-password'].$post({ json: body })));
}

/** The one-time-token pages: each exchanges its token for a session (and the session cookie). */
export function verifyEmail(token: string): Promise<ActionResult<SignInStep>> {
  return startSession(api.auth['verify-email'].$post({ json: { token } }));
}

export function resetPassword(token: string, password: string): Promise<ActionResult<SignInStep>> {
  return startSession(api.auth['reset-password'].$post({ json: { token, password } }));
}

export function verifyMagicLink(token: string): Promise<ActionResult<SignInStep>> {
  return startSession(api.auth['magic-link'].verify.$post({ json: { token } }));
}

export async function setPassword(password: string): Promise<ActionResult<SessionUser>> {
  const result = await requestData(api.auth['set-password'].$post({ json: { password } }));
  if (!result.ok) return { ok: false, error: result.error };
  setSessionFromResponse(result.data);
  return { ok: true, data: result.data.user };
}
