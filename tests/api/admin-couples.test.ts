import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, coupleGalleryPhotos, coupleProfiles, coupleSongs, users } from '../../db/schema';
import { COUPLE_MESSAGES as M } from '../../worker/schemas/couple-texts';
import { UPLOAD_MESSAGES } from '../../worker/schemas/uploads';
import type { InferRequestType } from 'hono/client';
import type { ApiClients } from '../../site/lib/api-client';
import { bearer, createUserWithSession, jsonPost, uniqueClient } from '../helpers/auth';
import { bucketKeys, formPost, useLocalR2, videoBytes } from '../helpers/media-fixtures';
import { uploadPhoto } from '../helpers/memorials';
import { read, testClient, type Refusal } from '../helpers/test-client';
import { call } from '../helpers/test-db';
import { useFreshTestApp } from '../helpers/test-app';

type CoupleInput = InferRequestType<ApiClients['adminCouples']['index']['$post']>['json'];
type CoupleUpdate = InferRequestType<ApiClients['adminCouples'][':id']['$put']>['json'];

const r2 = useLocalR2();
const t = useFreshTestApp({ admin: true });

const BASE = '/api/admin/couple-profiles';
/** The typed clients as `token`'s user (the administrator unless given; a guest with ''), from an address of its own. */
const as = (token = t.admin.token) => testClient(t.app, r2.env, { ...(token ? bearer(token) : {}), 'cf-connecting-ip': uniqueClient() });
const couples = (token = t.admin.token) => as(token).adminCouples;
const createCouple = (json: CoupleInput) => read(couples().index.$post({ json }));
const listCouples = () => read(couples().index.$get());
const getCouple = (id: string) => read(couples()[':id'].$get({ param: { id } }));
const updateCouple = (id: string, json: CoupleUpdate) => read(couples()[':id'].$put({ param: { id }, json }));
const deleteCouple = (id: string) => read(couples()[':id'].$delete({ param: { id } }));
const addPhotos = (id: string, photos: CoupleUpdate['photos'] & object) =>
  read(couples()[':id'].gallery.$post({ param: { id }, json: { photos } }));
const addSongs = (id: string, songs: CoupleUpdate['songs'] & object) =>
  read(couples()[':id'].songs.$post({ param: { id }, json: { songs } }));
const addVideos = (id: string, videos: CoupleUpdate['videos'] & object) =>
  read(couples()[':id'].videos.$post({ param: { id }, json: { videos } }));
const deleteUser = (id: string) => read(as().adminUsers[':id'].$delete({ param: { id } }));
/** Sends a couple the route's type forbids (a required field left out): the route must refuse it. */
const createUntyped = (body: unknown) => call<Refusal>(t.app, BASE, jsonPost(body, bearer(t.admin.token)), r2.env);

const photo = (token = t.admin.token, type = 'gallery') => uploadPhoto(t.app, token, r2.env, type);
async function video(token = t.admin.token): Promise<string> {
  const { status, body } = await call<{ publicUrl: string }>(
    t.app,
    '/api/upload-proxy/proxy',
    formPost(['file', videoBytes('mp4'), 'boda.mp4', 'video/mp4'], { type: 'video' }, bearer(token)),
    r2.env,
  );
  if (status !== 200) throw new Error(`video upload failed: ${status}`);
  return body.publicUrl;
}

const couple = (image: string, overrides: Partial<CoupleInput> = {}): CoupleInput => ({
  couple_name: 'Laura y Andrés',
  description: 'Se conocieron en la Feria de las Flores de Medellín.',
  profile_image_url: image,
  person1_name: 'Laura Restrepo',
  person1_alias: 'Lau',
  person1_birth_date: '1992-10-05',
  person1_comidas_favoritas: ['Bandeja paisa', 'Arepa de choclo'],
  person1_series_peliculas: ['Encanto'],
  person1_suegros: ['Gloria', 'Hernán'],
  person2_name: 'Andrés Gómez',
  person2_birth_date: '1990-03-25',
  person2_comidas_favoritas: ['Ajiaco'],
  relationship_start_date: '2015-04-18',
  anniversary_date: '2019-12-07',
  common_interests: ['Viajar', 'Bailar salsa'],
  pets: 'Lupe, una gata criolla',
  short_term_goals: 'Conocer Cartagena',
  ...overrides,
});

