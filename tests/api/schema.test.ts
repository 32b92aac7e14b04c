import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { familyProfiles, memorialProfiles, memories, orders, packages, users } from '../../db/schema';
import { createTestDb } from '../helpers/test-db';

// The back-office's FTS5 indexes (migration 0013) are tables too, each with the shadow tables FTS5 keeps.
const EXPECTED_TABLES = [
  'audit_log',
  'auth_tokens',
  'candles',
  'captchas',
  'couple_gallery_photos',
  'couple_profiles',
  'couple_profiles_search',
  'couple_profiles_search_config',
  'couple_profiles_search_data',
  'couple_profiles_search_docsize',
  'couple_profiles_search_idx',
  'couple_songs',
  'couple_videos',
  'edge_cache_versions',
  'email_changes',
  'family_members',
  'family_profiles',
  'family_profiles_search',
  'family_profiles_search_config',
  'family_profiles_search_data',
  'family_profiles_search_docsize',
  'family_profiles_search_idx',
  'gatherings',
  'local_switches',
  'local_wompi_transactions',
  'mail_outbox',
  'media_objects',
  'memorial_invitations',
  'memorial_managers',
  'memorial_profiles',
  'memorial_profiles_search',
  'memorial_profiles_search_config',
  'memorial_profiles_search_data',
  'memorial_profiles_search_docsize',
  'memorial_profiles_search_idx',
  'memories',
  'memory_reports',
  'mfa_challenges',
  'mfa_recovery_codes',
  'orders',
  'orders_search',
  'orders_search_config',
  'orders_search_data',
  'orders_search_docsize',
  'orders_search_idx',
  'packages',
  'payment_events',
  'plaques',
  'privacy_consents',
  'quotes',
  'rate_limits',
  'remembrance_deliveries',
  'remembrance_settings',
  'reminder_subscriptions',
  'resting_places',
  'row_counts',
  'sessions',
  'settings',
  'short_links',
  'user_totp',
  'users',
  'users_search',
  'users_search_config',
  'users_search_data',
  'users_search_docsize',
  'users_search_idx',
  'wall_blocks',
];

async function insertUser(db: Db, email: string) {
  const [row] = await db.insert(users).values({ email }).returning();
  if (!row) throw new Error('user not inserted');
  return row;
}

async function insertMemorial(db: Db, userId: string, slug: string) {
  const [row] = await db
    .insert(memorialProfiles)
    .values({ userId, slug, profileName: 'Ana', birthDate: '1950-01-01', deathDate: '2020-01-01' })
    .returning();
  if (!row) throw new Error('memorial not inserted');
  return row;
}

