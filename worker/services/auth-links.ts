import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authTokens } from '../../db/schema';
import type { AuthTokenPurpose } from '../../db/schema/enums';
import { AppError, badRequest } from '../errors';
import { log } from '../log';
import { verifyEmailMessage } from '../mail/templates';
import type { Mailer } from '../mail/types';
import { AUTH_MESSAGES as M } from '../schemas/auth-texts';
import type { ErrorCode } from '../schemas/error-codes';
import { withReturnFragment } from '../schemas/return-path';
import { limitMail } from './auth-limits';
import { issueAuthToken } from './auth-tokens';
import { hashToken } from './tokens';
import { findUserByEmail, findUserById, normalizeEmail, type UserRow } from './users';

/**
 * Links that tell the truth (docs/features/accounts-and-security.md): what an e-mailed link is now, read without spending it, and the words
 * for each state. A token is still spent only by the one guarded UPDATE of `consumeAuthToken`; these reads
 * never write. The states tell the link's holder (who got it from the mailbox) nothing about anyone else.
 */
export type LinkState = 'valid' | 'used' | 'expired' | 'unknown';

export async function authLinkState(
  db: Db,
  token: string,
  purpose: AuthTokenPurpose,
  now: number = Date.now(),
): Promise<{ state: LinkState; userId: string | null }> {
  const [row] = await db
    .select({ purpose: authTokens.purpose, usedAt: authTokens.usedAt, expiresAt: authTokens.expiresAt, userId: authTokens.userId })
    .from(authTokens)
    .where(eq(authTokens.tokenHash, hashToken(token)))
    .limit(1);
  if (!row || row.purpose !== purpose) return { state: 'unknown', userId: null };
  if (row.usedAt) return { state: 'used', userId: row.userId };
  if (row.expiresAt <= new Date(now).toISOString()) return { state: 'expired', userId: row.userId };
  return { state: 'valid', userId: row.userId };
}

/** 410 Gone for a used or expired link (it existed and will never work again), 400 for one never issued. */
const gone = (message: string, code: ErrorCode) => new AppError(410, message, { code });

/** Why a reset link cannot be used (called after `consumeAuthToken` found nothing, or by the page's check). */
export async function resetLinkRefusal(db: Db, token: string): Promise<AppError> {
  const { state } = await authLinkState(db, token, 'reset_password');
  if (state === 'used') return gone(M.resetLinkUsed, 'RESET_LINK_USED');
  if (state === 'expired') return gone(M.resetLinkExpired, 'RESET_LINK_EXPIRED');
  return badRequest(M.resetLinkInvalid, 'RESET_LINK_INVALID');
}

/**
 * POST /api/auth/reset-password/check and the /reset-password page, on load: a usable link answers, any other
 * throws its refusal, so the page says it before anyone types a password. Nothing is spent.
 */
export async function checkResetLink(deps: { db: Db }, input: { token: string }): Promise<{ valid: true }> {
  const { state } = await authLinkState(deps.db, input.token, 'reset_password');
  if (state !== 'valid') throw await resetLinkRefusal(deps.db, input.token);
  return { valid: true };
}

/** Why a verification link cannot be used: a used one also says whether the address is verified already. */
export async function verifyLinkRefusal(db: Db, token: string): Promise<AppError> {
  const { state, userId } = await authLinkState(db, token, 'verify_email');
  if (state === 'used') {
    const user = userId ? await findUserById(db, userId) : undefined;
    return user?.emailVerified ? gone(M.verifyLinkUsedVerified, 'VERIFY_LINK_USED_VERIFIED') : gone(M.verifyLinkUsed, 'VERIFY_LINK_USED');
  }
  if (state === 'expired') return gone(M.verifyLinkExpired, 'VERIFY_LINK_EXPIRED');
  return badRequest(M.verifyLinkInvalid, 'VERIFY_LINK_INVALID');
}

export type ResendDeps = {
  db: Db;
  mailer: Mailer;
  readonly appUrl: string;
  client: { ipAddress: string };
  /** The e-mail leaves after the answer where the Worker allows it, so the answer's timing tells nothing either. */
  defer?: ((task: Promise<void>) => void) | undefined;
};

/**
 * 'Reenviar el correo' (POST /api/auth/verify-email/resend), rate-limited like every mail (3 per address and 10
 * per client address each 15 minutes). Signed in, the link goes to the account's own address (a verified account
 * is told so). Otherwise the typed address gets a new link only if it has an unverified, active account, and the
 * answer is the same words whatever the address: it reveals no account.
 */
export async function resendVerification(
  deps: ResendDeps,
  actor: UserRow | null,
  input: { email?: string | undefined; return_to?: string | undefined },
): Promise<{ message: string; already_verified: boolean }> {
  if (actor) {
    if (actor.emailVerified) return { message: M.alreadyVerified, already_verified: true };
    await limitMail(deps.db, normalizeEmail(actor.email), deps.client.ipAddress);
    await sendVerification(deps, actor, input.return_to);
    return { message: M.verifyResentToAccount, already_verified: false };
  }
  if (!input.email) throw badRequest(M.emailRequired);
  const email = normalizeEmail(input.email);
  await limitMail(deps.db, email, deps.client.ipAddress);
  const user = await findUserByEmail(deps.db, email);
  if (user && !user.emailVerified && user.isActive) await sendVerification(deps, user, input.return_to);
  return { message: M.verifyResent, already_verified: false };
}

/** `returnTo`: the page the failed link was leading back to (docs/features/the-way-back.md), kept in the new link's fragment. */
async function sendVerification(deps: ResendDeps, user: UserRow, returnTo: string | undefined): Promise<void> {
  // Read the origin before anything is written: a misconfigured one fails the request, not the mail.
  const origin = deps.appUrl;
  const token = await issueAuthToken(deps.db, user.id, 'verify_email');
  const link = withReturnFragment(`${origin}/verify-email#token=${token}`, returnTo);
  const mail = deps.mailer
    .send(verifyEmailMessage({ to: user.email, name: user.firstName, link }))
    .catch((error: unknown) => log.error('verify_resend_failed', error));
  if (deps.defer) deps.defer(mail);
  else await mail;
}
