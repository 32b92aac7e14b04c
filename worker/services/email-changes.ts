import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailChanges, users } from '../../db/schema';
import { badRequest, conflict } from '../errors';
import { AUTH_MESSAGES } from '../schemas/auth';
import { auditInsert } from './audit';
import { isUniqueViolation } from './db-errors';
import { DAY, isoIn, nowIso } from './time';
import { generateToken, hashToken } from './tokens';
import { findUserByEmail } from './users';

/**
 * An e-mail change someone else (an administrator) asked for waits for the person: a link to the address they
 * have now, and the account keeps that address for signing in, resets and links until they confirm. So an
 * administrator who types a mailbox of their own gains no way into the account.
 */
export const EMAIL_CHANGE_TTL_MS = 7 * DAY;

export const EMAIL_CHANGE_MESSAGES = {
  linkInvalid: 'El enlace para confirmar el cambio de correo no es válido o ya venció. Pide al administrador que lo envíe de nuevo.',
  confirmed: (email: string) => `Listo: tu cuenta ahora usa ${email}. Entra con ese correo y tu misma contraseña.`,
} as const;

/** Where the e-mailed link leads: a page whose button confirms (site/pages/cuenta/confirmar-correo.astro). */
export const emailChangePath = (token: string) => `/cuenta/confirmar-correo?token=${token}`;

/** The address an account is waiting to confirm, if any (an expired request is no longer pending). */
export const pendingEmailOf = sql<
  string | null
>`(SELECT email_changes.new_email FROM email_changes WHERE email_changes.user_id = users.id AND email_changes.expires_at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

/**
 * Stores (or replaces) the pending change of `userId` to `newEmail` and returns the token for the link.
 * 409 when another account already has that address.
 */
export async function requestEmailChange(db: Db, input: { userId: string; newEmail: string; requestedBy: string }): Promise<string> {
  const holder = await findUserByEmail(db, input.newEmail);
  if (holder && holder.id !== input.userId) throw conflict(AUTH_MESSAGES.emailTaken);
  const token = generateToken();
  const row = {
    newEmail: input.newEmail,
    tokenHash: hashToken(token),
    requestedBy: input.requestedBy,
    expiresAt: isoIn(EMAIL_CHANGE_TTL_MS),
    createdAt: nowIso(),
  };
  await db
    .insert(emailChanges)
    .values({ userId: input.userId, ...row })
    .onConflictDoUpdate({ target: emailChanges.userId, set: row });
  return token;
}

/** Drops an account's pending change: its own change of address, or an administrator setting it back. */
export async function cancelEmailChange(db: Db, userId: string): Promise<void> {
  await db.delete(emailChanges).where(eq(emailChanges.userId, userId));
}

/** The address a link's change would give the account, to show before the button; null for a spent or expired link. */
export async function pendingEmailForToken(deps: { db: Db }, token: string): Promise<string | null> {
  const { db } = deps;
  const [row] = await db
    .select({ newEmail: emailChanges.newEmail })
    .from(emailChanges)
    .where(and(eq(emailChanges.tokenHash, hashToken(token)), gt(emailChanges.expiresAt, nowIso())))
    .limit(1);
  return row?.newEmail ?? null;
}

export type ConfirmedEmailChange = { user_id: string; email: string };

/**
 * The person confirms from the link sent to their current address: the request is spent (one guarded DELETE, so
 * a second click finds nothing) and the account takes the new address. The person keeps their password and
 * sessions: it is their own decision, made from the mailbox the account had.
 */
export async function confirmEmailChange(deps: { db: Db }, token: string): Promise<ConfirmedEmailChange> {
  const { db } = deps;
  const [change] = await db
    .delete(emailChanges)
    .where(and(eq(emailChanges.tokenHash, hashToken(token)), gt(emailChanges.expiresAt, nowIso())))
    .returning();
  if (!change) throw badRequest(EMAIL_CHANGE_MESSAGES.linkInvalid);
  const [before] = await db.select({ email: users.email }).from(users).where(eq(users.id, change.userId)).limit(1);
  if (!before) throw badRequest(EMAIL_CHANGE_MESSAGES.linkInvalid);
  let updated: { email: string } | undefined;
  try {
    [updated] = await db
      .update(users)
      .set({ email: change.newEmail, updatedAt: nowIso() })
      .where(eq(users.id, change.userId))
      .returning({ email: users.email });
  } catch (error) {
    // Someone took the address meanwhile: the request is spent, the account keeps its address.
    if (isUniqueViolation(error)) throw conflict(AUTH_MESSAGES.emailTaken);
    throw error;
  }
  if (!updated) throw badRequest(EMAIL_CHANGE_MESSAGES.linkInvalid);
  await auditInsert(db, {
    actorId: change.userId,
    action: 'user.email_change_confirmed',
    entityType: 'user',
    entityId: change.userId,
    details: { email: { from: before.email, to: updated.email }, requested_by: change.requestedBy },
  });
  return { user_id: change.userId, email: updated.email };
}
