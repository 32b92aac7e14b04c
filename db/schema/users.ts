import { sql } from 'drizzle-orm';
import { check, index, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, flag, sqlIn, updatedAt, uuidPk } from './columns';
import { AUTH_TOKEN_PURPOSES, USER_ROLES, type AuthTokenPurpose, type UserRole } from './enums';

export const users = sqliteTable(
  'users',
  {
    id: uuidPk(),
    email: text('email').notNull(),
    emailVerified: flag('email_verified', false),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    role: text('role').$type<UserRole>().notNull().default('user'),
    isActive: flag('is_active', true),
    needsPasswordSetup: flag('needs_password_setup', false),
    /** scrypt hash with its parameters embedded; null for accounts created by magic link only. */
    passwordHash: text('password_hash'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    index('users_created_at_idx').on(t.createdAt, t.id),
    check('users_role_check', sql`${t.role} IN (${sqlIn(USER_ROLES)})`),
  ],
);

/** Sessions are looked up by the SHA-256 of the bearer token; the token itself is never stored. */
export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    refreshTokenHash: text('refresh_token_hash').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: text('expires_at').notNull(),
    refreshExpiresAt: text('refresh_expires_at').notNull(),
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
    createdAt: createdAt(),
    /**
     * The sign-in gave the second factor (a TOTP or recovery code), or the enrolment's first code was given in
     * it. The back-office requires it (worker/middleware/roles.ts); a refreshed session inherits it.
     */
    mfaVerified: flag('mfa_verified', false),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Single-use tokens for e-mail verification, password reset and magic links. */
export const authTokens = sqliteTable(
  'auth_tokens',
  {
    id: uuidPk(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<AuthTokenPurpose>().notNull(),
    expiresAt: text('expires_at').notNull(),
    usedAt: text('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('auth_tokens_user_purpose_idx').on(t.userId, t.purpose),
    check('auth_tokens_purpose_check', sql`${t.purpose} IN (${sqlIn(AUTH_TOKEN_PURPOSES)})`),
  ],
);

/**
 * A change of an account's e-mail that someone else (an administrator) asked for, waiting for the person to
 * confirm it from the address they have now. Until then the account keeps its address for signing in, resets
 * and links: an administrator who typed a mailbox of their own gains nothing. One per account (a new request
 * replaces it); the token is e-mailed to the current address and only its SHA-256 is kept.
 */
export const emailChanges = sqliteTable('email_changes', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  newEmail: text('new_email').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  /** Who asked for it (null once that account is gone). */
  requestedBy: text('requested_by').references(() => users.id, { onDelete: 'set null' }),
  expiresAt: text('expires_at').notNull(),
  createdAt: createdAt(),
});
