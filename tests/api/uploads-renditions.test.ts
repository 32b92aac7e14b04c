import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/client';
import { mediaObjects } from '../../db/schema';
import { deleteMedia } from '../../worker/media';
import { runCleanup } from '../../worker/services/cleanup';
import { DAY } from '../../worker/services/time';
import { UPLOAD_MESSAGES as M, type UploadedMedia } from '../../worker/schemas/uploads';
import { loadPageImages } from '../../site/data/page-images';
import { loadVideoPosters } from '../../site/data/video-posters';
import { bearer, createUserWithSession } from '../helpers/auth';
import { givePaidOrder, individualPayload } from '../helpers/memorials';
import { bucketKeys, formPost, localR2, pngImage, videoBytes } from '../helpers/media-fixtures';
import { read, testClient } from '../helpers/test-client';
import { call, createTestApp, createTestDb, type TestApp } from '../helpers/test-db';

/**
 * Photos for phones at the API (docs/features/public-pages.md): beside a photo's 480 px rendition, a 1280 px one the lightbox takes on a phone, and a
 * poster frame for every video, tied to it by `variant_of`. Both are accepted only for the uploader's own
 * original, at the sizes the browser makes, and go away with their photo or video.
 */
type UploadBody = { success: boolean; data: UploadedMedia; error: string };

let db: Db;
let app: TestApp;
let r2: Awaited<ReturnType<typeof localR2>>;
beforeAll(async () => {
  db = await createTestDb();
  app = createTestApp(db);
  r2 = await localR2();
  vi.spyOn(console, 'info').mockImplementation(() => {});
});
afterAll(async () => {
  vi.restoreAllMocks();
  await r2?.dispose();
});

/** A prepared photo as the browser sends it: 2048 px on its long side. */
const ORIGINAL = pngImage(2048, 1536);

async function person() {
  const { user, token } = await createUserWithSession(db);
  await givePaidOrder(db, user.id);
  const auth = bearer(token);
  const send = (bytes: Uint8Array, fields: Record<string, string>, name = 'foto.png') =>
    call<UploadBody>(app, '/api/upload-proxy/proxy', formPost(['file', bytes, name, 'image/png'], fields, auth), r2.env);
  const photo = async (type: 'profile' | 'gallery' = 'gallery') => {
    const original = await send(ORIGINAL, { type });
    expect(original.status).toBe(200);
    const phone = await send(pngImage(480, 360), { type, variant_of: original.body.data.key });
    const screen = await send(pngImage(1280, 960), { type, variant_of: original.body.data.key });
    expect([phone.status, screen.status]).toEqual([200, 200]);
    return { original: original.body.data, phone: phone.body.data, screen: screen.body.data };
  };
  const video = async () => {
    const sent = await call<UploadBody>(
      app,
      '/api/upload/video',
      formPost(['video', videoBytes('webm', 20_000), 'v.webm', 'video/webm'], {}, auth),
      r2.env,
    );
    expect(sent.status).toBe(200);
    return sent.body.data;
  };
  const poster = (videoKey: string, bytes = pngImage(400, 225)) => send(bytes, { type: 'thumbnail', variant_of: videoKey }, 'portada.png');
  return { user, token, auth, send, photo, video, poster };
}

const rowOf = async (key: string) => (await db.select().from(mediaObjects).where(eq(mediaObjects.key, key)))[0];
const stored = async (keys: string[]) =>
  (await Promise.all(keys.map(async (key) => ((await r2.bucket.head(key)) ? key : null)))).filter((key) => key !== null);

describe('the 1280 px rendition of a photo', () => {
  it('is stored beside the 480 px one, tied to its original, and pages offer 480, 1280 and 2048 px', async () => {
    const ana = await person();
    const { original, phone, screen } = await ana.photo();
    expect(await rowOf(screen.key)).toMatchObject({
      variantOf: original.key,
      width: 1280,
      height: 960,
      kind: 'gallery',
      ownerId: ana.user.id,
    });
    expect(await rowOf(phone.key)).toMatchObject({ variantOf: original.key, width: 480 });

    const image = (await loadPageImages(db, [original.url]))(original.url);
    expect(image).toMatchObject({
      src: phone.url,
      srcset: `${phone.url} 480w, ${screen.url} 1280w, ${original.url} 2048w`,
      full: original.url,
    });
  });

  it('refuses one over 1280 px, one not smaller than its original, and one of someone else’s photo, storing nothing', async () => {
    const ana = await person();
    const stranger = await person();
    const original = await ana.send(ORIGINAL, { type: 'gallery' });
    const key = original.body.data.key;

    const tooLarge = await ana.send(pngImage(1600, 1200), { type: 'gallery', variant_of: key });
    expect(tooLarge).toMatchObject({ status: 400, body: { success: false, error: M.variantTooLarge } });
    const portraitTooTall = await ana.send(pngImage(900, 1300), { type: 'gallery', variant_of: key });
    expect(portraitTooTall).toMatchObject({ status: 400, body: { error: M.variantTooLarge } });
    const small = await ana.send(pngImage(1000, 700), { type: 'profile' });
    const notSmaller = await ana.send(pngImage(1000, 700), { type: 'profile', variant_of: small.body.data.key });
    expect(notSmaller).toMatchObject({ status: 400, body: { error: M.variantNotSmaller } });
    const foreign = await stranger.send(pngImage(1280, 960), { type: 'gallery', variant_of: key });
    expect(foreign).toMatchObject({ status: 400, body: { error: M.invalidOriginal } });

    expect(await db.select().from(mediaObjects).where(eq(mediaObjects.variantOf, key))).toEqual([]);
    expect(await bucketKeys(r2.bucket, `gallery/${stranger.user.id}/`)).toEqual([]);
    expect(await bucketKeys(r2.bucket, `gallery/${ana.user.id}/`)).toEqual([key]);
  });

  it('falls back to what exists for a photo uploaded before it: no 1280 candidate, no missing file', async () => {
    const ana = await person();
    const original = await ana.send(ORIGINAL, { type: 'gallery' });
    const phone = await ana.send(pngImage(480, 360), { type: 'gallery', variant_of: original.body.data.key });
    const url = original.body.data.url;
    expect((await loadPageImages(db, [url]))(url).srcset).toBe(`${phone.body.data.url} 480w, ${url} 2048w`);
  });
});

