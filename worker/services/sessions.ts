import { and, eq, gt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { generateToken, hashToken } from './tokens';
import { DAY, isoIn, nowIso } from './time';
import type { UserRow } from './users';

/** Sliding sessions (docs/decisions/0001-sessions-after-lucias-guide.md): 30 days, pushed back to 30 when fewer than 15 remain. */
export const SESSION_TTL_MS = 30 * DAY;
const SESSION_RENEW_BELOW_MS = 15 * DAY;
/** A refresh token outlives its access token so a lapsed tab can still come back. */
const REFRESH_TTL_MS = 60 * DAY;
/**
 * However active, a sign-in ends 90 days after the password (or link) that started it: a stolen token cannot
 * be kept alive forever by using it. Refreshing carries the original sign-in time over (`created_at`).
 */
export const SESSION_ABSOLUTE_TTL_MS = 90 * DAY;

/** The later of two ISO instants is never past the sign-in's absolute end. */
const capped = (iso: string, signedInAt: string) => {
  const end = Date.parse(signedInAt) + SESSION_ABSOLUTE_TTL_MS;
  return Date.parse(iso) > end ? new Date(end).toISOString() : iso;
};

export type IssuedSession = {
  id: string;
  accessToken: string;
  refreshToken: string;
  expiresAt: string;
};

export type SessionMeta = { userAgent?: string | null; ipAddress?: string | null };

/**
 * `signedInAt` is when the person proved who they are; a refreshed session keeps its predecessor's, and
 * whether that sign-in gave the second factor (`mfaVerified`).
 */
export async function createSession(
  db: Db,
  userId: string,
  meta: SessionMeta = {},
  signedInAt: string = nowIso(),
  mfaVerified = false,
): Promise<IssuedSession> {
  const accessToken = generateToken();
  const refreshToken = generateToken();
  const id = hashToken(accessToken);
  const expiresAt = capped(isoIn(SESSION_TTL_MS), signedInAt);
  await db.insert(sessions).values({
    id,
    refreshTokenHash: hashToken(refreshToken),
    userId,
    expiresAt,
    refreshExpiresAt: capped(isoIn(REFRESH_TTL_MS), signedInAt),
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
    ipAddress: meta.ipAddress ?? null,
    createdAt: signedInAt,
    mfaVerified,
  });
  return { id, accessToken, refreshToken, expiresAt };
}

export type ValidSession = { sessionId: string; expiresAt: string; user: UserRow; mfaVerified: boolean };

/** The session behind a bearer or cookie token, extended when it is getting old; null when invalid. */
export async function validateSessionToken(db: Db, token: string): Promise<ValidSession | null> {
  const id = hashToken(token);
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(validSessionWhere(id))
    .limit(1);
  if (!row) return null;
  const expiresAt = await slideSession(db, id, row.session);
  return { sessionId: id, expiresAt, user: row.user, mfaVerified: row.session.mfaVerified };
}

/** The condition a session's row must meet to be valid now: its id, not expired, not past its absolute end. */
export const validSessionWhere = (id: string) =>
  and(eq(sessions.id, id), gt(sessions.expiresAt, nowIso()), gt(sessions.createdAt, isoIn(-SESSION_ABSOLUTE_TTL_MS)));

/** Pushes a valid session's end back to 30 days when fewer than 15 remain (never past its absolute end); its end after. */
export async function slideSession(db: Db, id: string, session: { expiresAt: string; createdAt: string }): Promise<string> {
  let expiresAt = session.expiresAt;
  if (Date.parse(expiresAt) - Date.now() < SESSION_RENEW_BELOW_MS) {
    const extended = capped(isoIn(SESSION_TTL_MS), session.createdAt);
    if (extended > expiresAt) {
      expiresAt = extended;
      await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, id));
    }
  }
  return expiresAt;
}

/**
 * Trades a refresh token for a new session. The old session is deleted in the same statement that
 * finds it, so a stolen refresh token works at most once.
 */
export async function rotateSession(
  db: Db,
  refreshToken: string,
  meta: SessionMeta = {},
): Promise<{ userId: string; issued: IssuedSession } | null> {
  const [old] = await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.refreshTokenHash, hashToken(refreshToken)),
        gt(sessions.refreshExpiresAt, nowIso()),
        gt(sessions.createdAt, isoIn(-SESSION_ABSOLUTE_TTL_MS)),
      ),
    )
    .returning({ userId: sessions.userId, signedInAt: sessions.createdAt, mfaVerified: sessions.mfaVerified });
  if (!old) return null;
  return { userId: old.userId, issued: await createSession(db, old.userId, meta, old.signedInAt, old.mfaVerified) };
}

export async function invalidateSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user, except optionally the one just created. */
export async function invalidateUserSessions(db: Db, userId: string, exceptSessionId?: string): Promise<void> {
  const condition = exceptSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId)) : eq(sessions.userId, userId);
  await db.delete(sessions).where(condition);
}