async function created(overrides: Partial<CoupleInput> = {}) {
  const { status, body } = await createCouple(couple(await photo(t.admin.token, 'profile'), overrides));
  expect(status, body.error).toBe(201);
  return body.data.coupleProfile;
}

const keyOf = (url: string) => url.replace('/media/', '');

describe('couple profiles API: access', () => {
  const param = { id: 'x' };
  const sends: [string, (client: ApiClients['adminCouples']) => Promise<{ status: number }>][] = [
    [`GET ${BASE}`, (client) => client.index.$get()],
    [`POST ${BASE}`, (client) => client.index.$post({ json: couple('/media/profile/x/foto.jpg') })],
    [`GET ${BASE}/x`, (client) => client[':id'].$get({ param })],
    [`PUT ${BASE}/x`, (client) => client[':id'].$put({ param, json: {} })],
    [`DELETE ${BASE}/x`, (client) => client[':id'].$delete({ param })],
    [`POST ${BASE}/x/gallery`, (client) => client[':id'].gallery.$post({ param, json: { photos: [] } })],
    [`POST ${BASE}/x/songs`, (client) => client[':id'].songs.$post({ param, json: { songs: [] } })],
    [`POST ${BASE}/x/videos`, (client) => client[':id'].videos.$post({ param, json: { videos: [] } })],
  ];
  it.each(sends)('%s is for administrators only', async (_route, send) => {
    expect((await send(couples(''))).status).toBe(401);
    const customer = await createUserWithSession(t.db);
    expect((await send(couples(customer.token))).status).toBe(403);
  });
});

