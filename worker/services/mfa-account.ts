import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mfaChallenges, mfaRecoveryCodes, sessions, userTotp } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import type { Live } from '../realtime/live';
import { ADMIN_USER_MESSAGES } from '../schemas/admin-user-texts';
import { MFA_MESSAGES as M } from '../schemas/mfa-texts';
import { auditInsert, ownAccountEntry } from './audit';
import { spendUserTokens } from './auth-tokens';
import {
  forgiveCodeAttempts,
  hasSecondFactor,
  limitCodeAttempts,
  recoveryCodeStatements,
  recoveryCodesLeft,
  refusalMessage,
  spendSecondFactor,
  type FactorDeps,
} from './mfa-factors';
import { confirmCurrentPassword } from './password-check';
import { sendSecurityNotice, type NoticeDeps } from './security-notices';
import { findUserById, isAdmin, type UserRow } from './users';

/**
 * The second factor from the account's side: what it looks like, fresh recovery codes, turning it off
 * (customers only), and a super administrator's reset of someone else's.
 */

export type MfaStatus = {
  enabled: boolean;
  /** Administrators cannot sign in to the back-office without it, nor turn it off. */
  required: boolean;
  recovery_codes_left: number;
};

export async function getMfaStatus(deps: { db: Db }, user: UserRow): Promise<MfaStatus> {
  const { db } = deps;
  const enabled = await hasSecondFactor(db, user.id);
  return { enabled, required: isAdmin(user), recovery_codes_left: enabled ? await recoveryCodesLeft(db, user.id) : 0 };
}

/** Checks a code of the account's own factor (rate-limited), or refuses with the reason's text. */
async function proveWithCode(deps: FactorDeps, userId: string, code: string): Promise<void> {
  await limitCodeAttempts(deps.db, userId);
  const spent = await spendSecondFactor(deps, userId, code);
  if (!spent.ok) throw spent.reason === 'locked' ? forbidden(M.factorLocked) : badRequest(refusalMessage(spent.reason));
  await forgiveCodeAttempts(deps.db, userId);
}

/** Ten new recovery codes for a current code; the old ones stop working in the same batch. */
export async function renewRecoveryCodes(
  deps: FactorDeps & { ipAddress?: string | null },
  user: UserRow,
  code: string,
): Promise<{ recovery_codes: string[] }> {
  if (!(await hasSecondFactor(deps.db, user.id))) throw badRequest(M.notEnabled);
  await proveWithCode(deps, user.id, code);
  const { codes, statements } = await recoveryCodeStatements(deps, user.id);
  await deps.db.batch([...statements, auditInsert(deps.db, ownAccountEntry(user.id, 'user.mfa_recovery_codes', deps.ipAddress))]);
  await sendSecurityNotice(deps, user, 'recovery_codes_renewed');
  return { recovery_codes: codes };
}

/** The factor, its codes and its pending sign-ins gone, as statements for one batch. */
function removeFactor(db: Db, userId: string) {
  return [
    db.delete(userTotp).where(eq(userTotp.userId, userId)),
    db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId)),
    db.delete(mfaChallenges).where(eq(mfaChallenges.userId, userId)),
  ] as const;
}

/**
 * A customer turns it off with a current code or their password (a sign-in attempt: password-check.ts).
 * Administrators cannot: the back-office needs it, and only a super administrator's reset removes it. The
 * account's sessions stay signed in, but none counts as having given the factor any more, so a later promotion
 * to administrator asks for it. The owner is told by e-mail.
 */
export async function disableMfa(
  deps: FactorDeps & { ipAddress?: string | null },
  user: UserRow,
  proof: { code?: string; password?: string },
): Promise<void> {
  if (isAdmin(user)) throw forbidden(M.adminCannotDisable);
  if (!(await hasSecondFactor(deps.db, user.id))) throw badRequest(M.notEnabled);
  if (proof.code) {
    await proveWithCode(deps, user.id, proof.code);
  } else {
    await confirmCurrentPassword(deps, user, proof.password);
  }
  await deps.db.batch([
    ...removeFactor(deps.db, user.id),
    deps.db.update(sessions).set({ mfaVerified: false }).where(eq(sessions.userId, user.id)),
    auditInsert(deps.db, ownAccountEntry(user.id, 'user.mfa_disable', deps.ipAddress)),
  ]);
  await sendSecurityNotice(deps, user, 'mfa_disabled');
}

/**
 * A super administrator resets another account's second factor (a lost phone and no recovery code left, or a
 * factor locked by a run of wrong codes, mfa-factors.ts): the factor, its codes and its lock are removed, every
 * session of that account ends and its e-mailed links stop working, so the next sign-in starts from the
 * password and, for an administrator, the enrolment. The audit row says whether it was locked; the owner is
 * told by e-mail.
 */
export async function resetMfa(
  deps: NoticeDeps & { db: Db; live: Live; ipAddress: string | null },
  actor: UserRow,
  targetId: string,
): Promise<void> {
  const { db } = deps;
  if (actor.role !== 'super_admin') throw forbidden();
  if (targetId === actor.id) throw forbidden(M.resetOwn);
  const [target] = await db
    .select({ id: userTotp.userId, lockedAt: userTotp.lockedAt })
    .from(userTotp)
    .where(eq(userTotp.userId, targetId))
    .limit(1);
  const owner = await findUserById(db, targetId);
  if (!target || !owner) throw owner ? conflict(M.resetNothing) : notFound(ADMIN_USER_MESSAGES.notFound);
  await db.batch([
    ...removeFactor(db, targetId),
    db.delete(sessions).where(eq(sessions.userId, targetId)),
    auditInsert(db, {
      actorId: actor.id,
      action: 'user.mfa_reset',
      entityType: 'user',
      entityId: targetId,
      ipAddress: deps.ipAddress,
      ...(target.lockedAt ? { details: { was_locked: true, locked_at: target.lockedAt } } : {}),
    }),
  ]);
  await spendUserTokens(db, targetId);
  await sendSecurityNotice(deps, owner, 'mfa_reset');
  await Promise.all([deps.live.admins('users'), deps.live.customer(targetId, 'account')]);
}
