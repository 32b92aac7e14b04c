import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, users } from '../../db/schema';
import type { UserRole } from '../../db/schema/enums';
import { nameGroups } from '../schemas/name-groups';
import { ftsQuery, matchesIndex } from './admin-search';

export type UserRow = typeof users.$inferSelect;

/** The roles that run the back-office and may moderate any memorial's content. */
export const ADMIN_ROLES: readonly UserRole[] = ['admin', 'super_admin'];
export const isAdmin = (user: Pick<UserRow, 'role'>) => ADMIN_ROLES.includes(user.role);

/** product §1.4: any order with paid_at gives the 'complete' plan, active. */
export type Subscription = { plan: 'complete'; status: 'active' } | null;

/** Who a user is, as every answer about one starts (userIdentity): the session's own user and the back-office's rows alike. */
export type UserIdentity = { id: string; email: string; name: string; first_name: string; last_name: string; role: UserRole };

/** The user as the session and the islands see it (never the password hash). */
export type SessionUser = UserIdentity & {
  email_verified: boolean;
  needs_password_setup: boolean;
  subscription: Subscription;
};

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/**
 * A password an administrator chose for this account that its owner has not replaced yet. The back-office no
 * longer sets passwords and migration 0016 removed the ones it had set, so none should exist; kept as a belt:
 * such a password signs in, but the session may only read itself and choose the person's own password.
 */
export const hasTemporaryPassword = (user: Pick<UserRow, 'needsPasswordSetup' | 'passwordHash'>): boolean =>
  user.needsPasswordSetup && user.passwordHash !== null;

/** 'Ana Pérez': the names a person gave, whichever of them they gave. */
export const fullName = (user: Pick<UserRow, 'firstName' | 'lastName'>) => [user.firstName, user.lastName].filter(Boolean).join(' ');

export const userIdentity = (user: UserRow): UserIdentity => ({
  id: user.id,
  email: user.email,
  name: fullName(user),
  first_name: user.firstName,
  last_name: user.lastName,
  role: user.role,
});

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${normalizeEmail(email)}`)
    .limit(1);
  return row;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/**
 * A single `name` (older clients; the forms send `first_name` and `last_name` apart) split into given names and
 * surnames, the way Colombians most often carry them (docs/features/accounts-and-security.md):
 * the words are first grouped (worker/schemas/name-groups.ts: "de Vargas" is one surname, "María del Carmen"
 * one given name), then 1 group is a given name alone, 2 groups are one and one ("Ana Pérez"), 3 are one
 * given name and two surnames ("Juan Pérez Gómez"), 4 or more keep the last two as surnames ("Luz Dary Pérez
 * Gómez" → "Luz Dary" + "Pérez Gómez"). "Luz Dary Pérez" (two given names, one surname) reads as "Luz" + "Dary
 * Pérez": words alone cannot tell, which is why the forms ask for 'Nombres' and 'Apellidos' separately.
 */
export function splitName(fullName: string): { firstName: string; lastName: string } {
  const groups = nameGroups(fullName);
  const surnames = groups.length <= 1 ? 0 : groups.length === 2 ? 1 : 2;
  return { firstName: groups.slice(0, groups.length - surnames).join(' '), lastName: groups.slice(groups.length - surnames).join(' ') };
}

/** The names a sign-up sent: the two fields when the form sent them, else its single `name` split. */
export function personNames(input: { name?: string | undefined; first_name?: string | undefined; last_name?: string | undefined }): {
  firstName: string;
  lastName: string;
} {
  if (input.first_name !== undefined || input.last_name !== undefined) {
    return { firstName: input.first_name?.trim() ?? '', lastName: input.last_name?.trim() ?? '' };
  }
  return splitName(input.name ?? '');
}

export async function getSubscription(db: Db, userId: string): Promise<Subscription> {
  const [paid] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), isNotNull(orders.paidAt)))
    .limit(1);
  return paid ? { plan: 'complete', status: 'active' } : null;
}

export async function toSessionUser(deps: { db: Db }, user: UserRow): Promise<SessionUser> {
  const { db } = deps;
  return {
    ...userIdentity(user),
    email_verified: user.emailVerified,
    needs_password_setup: user.needsPasswordSetup,
    subscription: await getSubscription(db, user.id),
  };
}

export type UserSearchResult = { id: string; email: string; first_name: string; last_name: string };

/** Back-office user picker: from 3 characters, by e-mail or name (words as prefixes), at most 10 (product §3.5). */
export async function searchUsers(deps: { db: Db }, text: string): Promise<UserSearchResult[]> {
  const { db } = deps;
  const words = text.trim().length < 3 ? null : ftsQuery(text);
  if (!words) return [];
  const rows = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(matchesIndex(sql`users.rowid`, 'users_search', words))
    .orderBy(users.email)
    .limit(10);
  return rows.map((row) => ({ id: row.id, email: row.email, first_name: row.firstName, last_name: row.lastName }));
}
