import { and, count, eq, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mfaRecoveryCodes, userTotp } from '../../db/schema';
import { tooManyRequests } from '../errors';
import type { Mailer } from '../mail/types';
import { MFA_MESSAGES } from '../schemas/mfa-texts';
import { hitRateLimit, resetRateLimit, type RateRule } from './rate-limit';
import { keyedRecoveryHashes, legacyRecoveryHash, newRecoveryCodes, normalizeRecoveryCode } from './recovery-codes';
import { MINUTE, nowIso } from './time';
import { isTotpShaped, matchTotp } from './totp';
import { decryptTotpSecret } from './totp-secrets';
import { sendSecurityNotice } from './security-notices';
import { findUserById } from './users';

/**
 * An account's second factor in the database: whether it is on, and spending one code of it (a TOTP or a
 * recovery code). Every spend is one guarded UPDATE, so two requests with the same code at the same moment
 * cannot both pass.
 */

/**
 * What the factor checks need: the database, the key the secrets are sealed under (read only when needed), and
 * the mailer and origin that tell the owner when a run of wrong codes locks the factor (none: nobody is told).
 */
export type FactorDeps = { db: Db; totpKey: () => Uint8Array; mailer?: Mailer; readonly appUrl?: string };

/**
 * Codes typed for one account, whatever the operation (sign-in, enrolment, disabling): 10 every 15 minutes.
 * Six digits have a million values, so guessing stays hopeless, and the real owner is rarely locked out.
 */
const CODES_PER_ACCOUNT: RateRule = { limit: 10, windowMs: 15 * MINUTE };
const accountCodesKey = (userId: string) => `mfa:user:${userId}`;

/** Counts one code typed for the account, before it is checked (so refused ones count too); 429 past the limit. */
export async function limitCodeAttempts(db: Db, userId: string, extra: [string, RateRule][] = []): Promise<void> {
  const hits = [[accountCodesKey(userId), CODES_PER_ACCOUNT] as [string, RateRule], ...extra];
  const results = await Promise.all(hits.map(([key, rule]) => hitRateLimit(db, key, rule)));
  if (results.includes(false)) throw tooManyRequests(MFA_MESSAGES.tooManyAttempts);
}

/** A right code forgives the account's wrong ones, as a right password does. */
export const forgiveCodeAttempts = (db: Db, userId: string) => resetRateLimit(db, accountCodesKey(userId));

export async function hasSecondFactor(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: userTotp.userId })
    .from(userTotp)
    .where(and(eq(userTotp.userId, userId), isNotNull(userTotp.enabledAt)))
    .limit(1);
  return row !== undefined;
}

