import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { actingUser } from './admin-access';
import { slideSession, validSessionWhere } from './sessions';
import { hashToken } from './tokens';
import type { UserRow } from './users';

/**
 * The signed-in account as a server-rendered page holds it (`Astro.locals.user()`, site/middleware.ts): the
 * account's row without its secrets. The password hash is never selected; the second factor's secret and the
 * recovery codes live in tables of their own (db/schema/mfa.ts) that this never reads. A page renders, passes
 * this to loaders and islands, and may log it: nothing in it may let anyone sign in.
 */
export type SessionAccount = Omit<UserRow, 'passwordHash'>;

/** Every column a page may hold, named one by one: a column added to `users` reaches pages only when added here. */
const ACCOUNT_COLUMNS = {
  id: users.id,
  email: users.email,
  emailVerified: users.emailVerified,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  isActive: users.isActive,
  needsPasswordSetup: users.needsPasswordSetup,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
} satisfies Record<keyof SessionAccount, unknown>;

/**
 * The account behind a page's session token, read at the database it is given (the primary: site/data/page-session.ts),
 * with the powers the API gives that session (an administrator who has not given the second factor acts as a
 * customer: ./admin-access.ts). Null for no valid session, an inactive account, and an account still on a password
 * an administrator chose (the API answers such a session only to choose its own: worker/middleware/roles.ts). The
 * session slides as the API's does (./sessions.ts).
 */
export async function pageAccount(db: Db, token: string): Promise<SessionAccount | null> {
  const id = hashToken(token);
  const [row] = await db
    .select({
      account: ACCOUNT_COLUMNS,
      expiresAt: sessions.expiresAt,
      createdAt: sessions.createdAt,
      mfaVerified: sessions.mfaVerified,
      // Whether the hash exists is all a page's check needs (users.ts hasTemporaryPassword); the hash stays in D1.
      hasPassword: sql<boolean>`${users.passwordHash} IS NOT NULL`.mapWith(Boolean),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(validSessionWhere(id))
    .limit(1);
  if (!row) return null;
  await slideSession(db, id, row);
  const temporaryPassword = row.account.needsPasswordSetup && row.hasPassword;
  if (!row.account.isActive || temporaryPassword) return null;
  return actingUser(row.account, row.mfaVerified);
}
