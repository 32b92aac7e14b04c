import { hc, type ClientResponse } from 'hono/client';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import type { accountApi } from '../../worker/api/account';
import type { adminShellApi } from '../../worker/api/admin';
import type { adminCouplesApi } from '../../worker/api/admin/couples';
import type { adminMemorialsApi } from '../../worker/api/admin/memorials';
import type { adminOrdersApi } from '../../worker/api/admin/orders';
import type { adminPaymentEventsApi } from '../../worker/api/admin/payment-events';
import type { adminMailApi } from '../../worker/api/admin/mail';
import type { adminPlaquesApi } from '../../worker/api/admin/plaques';
import type { adminPackagesApi, adminSettingsApi } from '../../worker/api/admin/settings';
import type { adminUsersApi } from '../../worker/api/admin/users';
import type { authApi } from '../../worker/api/auth';
import type { candlesApi } from '../../worker/api/candles';
import type { captchaApi } from '../../worker/api/captcha';
import type { coupleProfilesApi } from '../../worker/api/couple-profiles';
import type { devApi } from '../../worker/api/dev';
import type { familyProfilesApi } from '../../worker/api/family-profiles';
import type { gatheringsApi } from '../../worker/api/gatherings';
import type { healthApi } from '../../worker/api/health';
import type { familyManagersApi, invitationsApi, profileManagersApi } from '../../worker/api/managers';
import type { customerLiveApi } from '../../worker/api/live';
import type { memoriesApi } from '../../worker/api/memories';
import type { mfaApi } from '../../worker/api/mfa';
import type { ordersApi } from '../../worker/api/orders';
import type { packagesApi } from '../../worker/api/packages';
import type { plaquesApi } from '../../worker/api/plaques';
import type { profilesApi } from '../../worker/api/profiles';
import type { quotesApi } from '../../worker/api/quotes';
import type { remembranceApi } from '../../worker/api/remembrance';
import type { remindersApi } from '../../worker/api/reminders';
import type { settingsApi } from '../../worker/api/settings';
import type { uploadApi, uploadProxyApi } from '../../worker/api/uploads';
import type { familyVisibilityApi, profileVisibilityApi } from '../../worker/api/visibility';
import { networkFailure, settle, type ApiResult } from './api';

/**
 * The one place the browser (and the tests) reach the API: Hono's typed client, one per sub-app as Hono's
 * RPC guide does for larger apps (type-checking stays fast), mounted where worker/api/index.ts mounts it.
 * Paths, parameters, bodies and answers are the routes' own types: a route whose answer changes breaks the
 * type-check of every screen that reads it. No other file spells an /api/ path.
 */