describe('the poster frame of a video', () => {
  it('is stored as the video’s thumbnail and found by the pages; a video without one has no poster', async () => {
    const ana = await person();
    const video = await ana.video();
    const old = await ana.video();
    const poster = await ana.poster(video.key);
    expect(poster.status).toBe(200);
    expect(await rowOf(poster.body.data.key)).toMatchObject({ kind: 'thumbnail', variantOf: video.key, width: 400, height: 225 });
    expect(poster.body.data.key).toMatch(new RegExp(`^thumbnail/${ana.user.id}/`));

    const posterOf = await loadVideoPosters(db, [video.url, old.url, null, 'https://youtube.com/watch?v=abc']);
    expect(posterOf(video.url)).toBe(poster.body.data.url);
    expect(posterOf(old.url)).toBeUndefined();
  });

  it('refuses a second poster (409), one over 400 × 300, one for someone else’s video and one for a photo', async () => {
    const ana = await person();
    const stranger = await person();
    const video = await ana.video();
    const photo = await ana.send(ORIGINAL, { type: 'gallery' });

    expect(await ana.poster(video.key, pngImage(401, 300))).toMatchObject({ status: 400, body: { error: M.posterTooLarge } });
    expect(await ana.poster(video.key, pngImage(300, 301))).toMatchObject({ status: 400, body: { error: M.posterTooLarge } });
    expect(await stranger.poster(video.key)).toMatchObject({ status: 400, body: { error: M.invalidVideo } });
    expect(await ana.poster(photo.body.data.key)).toMatchObject({ status: 400, body: { error: M.invalidVideo } });
    expect(await ana.poster(`video/${ana.user.id}/no-existe.webm`)).toMatchObject({ status: 400, body: { error: M.invalidVideo } });
    expect(await ana.poster(video.key)).toMatchObject({ status: 200 });
    expect(await ana.poster(video.key)).toMatchObject({ status: 409, body: { success: false, error: M.posterTaken } });

    expect(await db.select().from(mediaObjects).where(eq(mediaObjects.variantOf, video.key))).toHaveLength(1);
    expect(await bucketKeys(r2.bucket, `thumbnail/${stranger.user.id}/`)).toEqual([]);
    expect(await bucketKeys(r2.bucket, `thumbnail/${ana.user.id}/`)).toHaveLength(1);
  });
});

describe('deleting a photo or a video deletes its renditions and its poster', () => {
  it('when the owner takes them off the memorial', async () => {
    const ana = await person();
    const kept = await ana.photo();
    const removed = await ana.photo();
    const video = await ana.video();
    const poster = (await ana.poster(video.key)).body.data;
    const profiles = testClient(app, r2.env, bearer(ana.token)).profiles;
    const created = await read(
      profiles.index.$post({
        json: individualPayload({ gallery_images: [kept.original.url, removed.original.url], memorial_video_url: video.url }),
      }),
    );
    expect(created.status).toBe(201);

    const updated = await read(
      profiles[':id'].$put({ param: { id: created.body.data.id }, json: individualPayload({ gallery_images: [kept.original.url] }) }),
    );
    expect(updated.status).toBe(200);
    const gone = [removed.original.key, removed.phone.key, removed.screen.key, video.key, poster.key];
    expect(await stored(gone)).toEqual([]);
    expect(await db.select().from(mediaObjects).where(inArray(mediaObjects.key, gone))).toEqual([]);
    const still = [kept.original.key, kept.phone.key, kept.screen.key];
    expect(await stored(still)).toEqual(still);
  });

  it('through deleteMedia, the path every memorial and the account deletion take', async () => {
    const ana = await person();
    const photo = await ana.photo();
    const video = await ana.video();
    const poster = (await ana.poster(video.key)).body.data;
    const deleted = await deleteMedia(db, r2.bucket, [photo.original.url, video.url]);
    expect(deleted.sort()).toEqual([photo.original.key, photo.phone.key, photo.screen.key, video.key, poster.key].sort());
    expect(await stored(deleted)).toEqual([]);
  });

  it('in the daily clean-up, for files nothing shows and for copies whose original is gone', async () => {
    const ana = await person();
    const unused = await ana.photo();
    const video = await ana.video();
    const poster = (await ana.poster(video.key)).body.data;
    const orphanedPhoto = await ana.photo();
    const orphanedVideo = await ana.video();
    const orphanedPoster = (await ana.poster(orphanedVideo.key)).body.data;
    // As if a deletion had removed the originals' rows and then failed: their copies are left alone.
    await db.delete(mediaObjects).where(inArray(mediaObjects.key, [orphanedPhoto.original.key, orphanedVideo.key]));

    await runCleanup({ db, bucket: r2.bucket, now: Date.now() + 2 * DAY });
    const all = [
      unused.original,
      unused.phone,
      unused.screen,
      video,
      poster,
      orphanedPhoto.phone,
      orphanedPhoto.screen,
      orphanedPoster,
    ].map((media) => media.key);
    expect(await stored(all)).toEqual([]);
    expect(await db.select().from(mediaObjects).where(inArray(mediaObjects.key, all))).toEqual([]);
  });
});