describe('migrations on an empty database', () => {
  let db: Db;
  beforeEach(async () => {
    db = await createTestDb();
  });

  it('create every table of the data model', async () => {
    const rows = await db.all<{ name: string }>(
      sql`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '__drizzle%' AND name <> '_cf_METADATA' ORDER BY name`,
    );
    expect(rows.map((r) => r.name)).toEqual(EXPECTED_TABLES);
  });

  // A migration that rebuilds a table drops its triggers with it: the searches and the kept totals would then
  // silently go stale. This list makes such a migration fail here until it creates them again.
  it('keep the search indexes and the running totals in step with triggers', async () => {
    const rows = await db.all<{ name: string }>(
      sql`SELECT name FROM sqlite_master WHERE type = 'trigger' AND (name LIKE '%_search_%' OR name LIKE '%_count_%') ORDER BY name`,
    );
    const search = ['users', 'orders', 'memorial_profiles', 'family_profiles', 'couple_profiles'].flatMap((table) =>
      ['delete', 'insert', 'update'].map((event) => `${table}_search_${event}`),
    );
    const counts = [
      'couple_profiles_count_delete',
      'couple_profiles_count_insert',
      'family_profiles_count_delete',
      'family_profiles_count_insert',
      'family_profiles_count_published',
      'family_profiles_count_visits',
      'memorial_profiles_count_delete',
      'memorial_profiles_count_insert',
      'memorial_profiles_count_published',
      'memorial_profiles_count_visits',
      'orders_count_delete',
      'orders_count_insert',
      'orders_count_revenue',
      'orders_count_status',
      'users_count_delete',
      'users_count_insert',
    ];
    expect(rows.map((row) => row.name)).toEqual([...search, ...counts].sort());
  });

  it('keep e-mails unique ignoring case', async () => {
    await insertUser(db, 'Ana@Example.com');
    await expect(insertUser(db, 'ana@example.COM')).rejects.toThrow();
  });

  it('refuse a role outside user, admin and super_admin', async () => {
    await expect(db.insert(users).values({ email: 'x@example.com', role: 'root' as never })).rejects.toThrow();
  });

  it('enforce foreign keys', async () => {
    await expect(
      db.insert(orders).values({ userId: 'missing', packageId: 'missing', paymentMethod: 'nequi', totalAmount: 1 }),
    ).rejects.toThrow();
  });

  it('refuse an order status outside the spec', async () => {
    const user = await insertUser(db, 'b@example.com');
    const [pkg] = await db.insert(packages).values({ name: 'P', price: 1000 }).returning();
    await expect(
      db.insert(orders).values({
        userId: user.id,
        packageId: pkg!.id,
        paymentMethod: 'nequi',
        totalAmount: 1000,
        status: 'paid' as never,
      }),
    ).rejects.toThrow();
  });

  it('keep memorial slugs unique', async () => {
    const user = await insertUser(db, 'c@example.com');
    await insertMemorial(db, user.id, 'ana-perez');
    await expect(insertMemorial(db, user.id, 'ana-perez')).rejects.toThrow();
  });

  it('require family slugs to start with familia-', async () => {
    const user = await insertUser(db, 'd@example.com');
    await expect(db.insert(familyProfiles).values({ userId: user.id, slug: 'gomez', familyName: 'Gómez' })).rejects.toThrow();
    await db.insert(familyProfiles).values({ userId: user.id, slug: 'familia-gomez', familyName: 'Gómez' });
  });

  it('attach a memory to exactly one of memorial or family profile', async () => {
    const user = await insertUser(db, 'e@example.com');
    const memorial = await insertMemorial(db, user.id, 'e-memorial');
    const [family] = await db.insert(familyProfiles).values({ userId: user.id, slug: 'familia-e', familyName: 'E' }).returning();
    const memory = { photoUrl: '/media/memory/x/y.jpg', authorName: 'Luis', message: 'Te extrañamos' };
    await expect(db.insert(memories).values(memory)).rejects.toThrow();
    await expect(db.insert(memories).values({ ...memory, memorialProfileId: memorial.id, familyProfileId: family!.id })).rejects.toThrow();
    await db.insert(memories).values({ ...memory, memorialProfileId: memorial.id });
    await db.insert(memories).values({ ...memory, familyProfileId: family!.id });
  });

  it('refuse more than three things-I-miss lines on a memory', async () => {
    const user = await insertUser(db, 'f@example.com');
    const memorial = await insertMemorial(db, user.id, 'f-memorial');
    await expect(
      db.insert(memories).values({
        memorialProfileId: memorial.id,
        photoUrl: '/media/memory/x/y.jpg',
        authorName: 'Luis',
        message: 'Hola',
        thingsList: ['a', 'b', 'c', 'd'],
      }),
    ).rejects.toThrow();
  });

  it('let one paid order pay for one memorial only', async () => {
    const user = await insertUser(db, 'g@example.com');
    const [pkg] = await db.insert(packages).values({ name: 'P', price: 1000 }).returning();
    const [order] = await db
      .insert(orders)
      .values({ userId: user.id, packageId: pkg!.id, paymentMethod: 'nequi', totalAmount: 1000 })
      .returning();
    const base = { userId: user.id, profileName: 'A', birthDate: '1950-01-01', deathDate: '2020-01-01', orderId: order!.id };
    await db.insert(memorialProfiles).values({ ...base, slug: 'g-1' });
    await expect(db.insert(memorialProfiles).values({ ...base, slug: 'g-2' })).rejects.toThrow();
  });
});
