import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { containsText } from '../../worker/services/contains';
import { slugOrNumbered } from '../../worker/services/slugs';
import { memorialProfiles } from '../../db/schema';
import { createTestD1 } from '../helpers/test-db';

/**
 * D1's own limits (docs/d1.md), as workerd enforces them in these tests and production enforces them in
 * the cloud. Each first shows the engine refusing what crosses the line, so a test that passes here cannot
 * pass only because the test engine is more lenient than production; then the product's way around it.
 */
let db: Db;
let d1: D1Database;

beforeAll(async () => {
  ({ db, binding: d1 } = await createTestD1());
});

const refusal = async (query: Promise<unknown>) =>
  String(
    await query.then(
      () => 'accepted',
      (error: unknown) => String(error),
    ),
  );

describe('D1 refuses what production refuses', () => {
  it('a LIKE or GLOB pattern over 50 bytes (a 26-letter accented word is already 52)', async () => {
    const accented = 'á'.repeat(26);
    expect(new TextEncoder().encode(accented).length).toBe(52);
    expect(await refusal(d1.prepare('SELECT ? LIKE ?').bind('x', accented).all())).toMatch(/LIKE or GLOB pattern too complex/);
    expect(await refusal(d1.prepare('SELECT ? GLOB ?').bind('x', 'x'.repeat(51)).all())).toMatch(/LIKE or GLOB pattern too complex/);
    expect(await refusal(d1.prepare('SELECT ? LIKE ?').bind('x', 'x'.repeat(50)).all())).toBe('accepted');
  });

  it('more than 100 bound parameters in one statement', async () => {
    const bind = (n: number) =>
      d1.prepare(`SELECT ${Array.from({ length: n }, () => '?').join(', ')}`).bind(...Array.from({ length: n }, (_, i) => i));
    expect(await refusal(bind(100).all())).toBe('accepted');
    expect(await refusal(bind(101).all())).toMatch(/too many SQL variables/);
  });

  it('a compound SELECT of more than 5 terms', async () => {
    const terms = (n: number) => Array.from({ length: n }, (_, i) => `SELECT ${i}`).join(' UNION ALL ');
    expect(await refusal(d1.prepare(terms(5)).all())).toBe('accepted');
    expect(await refusal(d1.prepare(terms(6)).all())).toMatch(/too many terms in compound SELECT/);
  });

  it('a statement longer than 100,000 bytes (its values bound instead are fine)', async () => {
    const long = 'x'.repeat(100_000);
    expect(await refusal(d1.prepare(`SELECT '${long}'`).all())).toMatch(/statement too long|SQLITE_TOOBIG/);
    expect(await refusal(d1.prepare('SELECT length(?)').bind(long).all())).toBe('accepted');
  });

  it('keeps foreign keys on', async () => {
    expect((await d1.prepare('PRAGMA foreign_keys').all<{ foreign_keys: number }>()).results).toEqual([{ foreign_keys: 1 }]);
  });
});

describe('a failed batch leaves nothing', () => {
  it('rolls back every statement before the one that failed', async () => {
    const email = `lote.${Date.now()}@example.com`;
    const batch = db.batch([
      db.insert(users).values({ email: `otra.${email}` }),
      db
        .update(users)
        .set({ firstName: 'Cambiado' })
        .where(eq(users.email, `otra.${email}`)),
      db.insert(users).values({ email }),
      db.insert(users).values({ email }),
    ]);
    await expect(batch).rejects.toThrow(/UNIQUE/);
    const left = await db
      .select()
      .from(users)
      .where(sql`${users.email} IN (${email}, ${`otra.${email}`})`);
    expect(left).toEqual([]);
  });
});

describe("the product's ways around the limits", () => {
  it('finds the slugs a long name already uses without a LIKE pattern', async () => {
    const [owner] = await db
      .insert(users)
      .values({ email: `slug.${Date.now()}@example.com` })
      .returning();
    const base = 'maria-de-los-angeles-rodriguez-fernandez-de-la-santisima-trinidad';
    const slugs = [base, `${base}-2`, `${base}-10`, `${base}x`, `${base.slice(0, -1)}`];
    for (const slug of slugs) {
      await db
        .insert(memorialProfiles)
        .values({ userId: owner!.id, slug, profileName: 'María', birthDate: '1950-01-01', deathDate: '2020-01-01' });
    }
    const taken = await db
      .select({ slug: memorialProfiles.slug })
      .from(memorialProfiles)
      .where(slugOrNumbered(memorialProfiles.slug, base));
    expect(taken.map((row) => row.slug).sort()).toEqual([base, `${base}-10`, `${base}-2`].sort());
  });

  it('matches a 49-character accented search anywhere in a text without a LIKE pattern', async () => {
    const search = 'RODRÍGUEZ Fernández de la Santísima Trinidad ñáñ';
    expect(new TextEncoder().encode(search).length).toBeGreaterThan(50);
    const found = async (text: string) =>
      (await db.all<{ found: number }>(sql`SELECT ${containsText(sql`${text}`, search)} AS found`))[0]?.found;
    // SQLite's lower() folds ASCII letters only, as LIKE did: 'RODRÍGUEZ' finds 'Rodríguez', 'Á' does not find 'á'.
    expect(await found('María de los Ángeles Rodríguez Fernández de la Santísima Trinidad ñáñez')).toBe(1);
    expect(await found('María de los Ángeles Rodríguez Fernández')).toBe(0);
  });
});
