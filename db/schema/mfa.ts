import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, uuidPk } from './columns';
import { users } from './users';

/**
 * An account's authenticator (TOTP, RFC 6238). One row per account: enrolment writes it with `enabled_at`
 * null, the first valid code turns it on. The secret is never stored in the clear: it is AES-GCM under the
 * Worker secret TOTP_ENCRYPTION_KEY (worker/services/totp-secrets.ts), so a copy of the database alone
 * cannot produce a code.
 */
export const userTotp = sqliteTable('user_totp', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  /** Null while the enrolment waits for its first code. */
  enabledAt: text('enabled_at'),
  /**
   * The time step (Unix seconds / 30) of the last code accepted. A code of that step or an earlier one is
   * refused, so a code seen over someone's shoulder cannot be used again while it is still on the screen.
   */
  lastUsedStep: integer('last_used_step'),
  /** Wrong codes in a row, whatever the session or the hour; a right code sets it back to 0. */
  failedCodes: integer('failed_codes').notNull().default(0),
  /** Set when `failed_codes` reaches the cap (mfa-factors.ts): every code is refused until a super admin's reset. */
  lockedAt: text('locked_at'),
  createdAt: createdAt(),
});

/**
 * Single-use recovery codes: the person saw them once, when they were made. Kept as a keyed hash (`h1$` +
 * HMAC-SHA-256 under a key derived from TOTP_ENCRYPTION_KEY, worker/services/recovery-codes.ts); rows from
 * before it hold the plain SHA-256 hex and are still accepted.
 */
export const mfaRecoveryCodes = sqliteTable(
  'mfa_recovery_codes',
  {
    id: uuidPk(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: text('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('mfa_recovery_codes_user_hash_unique').on(t.userId, t.codeHash)],
);

/**
 * The step between the password and the code: `mfa_token` is handed to whoever gave the right password of
 * an account with a second factor, and only it (with a code) turns into a session. Stored as SHA-256,
 * short-lived, spent by the sign-in it completes.
 */
export const mfaChallenges = sqliteTable(
  'mfa_challenges',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: text('expires_at').notNull(),
    usedAt: text('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('mfa_challenges_user_idx').on(t.userId), index('mfa_challenges_expires_idx').on(t.expiresAt)],
);
