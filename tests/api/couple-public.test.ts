import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { coupleGalleryPhotos, coupleProfiles, coupleSongs, coupleVideos, mediaObjects, users } from '../../db/schema';
import { seed } from '../../db/seed';
import { SEED_COUPLE, SEED_DRAFT_COUPLE } from '../../db/seed/data/couples';
import { memoryMediaStore } from '../../db/seed/media-store';
import { COUPLE_MESSAGES as M } from '../../worker/schemas/couple-texts';
import { startInFreshRateWindows } from '../helpers/rate-windows';
import { TEST_ADMIN } from '../helpers/seeded-db';
import { useTestApp } from '../helpers/test-app';
import { read, testClient } from '../helpers/test-client';
import { createTestApp, createTestDb, type TestApp } from '../helpers/test-db';
import { insertCouple as insertCoupleIn } from '../helpers/memorials';

/**
 * The public side of couple pages (product §3.2, §3.7): only a published couple loads, with its gallery,
 * songs and videos in display order, and its visits are counted with the memorials' per-address cap.
 * Also the demo couple the seed adds for the public page's browser tests and the benchmark.
 */
const t = useTestApp();

const insertCouple = (values: Partial<typeof coupleProfiles.$inferInsert> = {}) => insertCoupleIn(t.db, values);

const couples = (on: TestApp = t.app, client?: string) =>
  testClient(on, undefined, client ? { 'cf-connecting-ip': client } : {}).coupleProfiles;
const getPublic = (slug: string, on?: TestApp) => read(couples(on).public[':slug'].$get({ param: { slug } }));
const visit = (slug: string, client: string) => read(couples(t.app, client)[':slug'].visit.$post({ param: { slug } }));

describe('GET /api/couple-profiles/public/:slug', () => {
  it('answers a published couple with its photos, songs and videos in display order', async () => {
    const couple = await insertCouple({ commonInterests: ['Viajar', 'Bailar'], shortTermGoals: 'Conocer el Amazonas.' });
    await t.db.insert(coupleGalleryPhotos).values([
      { coupleProfileId: couple.id, photoUrl: '/media/couple/prueba/b.jpg', photoTitle: 'Segunda', displayOrder: 1 },
      { coupleProfileId: couple.id, photoUrl: '/media/couple/prueba/a.jpg', photoTitle: 'Primera', displayOrder: 0 },
    ]);
    await t.db.insert(coupleSongs).values([
      { coupleProfileId: couple.id, songTitle: 'Otra', youtubeUrl: 'https://youtu.be/lp-EO5I60KA', displayOrder: 1 },
      {
        coupleProfileId: couple.id,
        songTitle: 'Nuestra canción',
        youtubeUrl: 'https://www.youtube.com/watch?v=2Vv-BfVoq4g',
        displayOrder: 0,
      },
    ]);
    await t.db
      .insert(coupleVideos)
      .values({ coupleProfileId: couple.id, videoUrl: '/media/video/prueba/boda.mp4', videoFilename: 'boda.mp4' });

    const { status, body } = await getPublic(couple.slug);
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    const data = body.data!;
    expect(data).toMatchObject({
      slug: couple.slug,
      couple_name: 'Valentina y Mateo',
      person1_name: 'Valentina Díaz',
      person2_zodiac_sign: 'Libra',
      common_interests: ['Viajar', 'Bailar'],
      short_term_goals: 'Conocer el Amazonas.',
      template_id: 'couple-1',
      is_published: true,
      visit_count: 0,
    });
    expect(data.gallery_photos.map((photo) => photo.photo_title)).toEqual(['Primera', 'Segunda']);
    expect(data.favorite_songs.map((song) => song.song_title)).toEqual(['Nuestra canción', 'Otra']);
    expect(data.special_videos).toHaveLength(1);
    expect(data.special_videos[0]?.video_url).toBe('/media/video/prueba/boda.mp4');
  });

  it('never says whose account the page belongs to', async () => {
    const [owner] = await t.db
      .insert(users)
      .values({ email: `duenos.${Date.now()}@example.com`, firstName: 'Mateo', lastName: 'Rojas' })
      .returning();
    const couple = await insertCouple({ userId: owner!.id });
    const { status, body } = await getPublic(couple.slug);
    expect(status).toBe(200);
    expect(body.data).not.toHaveProperty('user_id');
    expect(body.data).not.toHaveProperty('owner');
    expect(JSON.stringify(body)).not.toContain(owner!.id);
  });

  it('answers a draft couple as if it did not exist', async () => {
    const draft = await insertCouple({ isPublished: false });
    const { status, body } = await getPublic(draft.slug);
    expect(status).toBe(404);
    expect(body).toEqual({ success: false, error: M.notFound, code: 'NOT_FOUND' });
    expect(body.error).toBe('Perfil no encontrado');
  });

  it('answers 404 for an unknown slug', async () => {
    const { status, body } = await getPublic('nadie-con-este-nombre');
    expect(status).toBe(404);
    expect(body.error).toBe('Perfil no encontrado');
  });
});