export async function recoveryCodesLeft(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(mfaRecoveryCodes)
    .where(and(eq(mfaRecoveryCodes.userId, userId), isNull(mfaRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

export type SpentFactor = { kind: 'totp'; step: number } | { kind: 'recovery'; left: number };
export type FactorRefusal = 'invalid' | 'reused' | 'locked';
export type FactorResult = { ok: true; factor: SpentFactor } | { ok: false; reason: FactorRefusal };

/** The refusal as the person reads it. */
export const refusalMessage = (reason: FactorRefusal) =>
  reason === 'locked' ? MFA_MESSAGES.factorLocked : reason === 'reused' ? MFA_MESSAGES.codeReused : MFA_MESSAGES.codeInvalid;

/**
 * The lifetime cap on guessing: this many wrong codes in a row (TOTP or recovery, at the sign-in or in 'Tu
 * cuenta', from any session, however spread over time) lock the factor. The 15-minute limits above slow a
 * guesser down; this stops one. A locked factor refuses every code, even the right one, until a super
 * administrator resets it (mfa-account.ts `resetMfa`); a right code before that starts the run again.
 */
export const FACTOR_LOCK_AFTER = 10;

const unlocked = (userId: string) => and(eq(userTotp.userId, userId), isNotNull(userTotp.enabledAt), isNull(userTotp.lockedAt));

/** One more wrong code in the account's run, locking the factor at the cap: one guarded UPDATE, so the lock is set once. */
async function countWrongCode(deps: FactorDeps, userId: string): Promise<void> {
  const now = nowIso();
  const [counted] = await deps.db
    .update(userTotp)
    .set({
      failedCodes: sql`${userTotp.failedCodes} + 1`,
      lockedAt: sql`CASE WHEN ${userTotp.failedCodes} + 1 >= ${FACTOR_LOCK_AFTER} THEN ${now} ELSE NULL END`,
    })
    .where(unlocked(userId))
    .returning({ lockedAt: userTotp.lockedAt });
  if (!counted?.lockedAt) return;
  const owner = await findUserById(deps.db, userId);
  if (owner) await sendSecurityNotice(deps, owner, 'mfa_locked');
}

/** Whether the account's factor is locked by a run of wrong codes. */
export async function isFactorLocked(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ lockedAt: userTotp.lockedAt }).from(userTotp).where(eq(userTotp.userId, userId)).limit(1);
  return Boolean(row?.lockedAt);
}

/**
 * Spends a TOTP of a later step than the last one accepted: one UPDATE that only moves forward, so a code
 * already used (or an older one) is refused even when two requests carry it at once.
 */
async function spendTotp(deps: FactorDeps, userId: string, code: string): Promise<FactorResult> {
  const [row] = await deps.db
    .select({ secret: userTotp.secret })
    .from(userTotp)
    .where(and(eq(userTotp.userId, userId), isNotNull(userTotp.enabledAt)))
    .limit(1);
  if (!row) return { ok: false, reason: 'invalid' };
  const step = matchTotp(await decryptTotpSecret(deps.totpKey(), userId, row.secret), code);
  if (step === null) return { ok: false, reason: 'invalid' };
  const [moved] = await deps.db
    .update(userTotp)
    .set({ lastUsedStep: step })
    .where(and(unlocked(userId), or(isNull(userTotp.lastUsedStep), lt(userTotp.lastUsedStep, step))))
    .returning({ userId: userTotp.userId });
  return moved ? { ok: true, factor: { kind: 'totp', step } } : { ok: false, reason: 'reused' };
}

/** Spends one unused recovery code of an account whose second factor is on, kept in either format. */
async function spendRecoveryCode(deps: FactorDeps, userId: string, typed: string): Promise<FactorResult> {
  const { db } = deps;
  const normalized = normalizeRecoveryCode(typed);
  if (!normalized) return { ok: false, reason: 'invalid' };
  const [keyed] = await keyedRecoveryHashes(deps.totpKey(), userId, [normalized]);
  const [spent] = await db
    .update(mfaRecoveryCodes)
    .set({ usedAt: nowIso() })
    .where(
      and(
        eq(mfaRecoveryCodes.userId, userId),
        inArray(mfaRecoveryCodes.codeHash, [keyed!, legacyRecoveryHash(userId, normalized)]),
        isNull(mfaRecoveryCodes.usedAt),
        sql`EXISTS (SELECT 1 FROM ${userTotp} WHERE ${userTotp.userId} = ${userId} AND ${userTotp.enabledAt} IS NOT NULL AND ${userTotp.lockedAt} IS NULL)`,
      ),
    )
    .returning({ id: mfaRecoveryCodes.id });
  // A spent code reads as a wrong one: nothing to learn about which codes once existed.
  if (!spent) return { ok: false, reason: 'invalid' };
  return { ok: true, factor: { kind: 'recovery', left: await recoveryCodesLeft(db, userId) } };
}

/**
 * Six digits are a TOTP; anything else is tried as a recovery code. A locked factor refuses before any check;
 * a refusal counts in the account's run of wrong codes (FACTOR_LOCK_AFTER), a right code ends the run.
 */
export async function spendSecondFactor(deps: FactorDeps, userId: string, typed: string): Promise<FactorResult> {
  if (await isFactorLocked(deps.db, userId)) return { ok: false, reason: 'locked' };
  const compact = typed.replace(/\s+/g, '');
  const result = isTotpShaped(compact) ? await spendTotp(deps, userId, compact) : await spendRecoveryCode(deps, userId, typed);
  if (result.ok) {
    await deps.db.update(userTotp).set({ failedCodes: 0 }).where(eq(userTotp.userId, userId));
    return result;
  }
  await countWrongCode(deps, userId);
  // The code that reached the cap (or one racing it) reads as what it is: the factor is locked now.
  return (await isFactorLocked(deps.db, userId)) ? { ok: false, reason: 'locked' } : result;
}

/**
 * A fresh set of recovery codes as statements for the caller's batch (the old set goes in the same batch),
 * and the codes in the clear, to be shown once. `when` guards every statement (see mfa-enrolment.ts).
 */
export async function recoveryCodeStatements(deps: FactorDeps, userId: string, when?: SQL) {
  const { db } = deps;
  const codes = newRecoveryCodes();
  const stored = await keyedRecoveryHashes(
    deps.totpKey(),
    userId,
    codes.map((code) => normalizeRecoveryCode(code) ?? code),
  );
  const createdAt = nowIso();
  const guard = when ?? sql`1`;
  const statements = [
    db.delete(mfaRecoveryCodes).where(and(eq(mfaRecoveryCodes.userId, userId), guard)),
    ...stored.map((codeHash) =>
      // insert().select(): one guarded row, in mfa_recovery_codes' column order (id, user, hash, used, created).
      db.insert(mfaRecoveryCodes).select(sql`SELECT ${crypto.randomUUID()}, ${userId}, ${codeHash}, NULL, ${createdAt} WHERE ${guard}`),
    ),
  ] as const;
  return { codes, statements };
}