export function createApiClients(origin: string, fetchImpl?: typeof fetch) {
  const options = { fetch: fetchImpl, headers: { accept: 'application/json' }, init: { credentials: 'same-origin' as const } };
  const at = (path: string) => `${origin}/api${path}`;
  return {
    health: hc<typeof healthApi>(at('/health'), options),
    settings: hc<typeof settingsApi>(at('/settings'), options),
    packages: hc<typeof packagesApi>(at('/packages'), options),
    mfa: hc<typeof mfaApi>(at('/auth/mfa'), options),
    auth: hc<typeof authApi>(at('/auth'), options),
    account: hc<typeof accountApi>(at('/account'), options),
    orders: hc<typeof ordersApi>(at('/orders'), options),
    profiles: hc<typeof profilesApi>(at('/profiles'), options),
    familyProfiles: hc<typeof familyProfilesApi>(at('/family-profiles'), options),
    profileVisibility: hc<typeof profileVisibilityApi>(at('/profiles'), options),
    familyVisibility: hc<typeof familyVisibilityApi>(at('/family-profiles'), options),
    profileManagers: hc<typeof profileManagersApi>(at('/profiles'), options),
    familyManagers: hc<typeof familyManagersApi>(at('/family-profiles'), options),
    invitations: hc<typeof invitationsApi>(at('/invitations'), options),
    coupleProfiles: hc<typeof coupleProfilesApi>(at('/couple-profiles'), options),
    /** Mounted at the API's root: `gatherings.profiles[':id'].gatherings`, `gatherings.gatherings[':id']` (docs/features/gatherings.md). */
    gatherings: hc<typeof gatheringsApi>(at(''), options),
    plaques: hc<typeof plaquesApi>(at('/plaques'), options),
    captcha: hc<typeof captchaApi>(at('/memories/captcha'), options),
    memories: hc<typeof memoriesApi>(at('/memories'), options),
    quotes: hc<typeof quotesApi>(at('/quotes'), options),
    candles: hc<typeof candlesApi>(at('/candles'), options),
    reminders: hc<typeof remindersApi>(at('/reminders'), options),
    remembrance: hc<typeof remembranceApi>(at('/remembrance'), options),
    uploadProxy: hc<typeof uploadProxyApi>(at('/upload-proxy'), options),
    upload: hc<typeof uploadApi>(at('/upload'), options),
    admin: hc<typeof adminShellApi>(at('/admin'), options),
    adminOrders: hc<typeof adminOrdersApi>(at('/admin/orders'), options),
    adminPaymentEvents: hc<typeof adminPaymentEventsApi>(at('/admin/payment-events'), options),
    adminMail: hc<typeof adminMailApi>(at('/admin/mail'), options),
    adminUsers: hc<typeof adminUsersApi>(at('/admin/users'), options),
    adminMemorials: hc<typeof adminMemorialsApi>(at('/admin/memorial-profiles'), options),
    adminCouples: hc<typeof adminCouplesApi>(at('/admin/couple-profiles'), options),
    adminPlaques: hc<typeof adminPlaquesApi>(at('/admin/plaques'), options),
    adminSettings: hc<typeof adminSettingsApi>(at('/admin/settings'), options),
    adminPackages: hc<typeof adminPackagesApi>(at('/admin/packages'), options),
    live: hc<typeof customerLiveApi>(at('/live'), options),
    dev: hc<typeof devApi>(at('/dev'), options),
  };
}

export type ApiClients = ReturnType<typeof createApiClients>;

/**
 * The page's own origin: same-origin requests with the session cookie. Absolute (not '') so `$url()` and
 * `$ws()` work too; on the server, where there is no page, build clients with `createApiClients(Astro.url.origin)`.
 * (An island rendered on the server gets a placeholder origin, so its `$url()` links still build: see `apiHref`.)
 */
export const api: ApiClients = /* @__PURE__ */ createApiClients(typeof location === 'undefined' ? 'http://localhost' : location.origin);

/**
 * A same-origin link to a typed route (`apiHref(api.profiles[':id'].qr.$url({ param: { id } }))`): its path and
 * query only, so an island renders the same `href` on the server and in the browser.
 */
export const apiHref = (url: URL): string => `${url.pathname}${url.search}`;

/** What a typed call answers when it succeeds (the route's JSON for its 2xx statuses). */
export type Answer<R> =
  R extends ClientResponse<infer Body, infer Status, 'json'> ? (Status extends SuccessStatusCode ? Body : never) : never;

/** The `data` of a success answer, for the routes that answer `{ success: true, data }`. */
export type AnswerData<R> = Answer<R> extends { data: infer Data } ? Data : never;

type AnyClientResponse = ClientResponse<unknown, number, 'json'>;

/** /api/auth/* answers 401 for wrong credentials and guests: those are results, not an ended session. */
const SIGN_IN_CALLS = '/api/auth/';

/**
 * Sends a typed call and reads its answer as a result value: the whole success body, or the server's
 * Spanish error with its code (401 outside /api/auth ends the page's session; a network failure is
 * NETWORK_ERROR, code 'NETWORK_FAILED').
 */
export async function request<R extends AnyClientResponse>(sending: Promise<R>): Promise<ApiResult<Answer<R>>> {
  let response: R;
  try {
    response = await sending;
  } catch {
    return networkFailure();
  }
  const authCall = new URL(response.url, 'http://localhost').pathname.startsWith(SIGN_IN_CALLS);
  const settled = await settle(response as unknown as Response, { authCall });
  // The envelope is the route's own JSON: its type is the route's answer for this status.
  return settled.ok ? { ok: true, data: settled.envelope as Answer<R> } : settled;
}

/** `request`, answering the success body's `data`. */
export async function requestData<R extends AnyClientResponse>(sending: Promise<R>): Promise<ApiResult<AnswerData<R>>> {
  const result = await request(sending);
  return result.ok ? { ok: true, data: (result.data as { data: AnswerData<R> }).data } : result;
}