describe('POST /api/admin/couple-profiles', () => {
  it('creates an unpublished couple with its slug and zodiac signs, and lists and reads it under the spec keys', async () => {
    const profile = await created();
    expect(profile).toMatchObject({
      slug: 'laura-y-andres',
      couple_name: 'Laura y Andrés',
      person1_zodiac_sign: 'Libra',
      person2_zodiac_sign: 'Aries',
      person1_comidas_favoritas: ['Bandeja paisa', 'Arepa de choclo'],
      person2_series_peliculas: [],
      common_interests: ['Viajar', 'Bailar salsa'],
      template_id: 'couple-1',
      is_published: false,
      visit_count: 0,
      user_id: null,
      gallery_photos: [],
      favorite_songs: [],
      special_videos: [],
    });
    const list = await listCouples();
    expect(list.body.data.coupleProfiles.map((c) => c.id)).toEqual([profile.id]);
    const one = await getCouple(profile.id);
    expect(one.body.data.coupleProfile).toMatchObject({ id: profile.id, owner: null });
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, profile.id));
    expect(audit).toMatchObject({ action: 'couple.create', actorId: t.admin.user.id });

    // The same name again gets the next free address: the first one is printed on a plaque.
    expect((await created()).slug).toBe('laura-y-andres-2');
  });

  it.each([
    ['couple_name', '', M.coupleNameRequired],
    ['description', '  ', M.descriptionRequired],
    ['profile_image_url', '', M.imageRequired],
    ['person1_name', '', M.person1NameRequired],
    ['person1_birth_date', '', M.person1BirthRequired],
    ['person2_name', undefined, M.person2NameRequired],
    ['person2_birth_date', '1990-02-31x', M.person2BirthRequired],
  ])('refuses a missing %s with the wizard’s own words', async (field, value, message) => {
    // One row leaves out a name the route's type requires: the table is sent untyped, to be refused.
    const { status, body } = await createUntyped({ ...couple(await photo(t.admin.token, 'profile')), [field]: value });
    expect(status).toBe(400);
    expect(body.error).toBe(message);
    expect(await t.db.select().from(coupleProfiles)).toEqual([]);
  });

  it.each([
    ['person1_comidas_favoritas', ['a', 'b', 'c', 'd'], M.foodsFull],
    ['person2_series_peliculas', ['a', 'b', 'c', 'd'], M.seriesFull],
    ['common_interests', Array.from({ length: 11 }, (_, i) => `interés ${i}`), M.interestsFull],
    ['person1_birth_date', '2999-01-01', M.birthFuture],
  ])('enforces the limit on %s', async (field, value, message) => {
    const { status, body } = await createCouple(couple(await photo(t.admin.token, 'profile'), { [field]: value }));
    expect(status).toBe(400);
    expect(body.error).toBe(message);
  });

  it('accepts only the administrator’s own uploaded image, and only an image', async () => {
    const other = await createUserWithSession(t.db, { role: 'admin' });
    const theirs = await photo(other.token, 'profile');
    expect((await createCouple(couple(theirs))).body.error).toBe(UPLOAD_MESSAGES.invalidMedia);
    expect((await createCouple(couple('/media/profile/nadie/foto.jpg'))).status).toBe(400);
    expect((await createCouple(couple('https://example.com/foto.jpg'))).body.error).toBe(M.invalidMedia);
    expect((await createCouple(couple(await video()))).body.error).toBe(UPLOAD_MESSAGES.invalidMedia);
  });

  it('assigns the couple to a customer, whose memorials in the back-office then include it', async () => {
    const customer = await createUserWithSession(t.db);
    expect((await createCouple(couple(await photo(t.admin.token, 'profile'), { user_id: 'no-existe' }))).body.error).toBe(M.invalidOwner);
    const profile = await created({ user_id: customer.user.id });
    expect((await getCouple(profile.id)).body.data.coupleProfile.owner).toMatchObject({ id: customer.user.id, email: customer.email });

    const profiles = await read(as().adminUsers[':id'].profiles.$get({ param: { id: customer.user.id } }));
    expect(profiles.body.data).toEqual([expect.objectContaining({ type: 'couple', slug: profile.slug })]);
    const listed = await read(as().adminUsers.index.$get({ query: { search: customer.email } }));
    expect(listed.body.data.find((u) => u.id === customer.user.id)?.profiles_count).toBe(1);
    const memorials = await read(as().adminMemorials.index.$get({ query: {} }));
    expect(memorials.body.data).toEqual([expect.objectContaining({ type: 'couple', id: profile.id })]);
    // A customer with a page is deactivated, never deleted.
    expect((await deleteUser(customer.user.id)).status).toBe(409);
  });
});

describe('GET /api/admin/couple-profiles/{id}', () => {
  it('says when the id is malformed or unknown', async () => {
    expect((await getCouple('no%20v%C3%A1lido')).body.error).toBe(M.invalidId);
    const unknown = await getCouple(crypto.randomUUID());
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe(M.notFound);
  });
});

