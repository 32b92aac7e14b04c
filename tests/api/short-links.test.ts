import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { familyProfiles, memorialProfiles, shortLinks } from '../../db/schema';
import { normalizeShortCode, qrShortUrl, resolveShortCode, shortUrl, SHORT_CODE_ALPHABET } from '../../worker/services/short-links';
import { bearer, createUserWithSession, type Envelope } from '../helpers/auth';
import { insertCouple, insertMemorial } from '../helpers/memorials';
import { call, createTestApp, createTestDb, type TestApp } from '../helpers/test-db';
import { migratedOver } from '../helpers/migrations';

const CODE = new RegExp(`^[${SHORT_CODE_ALPHABET}]{6}$`);

let db: Db;
let app: TestApp;

beforeEach(async () => {
  db = await createTestDb();
  app = createTestApp(db);
});

describe('short codes', () => {
  it('reads a code in any case and refuses what cannot be one (look-alikes, length)', () => {
    expect(normalizeShortCode(' 7k3m9p ')).toBe('7K3M9P');
    expect(normalizeShortCode('7K3M9')).toBeNull();
    expect(normalizeShortCode('7K3M9PQ')).toBeNull();
    for (const lookalike of ['0', 'O']) expect(normalizeShortCode(`7K3M9${lookalike}`)).toBeNull();
    expect(SHORT_CODE_ALPHABET).toHaveLength(32);
  });

  it("reads the lower-case link's 'l' however it was typed: I and 1 are not in the alphabet, so they mean L", () => {
    for (const typed of ['7k3l9p', '7k3i9p', '7K3I9P', '7k319p']) expect(normalizeShortCode(typed)).toBe('7K3L9P');
  });

  it('writes the link in lower case for people, and in upper case only for the QR code’s alphanumeric mode', () => {
    expect(shortUrl('https://RecuerdosEternos.co/', '7K3M9P')).toBe('https://recuerdoseternos.co/q/7k3m9p');
    expect(qrShortUrl('https://recuerdoseternos.co/', '7K3M9P')).toBe('HTTPS://RECUERDOSETERNOS.CO/Q/7K3M9P');
  });

  it('gives every new page of each kind its own code when it is inserted, however it is inserted', async () => {
    const { user } = await createUserWithSession(db);
    const memorials = await Promise.all(Array.from({ length: 60 }, () => insertMemorial(db, user.id)));
    const [family] = await db.insert(familyProfiles).values({ userId: user.id, slug: 'familia-gomez', familyName: 'Gómez' }).returning();
    const pair = await insertCouple(db);
    const rows = await db.select().from(shortLinks);
    expect(rows).toHaveLength(62);
    expect(new Set(rows.map((row) => row.code)).size).toBe(62);
    for (const row of rows) expect(row.code).toMatch(CODE);
    const [stored] = await db.select().from(memorialProfiles).where(eq(memorialProfiles.id, memorials[0]!.id));
    expect(rows.find((row) => row.targetId === stored!.id)).toMatchObject({ targetType: 'memorial', code: stored!.shortCode });
    expect(rows.find((row) => row.targetId === family!.id)?.targetType).toBe('family');
    expect(rows.find((row) => row.targetId === pair.id)?.targetType).toBe('couple');
  });

  it('leads to the page’s current address, survives a new slug, and never leads anywhere once the page is gone', async () => {
    const { user } = await createUserWithSession(db);
    const memorial = await insertMemorial(db, user.id, { slug: 'rosa-elvira', isPublished: true });
    const [row] = await db.select().from(memorialProfiles).where(eq(memorialProfiles.id, memorial.id));
    const code = row!.shortCode!;
    expect(await resolveShortCode({ db }, code)).toBe('/memorial/rosa-elvira');

    await db.update(memorialProfiles).set({ slug: 'rosa-elvira-cardenas' }).where(eq(memorialProfiles.id, memorial.id));
    expect(await resolveShortCode({ db }, code)).toBe('/memorial/rosa-elvira-cardenas');
    await db.update(memorialProfiles).set({ isPublished: false }).where(eq(memorialProfiles.id, memorial.id));
    expect(await resolveShortCode({ db }, code)).toBeNull();

    await db.delete(memorialProfiles).where(eq(memorialProfiles.id, memorial.id));
    expect(await resolveShortCode({ db }, code)).toBeNull();
    // The code stays reserved: nobody else's plaque can ever carry it.
    expect(await db.select().from(shortLinks).where(eq(shortLinks.code, code))).toHaveLength(1);
    expect(await resolveShortCode({ db }, 'ZZZZZZ')).toBeNull();
  });

  it('puts short_code and short_url in the memorial answers', async () => {
    const { user, token } = await createUserWithSession(db);
    await insertMemorial(db, user.id);
    const { body } = await call<Envelope<{ short_code: string; short_url: string }[]>>(app, '/api/profiles/my-profiles', {
      headers: bearer(token),
    });
    const [mine] = body.data;
    expect(mine?.short_code).toMatch(CODE);
    expect(mine?.short_url).toBe(`http://localhost/q/${mine?.short_code.toLowerCase()}`);
  });
});

describe('migration 0004 on existing pages', () => {
  it('gives every existing memorial, family and couple page its own code', async () => {
    const { rows } = await migratedOver('0004_short_links.sql', [
      "INSERT INTO users (id, email) VALUES ('u1', 'duena@example.com')",
      ...Array.from(
        { length: 20 },
        (_, i) =>
          `INSERT INTO memorial_profiles (id, user_id, slug, profile_name, birth_date, death_date) VALUES ('p${i}', 'u1', 'rosa-${i}', 'Rosa', '1950-01-01', '2020-01-01')`,
      ),
      "INSERT INTO family_profiles (id, user_id, slug, family_name) VALUES ('f1', 'u1', 'familia-gomez', 'Gómez')",
      "INSERT INTO couple_profiles (id, slug, couple_name, description, profile_image_url, person1_name, person1_birth_date, person2_name, person2_birth_date) VALUES ('c1', 'ana-y-luis', 'Ana y Luis', 'x', '/media/a.jpg', 'Ana', '1990-01-01', 'Luis', '1990-01-02')",
    ]);

    const links = await rows('SELECT code, target_type, target_id FROM short_links');
    expect(links).toHaveLength(22);
    expect(new Set(links.map((link) => link.code)).size).toBe(22);
    const pages = await rows(
      'SELECT id, short_code FROM memorial_profiles UNION ALL SELECT id, short_code FROM family_profiles UNION ALL SELECT id, short_code FROM couple_profiles',
    );
    for (const page of pages) {
      expect(String(page.short_code)).toMatch(CODE);
      expect(links.find((link) => link.target_id === page.id)?.code).toBe(page.short_code);
    }
  });
});
