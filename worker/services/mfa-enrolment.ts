import { and, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { mfaChallenges, sessions, userTotp } from '../../db/schema';
import { badRequest, conflict } from '../errors';
import { squareQrSvg } from '../qr/square-svg';
import { MFA_MESSAGES as M } from '../schemas/mfa-texts';
import { auditInsertWhen, ownAccountEntry } from './audit';
import { limitCodeAttempts, forgiveCodeAttempts, recoveryCodeStatements, type FactorDeps } from './mfa-factors';
import { sendSecurityNotice } from './security-notices';
import { nowIso } from './time';
import { matchTotp, newTotpSecret, secretForPeople, totpKeyUri } from './totp';
import { decryptTotpSecret, encryptTotpSecret } from './totp-secrets';
import type { UserRow } from './users';

/**
 * Turning the second factor on: the current password (api/mfa.ts, password-check.ts: a stolen session alone
 * cannot enrol its own phone and, by confirming, end the owner's sessions), a new secret (shown as a QR code and
 * as text), then one valid code from the person's app before it counts. Only a started enrolment can be
 * confirmed, so confirming is never possible without the password either. Until that code the account signs in
 * as before, so a half-made enrolment never locks anyone out.
 */

/** What the enrolment screen shows. The secret leaves the server only here, once per enrolment. */
export type TotpEnrolment = { secret: string; otpauth_url: string; qr_svg: string };

async function enabledRow(deps: FactorDeps, userId: string) {
  const [row] = await deps.db.select().from(userTotp).where(eq(userTotp.userId, userId)).limit(1);
  return row;
}

/** A fresh secret for the account; a previous unfinished enrolment is replaced (its QR code stops working). */
export async function startTotpEnrolment(deps: FactorDeps, user: UserRow): Promise<TotpEnrolment> {
  const existing = await enabledRow(deps, user.id);
  if (existing?.enabledAt) throw conflict(M.alreadyEnabled);
  const secret = newTotpSecret();
  const sealed = await encryptTotpSecret(deps.totpKey(), user.id, secret);
  const written = await deps.db
    .insert(userTotp)
    .values({ userId: user.id, secret: sealed })
    .onConflictDoUpdate({
      target: userTotp.userId,
      set: { secret: sealed, lastUsedStep: null, createdAt: nowIso() },
      // An enrolment finished in another tab meanwhile is never overwritten.
      setWhere: isNull(userTotp.enabledAt),
    })
    .returning({ userId: userTotp.userId });
  if (written.length === 0) throw conflict(M.alreadyEnabled);
  const otpauthUrl = totpKeyUri(user.email, secret);
  return { secret: secretForPeople(secret), otpauth_url: otpauthUrl, qr_svg: squareQrSvg(otpauthUrl) };
}

export type ConfirmedEnrolment = { recovery_codes: string[] };

/**
 * The first code turns the factor on. In one batch: the factor on (its code's step remembered, so that
 * code cannot sign in again), ten new recovery codes, this session marked as having given the factor, every
 * other session of the account ended (whoever held one signed in without it), and the audit row.
 *
 * The enabling UPDATE re-seals the secret under a fresh IV: that new value marks this confirmation, and
 * every other statement of the batch runs only where the account's row holds it. Two confirmations racing
 * (a double click) cannot both write recovery codes: the loser's batch changes nothing and it answers 409.
 */
export async function confirmTotpEnrolment(
  deps: FactorDeps & { ipAddress?: string | null },
  auth: { user: UserRow; sessionId: string },
  code: string,
): Promise<ConfirmedEnrolment> {
  const { db } = deps;
  const userId = auth.user.id;
  await limitCodeAttempts(db, userId);
  const pending = await enabledRow(deps, userId);
  if (!pending) throw badRequest(M.enrolmentMissing);
  if (pending.enabledAt) throw conflict(M.alreadyEnabled);

  const key = deps.totpKey();
  const secret = await decryptTotpSecret(key, userId, pending.secret);
  const step = matchTotp(secret, code.replace(/\s+/g, ''));
  if (step === null) throw badRequest(M.codeInvalid);

  const marker = await encryptTotpSecret(key, userId, secret);
  const won = sql`EXISTS (SELECT 1 FROM ${userTotp} WHERE ${userTotp.userId} = ${userId} AND ${userTotp.secret} = ${marker})`;
  const { codes, statements } = await recoveryCodeStatements(deps, userId, won);
  const [enabled] = await db.batch([
    db
      .update(userTotp)
      .set({ secret: marker, enabledAt: nowIso(), lastUsedStep: step })
      .where(and(eq(userTotp.userId, userId), isNull(userTotp.enabledAt), eq(userTotp.secret, pending.secret)))
      .returning({ userId: userTotp.userId }),
    ...statements,
    db
      .update(sessions)
      .set({ mfaVerified: true })
      .where(and(eq(sessions.id, auth.sessionId), won)),
    db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, auth.sessionId), won)),
    db.delete(mfaChallenges).where(and(eq(mfaChallenges.userId, userId), won)),
    auditInsertWhen(
      db,
      ownAccountEntry(userId, 'user.mfa_enable', deps.ipAddress),
      sql`SELECT 1 FROM ${userTotp} WHERE ${userTotp.userId} = ${userId} AND ${userTotp.secret} = ${marker} AND ${isNotNull(userTotp.enabledAt)}`,
    ),
  ]);
  if (enabled.length === 0) throw conflict(M.alreadyEnabled);
  await forgiveCodeAttempts(db, userId);
  await sendSecurityNotice(deps, auth.user, 'mfa_enabled');
  return { recovery_codes: codes };
}
