import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../context';
import { requestDeps } from './request-deps';
import { requireSession, signedInUser } from '../middleware/roles';
import { noStore } from '../middleware/private-answers';
import { hostCookieName, sessionCookieName } from '../middleware/session';
import { validate } from '../middleware/validation';
import {
  emailChangeConfirmSchema,
  emailOnlySchema,
  loginSchema,
  magicLinkRequestSchema,
  magicLinkVerifySchema,
  refreshSchema,
  registerSchema,
  resendVerificationSchema,
  resetLinkCheckSchema,
  resetPasswordSchema,
  setPasswordSchema,
  verifyEmailSchema,
  AUTH_MESSAGES,
} from '../schemas/auth';
import { confirmEmailChange, EMAIL_CHANGE_MESSAGES } from '../services/email-changes';
import * as auth from '../services/auth';
import { checkResetLink, resendVerification } from '../services/auth-links';
import { invalidateSession } from '../services/sessions';
import { toSessionUser } from '../services/users';

/** The browser that signs up keeps a proof of it for its own verification link (services/auth-tokens.ts). */
const signupProofCookie = (c: Context<AppEnv>) => hostCookieName('signup_proof', c.req.url);
const isHttps = (c: Context<AppEnv>) => new URL(c.req.url).protocol === 'https:';

/**
 * Answers with the session and mirrors its access token into the HttpOnly cookie pages use. An account
 * with a second factor gets no session yet: the answer says so (`mfa_required`, `mfa_token`) and sets nothing.
 * Either way the answer holds a secret: `Cache-Control: private, no-store`, the one place every sign-in
 * (login, the code step, refresh, reset, verification and magic links) says it.
 */
export function withSession(c: Context<AppEnv>, session: auth.SignIn) {
  noStore(c);
  if ('mfa_required' in session) return c.json({ success: true as const, data: session });
  setCookie(c, sessionCookieName(c.req.url), session.access_token, {
    httpOnly: true,
    secure: isHttps(c),
    sameSite: 'Lax',
    path: '/',
    expires: new Date(session.expires_at),
  });
  return c.json({ success: true as const, data: session });
}

export const authApi = new Hono<AppEnv>()
  .post('/register', validate('json', registerSchema), async (c) => {
    const { user, signupProof } = await auth.register(requestDeps(c), c.req.valid('json'));
    // No session, but the sign-up proof cookie rides on this answer: never kept by a cache either.
    noStore(c);
    setCookie(c, signupProofCookie(c), signupProof, {
      httpOnly: true,
      secure: isHttps(c),
      sameSite: 'Lax',
      path: '/',
      maxAge: 7 * 24 * 60 * 60,
    });
    return c.json({ success: true as const, data: { user, message: AUTH_MESSAGES.registered } }, 201);
  })
  .post('/verify-email', validate('json', verifyEmailSchema), async (c) => {
    const session = await auth.verifyEmail(requestDeps(c), c.req.valid('json').token, getCookie(c, signupProofCookie(c)));
    deleteCookie(c, signupProofCookie(c), { path: '/', secure: isHttps(c) });
    return withSession(c, session);
  })
  // 'Reenviar el correo' (docs/features/accounts-and-security.md): to the signed-in account's address, or to a typed one with the same answer
  // whatever the address. The session is read if there is one, never required.
  .post('/verify-email/resend', validate('json', resendVerificationSchema), async (c) => {
    const data = await resendVerification(requestDeps(c), c.get('auth')?.user ?? null, c.req.valid('json'));
    return c.json({ success: true as const, data });
  })
  .post('/login', validate('json', loginSchema), async (c) => withSession(c, await auth.login(requestDeps(c), c.req.valid('json'))))
  .post('/refresh', validate('json', refreshSchema), async (c) =>
    withSession(c, await auth.refresh(requestDeps(c), c.req.valid('json').refresh_token)),
  )
  .post('/logout', async (c) => {
    const current = c.get('auth');
    if (current) await invalidateSession(c.get('db'), current.sessionId);
    deleteCookie(c, sessionCookieName(c.req.url), { path: '/', secure: isHttps(c) });
    return c.json({ success: true as const, data: null });
  })
  // A temporary password's session too: the page learns it must ask for the person's own password. The account as
  // it is (its real role), not the powers this session has: an administrator who has not given the second
  // factor yet is still shown the way to the back-office, where the enrolment waits.
  .get('/session', requireSession, async (c) => {
    const user = await toSessionUser(requestDeps(c), c.get('auth')?.user ?? signedInUser(c));
    return c.json({ success: true as const, data: { user } });
  })
  .post('/forgot-password', validate('json', emailOnlySchema), async (c) => {
    await auth.forgotPassword(requestDeps(c), c.req.valid('json').email);
    return c.json({ success: true as const, data: { message: AUTH_MESSAGES.resetSent } });
  })
  // Read-only: whether a reset link still works, so the page says it before anyone types (docs/features/accounts-and-security.md).
  .post('/reset-password/check', validate('json', resetLinkCheckSchema), async (c) => {
    noStore(c);
    return c.json({ success: true as const, data: await checkResetLink(requestDeps(c), c.req.valid('json')) });
  })
  .post('/reset-password', validate('json', resetPasswordSchema), async (c) =>
    withSession(c, await auth.resetPassword(requestDeps(c), c.req.valid('json'))),
  )
  .post('/magic-link', validate('json', magicLinkRequestSchema), async (c) => {
    const { email, return_to } = c.req.valid('json');
    await auth.requestMagicLink(requestDeps(c), email, return_to);
    return c.json({ success: true as const, data: { message: AUTH_MESSAGES.magicLinkSent } });
  })
  .post('/magic-link/verify', validate('json', magicLinkVerifySchema), async (c) =>
    withSession(c, await auth.verifyMagicLink(requestDeps(c), c.req.valid('json').token)),
  )
  // The link an administrator's e-mail change sends to the account's current address (the page
  // /cuenta/confirmar-correo confirms through the same service, by a form's POST).
  .post('/email-change/confirm', validate('json', emailChangeConfirmSchema), async (c) => {
    const confirmed = await confirmEmailChange(requestDeps(c), c.req.valid('json').token);
    const { live } = requestDeps(c);
    await Promise.all([live.admins('users'), live.customer(confirmed.user_id, 'account')]);
    return c.json({ success: true as const, data: { email: confirmed.email, message: EMAIL_CHANGE_MESSAGES.confirmed(confirmed.email) } });
  })
  .post('/set-password', requireSession, validate('json', setPasswordSchema), async (c) => {
    const user = await auth.setPassword(requestDeps(c), signedInUser(c), c.req.valid('json').password);
    return c.json({ success: true as const, data: { user } });
  });