describe('POST /api/couple-profiles/:slug/visit', () => {
  it('counts every visit exactly, even many at once, and answers the new count', async () => {
    const couple = await insertCouple();
    const first = await visit(couple.slug, '198.51.100.1');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ success: true, visit_count: 1, data: { visit_count: 1 } });

    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => visit(couple.slug, `198.51.100.${i + 10}`)));
    expect(results.every((result) => result.status === 200)).toBe(true);
    const [stored] = await t.db.select().from(coupleProfiles).where(eq(coupleProfiles.id, couple.id));
    expect(stored?.visitCount).toBe(21);
    expect(Math.max(...results.map((result) => result.body.visit_count ?? 0))).toBe(21);
    expect((await getPublic(couple.slug)).body.data?.visit_count).toBe(21);
  });

  describe('up to the limit', () => {
    startInFreshRateWindows();

    it('answers 429 once one address has visited ten times in the hour, without counting it', async () => {
      const couple = await insertCouple();
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) statuses.push((await visit(couple.slug, '203.0.113.50')).status);
      expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
      expect(statuses[10]).toBe(429);
      const [stored] = await t.db.select().from(coupleProfiles).where(eq(coupleProfiles.id, couple.id));
      expect(stored?.visitCount).toBe(10);
      // Another address, and the same address on another couple, are still counted.
      expect((await visit(couple.slug, '203.0.113.51')).status).toBe(200);
      const other = await insertCouple();
      expect((await visit(other.slug, '203.0.113.50')).status).toBe(200);
    });
  });

  it('refuses to count a draft or an unknown couple', async () => {
    const draft = await insertCouple({ isPublished: false });
    const hidden = await visit(draft.slug, '192.0.2.10');
    expect(hidden.status).toBe(404);
    expect(hidden.body.error).toBe('Perfil no encontrado');
    const [stored] = await t.db.select().from(coupleProfiles).where(eq(coupleProfiles.id, draft.id));
    expect(stored?.visitCount).toBe(0);

    const missing = await visit('nadie-con-este-nombre', '192.0.2.11');
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('Perfil no encontrado');
  });
});

describe('the seeded demo couples', () => {
  it('publish one couple with two gallery pages and two songs, keep the other a draft, and seed only once', async () => {
    const seeded = await createTestDb();
    const media = memoryMediaStore();
    const first = await seed(seeded, { ...TEST_ADMIN, media });
    expect(first.couples).toEqual({ created: 2, existing: 0 });
    const seededApp = createTestApp(seeded);

    const { status, body } = await getPublic(SEED_COUPLE.slug, seededApp);
    expect(status).toBe(200);
    const data = body.data!;
    expect(data.couple_name).toBe(SEED_COUPLE.coupleName);
    expect(data.gallery_photos.map((photo) => photo.photo_url)).toEqual(SEED_COUPLE.photos.map((photo) => photo.url));
    expect(data.gallery_photos.length).toBeGreaterThan(5);
    expect(data.favorite_songs).toHaveLength(2);
    const draft = await getPublic(SEED_DRAFT_COUPLE.slug, seededApp);
    expect(draft.status).toBe(404);

    // Every image the page shows is an object the product stored.
    const keys = new Set((await seeded.select({ key: mediaObjects.key }).from(mediaObjects)).map((row) => row.key));
    for (const url of [data.profile_image_url, ...data.gallery_photos.map((photo) => photo.photo_url)]) {
      const key = url.replace(/^\/media\//, '');
      expect(keys.has(key)).toBe(true);
      expect(await media.head(key)).not.toBeNull();
    }

    const again = await seed(seeded, { ...TEST_ADMIN, media });
    expect(again.couples).toEqual({ created: 0, existing: 2 });
    const photos = await seeded.select().from(coupleGalleryPhotos).where(eq(coupleGalleryPhotos.coupleProfileId, SEED_COUPLE.id));
    expect(photos).toHaveLength(SEED_COUPLE.photos.length);
  });
});
