import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authTokens } from '../../db/schema';
import type { AuthTokenPurpose } from '../../db/schema/enums';
import { generateToken, hashToken } from './tokens';
import { DAY, HOUR, isoIn, nowIso } from './time';

/** Reset links live 1 hour (docs/product); magic links the same; verification links a week. */
export const TOKEN_TTL_MS: Record<AuthTokenPurpose, number> = {
  verify_email: 7 * DAY,
  reset_password: HOUR,
  magic_link: HOUR,
};

export async function issueAuthToken(db: Db, userId: string, purpose: AuthTokenPurpose): Promise<string> {
  const token = generateToken();
  await db.insert(authTokens).values({
    tokenHash: hashToken(token),
    userId,
    purpose,
    expiresAt: isoIn(TOKEN_TTL_MS[purpose]),
  });
  return token;
}

/**
 * Spends a one-time token: one UPDATE marks it used only if it is unused and unexpired, so two
 * concurrent clicks on the same link cannot both succeed. Returns the user id, or null.
 */
export async function consumeAuthToken(db: Db, token: string, purpose: AuthTokenPurpose): Promise<string | null> {
  const now = nowIso();
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(token)),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, now),
      ),
    )
    .returning({ userId: authTokens.userId });
  return row?.userId ?? null;
}

/** Spends every outstanding one-time link of a user: after a password reset or a first proof of the address. */
export async function spendUserTokens(db: Db, userId: string): Promise<void> {
  await db
    .update(authTokens)
    .set({ usedAt: nowIso() })
    .where(and(eq(authTokens.userId, userId), isNull(authTokens.usedAt)));
}

/**
 * What the browser that signed up keeps (an HttpOnly cookie) to show, when the verification link is opened
 * there, that the person who chose the password is the one who reads the mailbox. Derived from the e-mailed
 * token, so it cannot be turned back into a link, and nothing more needs storing.
 */
export function signupProof(verifyToken: string): string {
  return hashToken(`signup-proof:${verifyToken}`);
}
