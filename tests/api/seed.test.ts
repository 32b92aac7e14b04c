import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import {
  familyMembers,
  familyProfiles,
  memories,
  mediaObjects,
  memorialProfiles,
  packages,
  quotes,
  settings,
  users,
  userTotp,
} from '../../db/schema';
import { seed } from '../../db/seed';
import { memoryMediaStore } from '../../db/seed/media-store';
import { DEFAULT_SETTINGS } from '../../worker/services/default-settings';
import { verifyPassword } from '../../worker/services/passwords';
import { DEFAULT_ADMIN_TOTP_SECRET } from '../../worker/local/vars';
import { parseBase32Secret } from '../../worker/services/totp';
import { decryptTotpSecret } from '../../worker/services/totp-secrets';
import { TEST_ADMIN } from '../helpers/seeded-db';
import { TEST_TOTP_KEY } from '../helpers/test-totp-key';
import { createTestDb } from '../helpers/test-db';

const TABLES = { users, packages, settings, quotes, memorialProfiles, familyProfiles, familyMembers, mediaObjects, memories };

async function rowCounts(db: Db) {
  const entries = await Promise.all(
    Object.entries(TABLES).map(async ([name, table]) => {
      const [row] = await db.select({ n: count() }).from(table);
      return [name, row?.n ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries);
}

describe('the seed', () => {
  it('creates the demo content a newcomer sees', async () => {
    const db = await createTestDb();
    const media = memoryMediaStore();
    await seed(db, { ...TEST_ADMIN, media });

    const [admin] = await db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = lower(${TEST_ADMIN.adminEmail})`);
    expect(admin?.role).toBe('super_admin');
    expect(admin?.emailVerified).toBe(true);
    expect(await verifyPassword(TEST_ADMIN.adminPassword, admin?.passwordHash ?? '')).toBe(true);

    const counts = await rowCounts(db);
    expect(counts.packages).toBe(2);
    expect(counts.settings).toBe(Object.keys(DEFAULT_SETTINGS).length);
    expect(counts.quotes).toBeGreaterThanOrEqual(20);

    const memorials = await db.select().from(memorialProfiles).where(eq(memorialProfiles.isPublished, true));
    expect(memorials).toHaveLength(1);
    expect(memorials[0]?.profileImageUrl).toMatch(/^\/media\//);
    expect(memorials[0]?.galleryImages.length).toBeGreaterThan(0);

    const families = await db.select().from(familyProfiles).where(eq(familyProfiles.isPublished, true));
    expect(families).toHaveLength(1);
    expect(families[0]?.slug.startsWith('familia-')).toBe(true);
    const members = await db.select().from(familyMembers).where(eq(familyMembers.familyProfileId, families[0]!.id));
    expect(members.length).toBeGreaterThanOrEqual(2);

    // Every image a page links to is an object the product stored.
    // The demo wall: two public memories and one waiting for the owner's approval.
    const wall = await db.select().from(memories).where(eq(memories.memorialProfileId, memorials[0]!.id));
    expect(wall.filter((m) => m.visitorConsent && m.isAuthorized)).toHaveLength(2);
    expect(wall.filter((m) => m.visitorConsent && !m.isAuthorized)).toHaveLength(1);

    const urls = [
      ...wall.map((m) => m.photoUrl),
      memorials[0]!.profileImageUrl!,
      ...memorials[0]!.galleryImages,
      ...families[0]!.galleryImages,
      ...members.map((m) => m.profileImageUrl),
    ];
    const keys = new Set((await db.select({ key: mediaObjects.key }).from(mediaObjects)).map((r) => r.key));
    for (const url of urls) {
      const key = url.replace(/^\/media\//, '');
      expect(keys.has(key)).toBe(true);
      expect(await media.head(key)).not.toBeNull();
    }
  });

  it('is idempotent and never overwrites what an administrator changed', async () => {
    const db = await createTestDb();
    const media = memoryMediaStore();
    await seed(db, { ...TEST_ADMIN, media });
    const before = await rowCounts(db);

    const hero = { ...DEFAULT_SETTINGS.hero_section, title: 'Título editado por el administrador' };
    await db.update(settings).set({ value: hero }).where(eq(settings.key, 'hero_section'));

    await seed(db, { ...TEST_ADMIN, adminPassword: 'OtraClave2026', media });
    expect(await rowCounts(db)).toEqual(before);

    const [stored] = await db.select().from(settings).where(eq(settings.key, 'hero_section'));
    expect(stored?.value).toMatchObject({ title: 'Título editado por el administrador' });
    const [admin] = await db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = lower(${TEST_ADMIN.adminEmail})`);
    expect(await verifyPassword(TEST_ADMIN.adminPassword, admin?.passwordHash ?? '')).toBe(true);
  });

  it('enrols the administrator with ADMIN_TOTP_SECRET when asked, sealed, and never replaces a factor already there', async () => {
    const db = await createTestDb();
    const media = memoryMediaStore();
    const adminTotp = { secret: DEFAULT_ADMIN_TOTP_SECRET, encryptionKey: TEST_TOTP_KEY };
    const first = await seed(db, { ...TEST_ADMIN, media, adminTotp });
    expect(first.admin.totp).toBe('created');
    const [row] = await db.select().from(userTotp).where(eq(userTotp.userId, first.admin.id));
    expect(row?.enabledAt).toEqual(expect.any(String));
    expect(row?.secret).not.toContain(DEFAULT_ADMIN_TOTP_SECRET);
    expect(await decryptTotpSecret(TEST_TOTP_KEY, first.admin.id, row!.secret)).toEqual(parseBase32Secret(DEFAULT_ADMIN_TOTP_SECRET));

    const again = await seed(db, { ...TEST_ADMIN, media, adminTotp: { ...adminTotp, secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' } });
    expect(again.admin.totp).toBe('existing');
    const [kept] = await db.select().from(userTotp).where(eq(userTotp.userId, first.admin.id));
    expect(kept?.secret).toBe(row?.secret);
    expect((await seed(await createTestDb(), { ...TEST_ADMIN, media })).admin.totp).toBe('none');
  });
});
