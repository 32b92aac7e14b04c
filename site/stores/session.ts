import { atom } from 'nanostores';
import { onUnauthorized, type ApiFailure, type FailureCode } from '../lib/api';
import { LIGHT_ADDRESSES } from '../lib/api-addresses';
import type { api } from '../lib/api-client';
import { requestEndpoint, requestEndpointData } from '../lib/endpoint-request';
import type { AuthSession, SessionUser } from '../lib/auth/session-types';

/**
 * Who is using the site, shared by every island on the page (signing in: ./sign-in.ts, loaded with the dialogs). 'loading' until the first
 * GET /api/auth/session answers, so islands can reserve space instead of flashing guest buttons.
 * The credential itself is an HttpOnly cookie the API sets; nothing here can read or store it.
 */
export type SessionState = { status: 'loading' } | { status: 'guest' } | { status: 'signed-in'; user: SessionUser };

export const $session = atom<SessionState>({ status: 'loading' });

/**
 * The result of an action, with the server's Spanish message to show verbatim when it failed, and, when the
 * server answered one, its code to decide by and the field it is about (docs/api.md, "Errors").
 */
export type ActionResult<T = undefined> = { ok: true; data: T } | { ok: false; error: string; code?: FailureCode; field?: string };

/** A failed call as an action's failure: its message, code and field. */
export const actionFailure = ({ error, code, field }: ApiFailure): { ok: false; error: string; code: FailureCode; field?: string } => ({
  ok: false,
  error,
  code,
  ...(field === undefined ? {} : { field }),
});

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
  pendingLoad ??= requestEndpointData<Awaited<ReturnType<typeof api.auth.session.$get>>>(LIGHT_ADDRESSES.session, { authCall: true })
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

export async function logout(): Promise<void> {
  const state = $session.get();
  // The API always answers 200 and clears the cookie; even offline the person asked to be signed out here.
  await requestEndpoint<Awaited<ReturnType<typeof api.auth.logout.$post>>>(LIGHT_ADDRESSES.logout, { method: 'POST', authCall: true });
  if (state.status === 'signed-in') {
    try {
      localStorage.removeItem(dashboardRedirectKey(state.user.id));
    } catch {
      // Storage can be blocked (private modes); there is then nothing to forget.
    }
  }
  setSession({ status: 'guest' });
}
