import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { MIGRATIONS_DIR } from '../../db/migrations-dir';
import { sessions, users } from '../../db/schema';
import { createUserWithSession } from '../helpers/auth';
import { createTestDb } from '../helpers/test-db';

/**
 * Migration 0016 on accounts that already exist: a password an administrator typed for someone (a hash with
 * needs_password_setup) is known to that administrator, so it goes with the sessions it opened; every other
 * account keeps its password and sessions. Its data statements run again here on a migrated database.
 */
const dataStatements = readFileSync(join(MIGRATIONS_DIR, '0016_email_changes.sql'), 'utf8')
  .split('--> statement-breakpoint')
  .map((statement) => statement.trim())
  .filter((statement) => /^(DELETE|UPDATE)/.test(statement));

describe('migration 0016 on passwords administrators chose', () => {
  let db: Db;
  let temporary: Awaited<ReturnType<typeof createUserWithSession>>;
  let own: Awaited<ReturnType<typeof createUserWithSession>>;
  let linkOnly: Awaited<ReturnType<typeof createUserWithSession>>;

  beforeAll(async () => {
    db = await createTestDb();
    temporary = await createUserWithSession(db, { needsPasswordSetup: true });
    own = await createUserWithSession(db);
    linkOnly = await createUserWithSession(db, { needsPasswordSetup: true });
    await db.update(users).set({ passwordHash: null }).where(eq(users.id, linkOnly.user.id));
    expect(dataStatements).toHaveLength(2);
    for (const statement of dataStatements) await db.run(sql.raw(statement));
  });

  const row = async (id: string) => (await db.select().from(users).where(eq(users.id, id)))[0];
  const sessionCount = async (id: string) => (await db.select().from(sessions).where(eq(sessions.userId, id))).length;

  it('removes a temporary password and the sessions it opened', async () => {
    expect(await row(temporary.user.id)).toMatchObject({ passwordHash: null, needsPasswordSetup: true });
    expect(await sessionCount(temporary.user.id)).toBe(0);
  });

  it("keeps everyone else's password and sessions", async () => {
    expect((await row(own.user.id))?.passwordHash).toBe(own.user.passwordHash);
    expect(await sessionCount(own.user.id)).toBe(1);
    expect(await sessionCount(linkOnly.user.id)).toBe(1);
  });
});
