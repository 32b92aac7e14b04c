import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mfaChallenges } from '../../db/schema';
import { forbidden, unauthorized } from '../errors';
import { AUTH_MESSAGES } from '../schemas/auth';
import { MFA_MESSAGES as M } from '../schemas/mfa-texts';
import {
  forgiveCodeAttempts,
  limitCodeAttempts,
  refusalMessage,
  spendSecondFactor,
  type FactorDeps,
  type SpentFactor,
} from './mfa-factors';
import type { RateRule } from './rate-limit';
import { generateToken, hashToken } from './tokens';
import { MINUTE, isoIn, nowIso } from './time';
import { findUserById, type UserRow } from './users';

/**
 * The step between the password and the code. Whoever proves the password (or the mailbox, with a link) of
 * an account with a second factor gets an `mfa_token` instead of a session: 160 random bits, kept as
 * SHA-256, good for 5 minutes and for one sign-in. A wrong code does not spend it (the person just types
 * again), but it wears out after 5 codes.
 */
export const MFA_CHALLENGE_TTL_MS = 5 * MINUTE;
const CODES_PER_CHALLENGE: RateRule = { limit: 5, windowMs: 15 * MINUTE };

export async function issueMfaChallenge(db: Db, userId: string): Promise<{ token: string; expiresInSeconds: number }> {
  const token = generateToken();
  await db.insert(mfaChallenges).values({ tokenHash: hashToken(token), userId, expiresAt: isoIn(MFA_CHALLENGE_TTL_MS) });
  return { token, expiresInSeconds: MFA_CHALLENGE_TTL_MS / 1000 };
}

/**
 * The code for a challenge: the account behind it once the code is right, and the challenge spent. The
 * factor is spent before the challenge, each with its own guarded UPDATE: a code is never accepted twice,
 * and a challenge never opens two sessions.
 */
export async function completeMfaChallenge(deps: FactorDeps, token: string, code: string): Promise<{ user: UserRow; factor: SpentFactor }> {
  const { db } = deps;
  const tokenHash = hashToken(token);
  const live = and(eq(mfaChallenges.tokenHash, tokenHash), isNull(mfaChallenges.usedAt), gt(mfaChallenges.expiresAt, nowIso()));
  const [challenge] = await db.select({ userId: mfaChallenges.userId }).from(mfaChallenges).where(live).limit(1);
  if (!challenge) throw unauthorized(M.challengeExpired, 'MFA_CHALLENGE_EXPIRED');
  await limitCodeAttempts(db, challenge.userId, [[`mfa:challenge:${tokenHash}`, CODES_PER_CHALLENGE]]);

  const user = await findUserById(db, challenge.userId);
  if (!user) throw unauthorized(M.challengeExpired, 'MFA_CHALLENGE_EXPIRED');
  if (!user.isActive) throw forbidden(AUTH_MESSAGES.inactive);

  const spent = await spendSecondFactor(deps, user.id, code);
  if (!spent.ok) throw spent.reason === 'locked' ? forbidden(M.factorLocked) : unauthorized(refusalMessage(spent.reason));
  const [used] = await db.update(mfaChallenges).set({ usedAt: nowIso() }).where(live).returning({ userId: mfaChallenges.userId });
  if (!used) throw unauthorized(M.challengeExpired, 'MFA_CHALLENGE_EXPIRED');
  await forgiveCodeAttempts(db, user.id);
  return { user, factor: spent.factor };
}