describe('the couple’s gallery, songs and videos', () => {
  it('appends photos, songs and videos in order, after the ones already there', async () => {
    const profile = await created();
    const [a, b, c] = [await photo(), await photo(), await photo()];
    expect((await addPhotos(profile.id, [{ file_url: a, title: 'Primera cita' }, { file_url: b }])).status).toBe(201);
    const after = await addPhotos(profile.id, [{ file_url: c, title: '' }]);
    expect(after.body.data.coupleProfile.gallery_photos).toEqual([
      expect.objectContaining({ photo_url: a, photo_title: 'Primera cita', display_order: 0 }),
      expect.objectContaining({ photo_url: b, photo_title: null, display_order: 1 }),
      expect.objectContaining({ photo_url: c, photo_title: null, display_order: 2 }),
    ]);

    const songs = await addSongs(profile.id, [{ title: 'Colombia tierra querida', youtube_url: 'https://youtu.be/dQw4w9WgXcQ' }]);
    expect(songs.body.data.coupleProfile.favorite_songs).toEqual([
      expect.objectContaining({ song_title: 'Colombia tierra querida', youtube_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }),
    ]);
    const clip = await video();
    const videos = await addVideos(profile.id, [{ file_url: clip, title: 'boda.mp4' }]);
    expect(videos.body.data.coupleProfile.special_videos).toEqual([
      expect.objectContaining({ video_url: clip, video_filename: 'boda.mp4' }),
    ]);
  });

  it('refuses an eleventh photo, a third song or video, and a bad YouTube link, adding nothing', async () => {
    const profile = await created();
    const ten = await Promise.all(Array.from({ length: 10 }, () => photo()));
    const tooMany = await addPhotos(
      profile.id,
      [...ten, await photo()].map((file_url) => ({ file_url })),
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toBe(M.galleryFull);

    // Two requests that each fit alone, but not together: the second adds none of its photos.
    expect(
      (
        await addPhotos(
          profile.id,
          ten.slice(0, 6).map((file_url) => ({ file_url })),
        )
      ).status,
    ).toBe(201);
    const overflow = await addPhotos(
      profile.id,
      ten
        .slice(6)
        .concat(await photo())
        .map((file_url) => ({ file_url })),
    );
    expect(overflow.status).toBe(409);
    expect(overflow.body.error).toBe(M.galleryFull);
    expect(await t.db.select().from(coupleGalleryPhotos).where(eq(coupleGalleryPhotos.coupleProfileId, profile.id))).toHaveLength(6);

    const song = { title: 'Canción', youtube_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' };
    expect((await addSongs(profile.id, [song, song, song])).body.error).toBe(M.songsFull);
    expect((await addSongs(profile.id, [{ ...song, youtube_url: 'https://youtu.be/corto' }])).body.error).toBe(M.invalidYoutube);
    expect((await addSongs(profile.id, [song, song])).status).toBe(201);
    const third = await addSongs(profile.id, [song]);
    expect(third.status).toBe(409);
    expect(third.body.error).toBe(M.songsFull);

    const clips = [await video(), await video(), await video()];
    expect(
      (
        await addVideos(
          profile.id,
          clips.map((file_url) => ({ file_url })),
        )
      ).body.error,
    ).toBe(M.videosFull);
    // A photo is not a video, and a video is not a photo.
    expect((await addVideos(profile.id, [{ file_url: await photo() }])).body.error).toBe(UPLOAD_MESSAGES.invalidMedia);
    expect((await addPhotos(profile.id, [{ file_url: clips[0]! }])).body.error).toBe(UPLOAD_MESSAGES.invalidMedia);
  });

  it.each([
    ['a share link with tracking', ' https://youtu.be/YXnjy5YlDwk?si=compartido&t=42 '],
    ['words around the link', 'Vivir mi vida https://www.youtube.com/watch?v=YXnjy5YlDwk&list=RD'],
    ['a Shorts address', 'youtube.com/shorts/YXnjy5YlDwk'],
    ['a YouTube Music address', 'https://music.youtube.com/watch?v=YXnjy5YlDwk&feature=share'],
  ])('stores a song typed as %s as its plain watch address, in the lists and in an edit', async (_form, typed) => {
    const profile = await created();
    const watch = 'https://www.youtube.com/watch?v=YXnjy5YlDwk';
    const added = await addSongs(profile.id, [{ title: 'Vivir mi vida', youtube_url: typed }]);
    expect(added.status).toBe(201);
    expect(added.body.data.coupleProfile.favorite_songs.map((song) => song.youtube_url)).toEqual([watch]);
    const edited = await updateCouple(profile.id, { songs: [{ title: 'Vivir mi vida', youtube_url: typed }] });
    expect(edited.status).toBe(200);
    const stored = await t.db.select().from(coupleSongs).where(eq(coupleSongs.coupleProfileId, profile.id));
    expect(stored.map((song) => song.youtubeUrl)).toEqual([watch]);
  });

  it('answers 404 for the lists of a couple that does not exist', async () => {
    const missing = await addSongs(crypto.randomUUID(), [{ title: 'x', youtube_url: 'https://youtu.be/dQw4w9WgXcQ' }]);
    expect(missing.status).toBe(404);
  });
});

describe('PUT and DELETE /api/admin/couple-profiles/{id}', () => {
  it('edits fields and replaces whole lists at once, keeps the slug, and deletes the media it no longer shows', async () => {
    const profile = await created();
    const [a, b] = [await photo(), await photo()];
    await addPhotos(profile.id, [{ file_url: a }, { file_url: b }]);
    const newImage = await photo(t.admin.token, 'profile');

    const { status, body } = await updateCouple(profile.id, {
      couple_name: 'Laura y Andrés Gómez',
      person2_birth_date: '1990-07-30',
      profile_image_url: newImage,
      photos: [{ file_url: b, title: 'La boda' }],
      is_published: true,
    });
    expect(status, body.error).toBe(200);
    expect(body.message).toBe(M.updated);
    expect(body.data.coupleProfile).toMatchObject({
      slug: profile.slug,
      couple_name: 'Laura y Andrés Gómez',
      person2_zodiac_sign: 'Leo',
      profile_image_url: newImage,
      is_published: true,
      gallery_photos: [expect.objectContaining({ photo_url: b, photo_title: 'La boda', display_order: 0 })],
    });
    expect(await bucketKeys(r2.bucket, keyOf(a))).toEqual([]);
    expect(await bucketKeys(r2.bucket, keyOf(profile.profile_image_url))).toEqual([]);
    expect(await bucketKeys(r2.bucket, keyOf(b))).not.toEqual([]);
    // Published now: the public page's read finds it.
    expect((await testClient(t.app, r2.env).coupleProfiles.public[':slug'].$get({ param: { slug: profile.slug } })).status).toBe(200);

    // Limits hold on edit too, and a refused edit changes nothing.
    const eleven = await Promise.all(Array.from({ length: 11 }, () => photo()));
    const refused = await updateCouple(profile.id, { couple_name: 'Otro', photos: eleven.map((file_url) => ({ file_url })) });
    expect(refused.body.error).toBe(M.galleryFull);
    expect((await getCouple(profile.id)).body.data.coupleProfile.couple_name).toBe('Laura y Andrés Gómez');
  });

  it('deletes the couple, its lists and every file it showed', async () => {
    const profile = await created();
    const shot = await photo();
    const clip = await video();
    await addPhotos(profile.id, [{ file_url: shot }]);
    await addVideos(profile.id, [{ file_url: clip }]);

    const { status, body } = await deleteCouple(profile.id);
    expect(status).toBe(200);
    expect(body.message).toBe(M.deleted);
    for (const url of [profile.profile_image_url, shot, clip]) expect(await bucketKeys(r2.bucket, keyOf(url))).toEqual([]);
    expect(await t.db.select().from(coupleGalleryPhotos)).toEqual([]);
    expect((await getCouple(profile.id)).status).toBe(404);
    expect((await deleteCouple(profile.id)).status).toBe(404);
  });

  it('lets a customer’s account go once it no longer owns the page: the page stays, unassigned', async () => {
    const customer = await createUserWithSession(t.db);
    const profile = await created({ user_id: customer.user.id });
    expect((await updateCouple(profile.id, { user_id: null })).body.data.coupleProfile.user_id).toBeNull();
    expect((await deleteUser(customer.user.id)).status).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.id, customer.user.id))).toEqual([]);
    expect((await getCouple(profile.id)).status).toBe(200);
  });
});
