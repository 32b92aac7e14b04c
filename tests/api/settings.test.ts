import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema';
import { SETTING_KEYS } from '../../db/schema/enums';
import { DEFAULT_SETTINGS } from '../../worker/services/default-settings';
import { getSiteSettings } from '../../worker/services/settings';
import { createSeededDb } from '../helpers/seeded-db';
import { read, testClient } from '../helpers/test-client';
import { createTestApp, createTestDb } from '../helpers/test-db';

/** The public settings, read through the typed client from the app on `db`. */
const publicSettings = (db: Db) => read(testClient(createTestApp(db)).settings.index.$get());

describe('GET /api/settings', () => {
  let db: Db;
  beforeAll(async () => {
    db = await createSeededDb();
  });

  it('lists every seeded setting as { key, value }', async () => {
    const { status, body } = await publicSettings(db);
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data.map((entry) => entry.key).sort()).toEqual([...SETTING_KEYS].sort());
    const byKey = new Map(body.data.map((entry) => [entry.key, entry.value]));
    expect(byKey.get('hero_section')).toMatchObject({ title: DEFAULT_SETTINGS.hero_section.title });
    expect(byKey.get('site_stats')).toEqual({ memorials_created: 1200, monthly_visits: 50000, rating: 4.9 });
    expect(Object.keys(byKey.get('payment_methods') ?? {}).sort()).toEqual(['bancolombia', 'breb', 'nequi']);
    expect(byKey.get('footer_info')).toMatchObject({ social: { twitter: expect.any(String) } });
  });

  it('answers an empty list on an empty database', async () => {
    const { status, body } = await publicSettings(await createTestDb());
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, data: [], online_payments: { wompi: true } });
  });
});

describe('site settings as pages read them', () => {
  it('use the stored value when it is valid', async () => {
    const db = await createSeededDb();
    const hero = { ...DEFAULT_SETTINGS.hero_section, title: 'Siempre en nuestros corazones' };
    await db.update(settings).set({ value: hero }).where(eq(settings.key, 'hero_section'));
    expect((await getSiteSettings({ db })).hero_section.title).toBe('Siempre en nuestros corazones');
  });

  it('fall back to the defaults when a key is missing or malformed', async () => {
    const db = await createTestDb();
    await db.insert(settings).values({ key: 'site_stats', value: { memorials_created: 'muchos' } });
    const site = await getSiteSettings({ db });
    expect(site.site_stats).toEqual(DEFAULT_SETTINGS.site_stats);
    expect(site.hero_section).toEqual(DEFAULT_SETTINGS.hero_section);
  });
});
