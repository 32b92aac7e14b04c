import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { familyProfiles, mediaObjects, memorialProfiles } from '../../db/schema';
import { PART_SIZE } from '../../worker/media/stream-to-r2';
import { ANONYMOUS_UPLOAD_RULE } from '../../worker/media/upload-limits';
import { MAX_IMAGE_BYTES, MAX_VIDEO_BYTES, UPLOAD_MESSAGES as M, type UploadedMedia } from '../../worker/schemas/uploads';
import { bearer, createUserWithSession, uniqueClient } from '../helpers/auth';
import { givePaidOrder } from '../helpers/memorials';
import {
  LANDSCAPE_JPEG,
  bucketKeys,
  formPost,
  objectBytes,
  pngImage,
  seedJpeg,
  streamedForm,
  streamedPost,
  videoBytes,
  videoChunks,
  type VideoContainer,
} from '../helpers/media-fixtures';
import { startInFreshRateWindows } from '../helpers/rate-windows';
import { hashedWhileSent, recordedBucket, storedDigest } from '../helpers/recorded-bucket';
import { call } from '../helpers/test-db';
import { MAX_DISCARDED_BYTES } from '../../worker/middleware/body-limit';
import { useTestApp } from '../helpers/test-app';

/**
 * The upload API against a real SQLite database and R2 as workerd emulates it (Miniflare): files are
 * judged by their bytes, stored under keys the server makes, recorded in media_objects, and videos are
 * streamed in parts without ever being held whole.
 */
type UploadBody = { success: boolean; publicUrl: string; data: UploadedMedia; error: string };

const t = useTestApp({ media: true });

const upload = (path: string, init: RequestInit, env: object = t.r2.env) => call<UploadBody>(t.app, path, init, env);
const jpeg = seedJpeg(LANDSCAPE_JPEG.name);
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** A customer with a paid order: the account that uploads a memorial's photos and video. */
async function signedIn() {
  const { user, token } = await createUserWithSession(t.db);
  await givePaidOrder(t.db, user.id);
  return { user, auth: bearer(token) };
}

async function rowFor(key: string) {
  const [row] = await t.db.select().from(mediaObjects).where(eq(mediaObjects.key, key));
  return row;
}

describe('POST /api/upload-proxy/proxy (signed in)', () => {
  it('stores a JPEG profile photo under a server-made key, with its size, and answers both URLs', async () => {
    const { user, auth } = await signedIn();
    const { status, body } = await upload(
      '/api/upload-proxy/proxy',
      formPost(['file', jpeg, '../../mi foto <script>.jpg', 'image/jpeg'], { type: 'profile' }, auth),
    );
    expect(status).toBe(200);
    const key = body.data.key;
    expect(key).toMatch(new RegExp(`^profile/${user.id}/${UUID}\\.jpg$`));
    expect(body).toEqual({
      success: true,
      publicUrl: `/media/${key}`,
      data: { publicUrl: `/media/${key}`, url: `/media/${key}`, key, contentType: 'image/jpeg', size: jpeg.length },
    });
    expect(await objectBytes(t.r2.bucket, key)).toEqual(jpeg);
    expect((await t.r2.bucket.head(key))?.httpMetadata?.contentType).toBe('image/jpeg');
    expect(await rowFor(key)).toMatchObject({
      ownerId: user.id,
      kind: 'profile',
      contentType: 'image/jpeg',
      size: jpeg.length,
      width: LANDSCAPE_JPEG.width,
      height: LANDSCAPE_JPEG.height,
      variantOf: null,
    });
  });

  it('takes a PNG gallery photo whose type field comes after the file', async () => {
    const { user, auth } = await signedIn();
    const png = pngImage(800, 600);
    const { status, body } = await upload(
      '/api/upload-proxy/proxy',
      formPost(['file', png, 'foto.png', 'image/png'], { type: 'gallery' }, auth, true),
    );
    expect(status).toBe(200);
    expect(body.data.key).toMatch(new RegExp(`^gallery/${user.id}/${UUID}\\.png$`));
    expect(await rowFor(body.data.key)).toMatchObject({ kind: 'gallery', contentType: 'image/png', width: 800, height: 600 });
  });

  const containers: [VideoContainer, string, string][] = [
    ['mp4', 'video/mp4', 'mp4'],
    ['mov', 'video/quicktime', 'mov'],
    ['movLegacy', 'video/quicktime', 'mov'],
    ['webm', 'video/webm', 'webm'],
    ['avi', 'video/x-msvideo', 'avi'],
  ];
  it.each(containers)('takes a %s video with type video', async (container, contentType, ext) => {
    const { user, auth } = await signedIn();
    const bytes = videoBytes(container, 5000);
    // Declared as something else on purpose: only the bytes count.
    const { status, body } = await upload(
      '/api/upload-proxy/proxy',
      formPost(['file', bytes, 'clip.bin', 'application/octet-stream'], { type: 'video' }, auth),
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ contentType, size: 5000 });
    expect(body.data.key).toMatch(new RegExp(`^video/${user.id}/${UUID}\\.${ext}$`));
    expect(await objectBytes(t.r2.bucket, body.data.key)).toEqual(bytes);
    expect(await rowFor(body.data.key)).toMatchObject({ kind: 'video', contentType, width: null, height: null });
  });

  it('refuses a PNG renamed .mp4 as a video, by its content, before or after the type field', async () => {
    const { user, auth } = await signedIn();
    for (const fileFirst of [false, true]) {
      const { status, body } = await upload(
        '/api/upload-proxy/proxy',
        formPost(['file', pngImage(10, 10), 'video.mp4', 'video/mp4'], { type: 'video' }, auth, fileFirst),
      );
      expect(status).toBe(415);
      expect(body).toEqual({ success: false, error: M.videoType, code: 'UNSUPPORTED_MEDIA_TYPE' });
    }
    expect(await bucketKeys(t.r2.bucket, `video/${user.id}/`)).toEqual([]);
  });

  it('refuses a text file renamed .jpg, and a video sent as a profile photo', async () => {
    const { user, auth } = await signedIn();
    const text = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    const renamed = await upload('/api/upload-proxy/proxy', formPost(['file', text, 'foto.jpg', 'image/jpeg'], { type: 'profile' }, auth));
    expect(renamed).toMatchObject({ status: 415, body: { success: false, error: M.imageType } });
    const video = await upload(
      '/api/upload-proxy/proxy',
      formPost(['file', videoBytes('mp4'), 'foto.jpg', 'image/jpeg'], { type: 'profile' }, auth, true),
    );
    expect(video).toMatchObject({ status: 415, body: { error: M.imageType } });
    expect(await bucketKeys(t.r2.bucket, `profile/${user.id}/`)).toEqual([]);
    expect(await bucketKeys(t.r2.bucket, `video/${user.id}/`)).toEqual([]);
  });

  it('takes an image of exactly 2 MB and refuses one byte more with 413', async () => {
    const { user, auth } = await signedIn();
    const exact = await upload(
      '/api/upload-proxy/proxy',
      formPost(['file', pngImage(64, 64, MAX_IMAGE_BYTES), 'grande.png', 'image/png'], { type: 'gallery' }, auth),
    );
    expect(exact.status).toBe(200);
    expect(exact.body.data.size).toBe(MAX_IMAGE_BYTES);
    const over = await upload(
      '/api/upload-proxy/proxy',
      formPost(['file', pngImage(64, 64, MAX_IMAGE_BYTES + 1), 'grande.png', 'image/png'], { type: 'gallery' }, auth),
    );
    expect(over).toMatchObject({ status: 413, body: { success: false, error: M.imageTooLarge } });
    expect(await bucketKeys(t.r2.bucket, `gallery/${user.id}/`)).toEqual([exact.body.data.key]);
  });

  it('refuses an empty file, a missing file, a body that is not a form and an unknown type', async () => {
    const { auth } = await signedIn();
    const empty = await upload(
      '/api/upload-proxy/proxy',
      formPost(['file', new Uint8Array(), 'vacia.jpg', 'image/jpeg'], { type: 'profile' }, auth),
    );
    expect(empty).toMatchObject({ status: 400, body: { success: false, error: M.emptyFile } });
    const missing = await upload('/api/upload-proxy/proxy', formPost(['foto', jpeg, 'a.jpg', 'image/jpeg'], { type: 'profile' }, auth));
    expect(missing).toMatchObject({ status: 400, body: { error: M.noFile } });
    const json = await upload('/api/upload-proxy/proxy', {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'profile' }),
    });
    expect(json).toMatchObject({ status: 400, body: { error: M.noFile } });
    const unknown = await upload('/api/upload-proxy/proxy', formPost(['file', jpeg, 'a.jpg', 'image/jpeg'], { type: 'avatar' }, auth));
    expect(unknown).toMatchObject({ status: 400, body: { error: M.invalidType } });
  });

  it('answers 401 without a session', async () => {
    const { status, body } = await upload('/api/upload-proxy/proxy', formPost(['file', jpeg, 'a.jpg', 'image/jpeg'], { type: 'profile' }));
    expect(status).toBe(401);
    expect(body).toEqual({ success: false, error: 'No estás autenticado', code: 'UNAUTHORIZED' });
  });
});

describe('POST /api/upload-proxy/proxy-public', () => {
  it('takes a visitor’s memory photo without a session, owned by nobody', async () => {
    const { status, body } = await upload(
      '/api/upload-proxy/proxy-public',
      formPost(['file', jpeg, 'abuela.jpg', 'image/jpeg'], { type: 'memory' }, { 'cf-connecting-ip': uniqueClient() }),
    );
    expect(status).toBe(200);
    expect(body.data.key).toMatch(new RegExp(`^memory/anon/${UUID}\\.jpg$`));
    expect(await rowFor(body.data.key)).toMatchObject({ ownerId: null, kind: 'memory', width: 1200, height: 800 });
  });

  describe('up to the limit', () => {
    startInFreshRateWindows();

    it(`limits anonymous uploads to ${ANONYMOUS_UPLOAD_RULE.limit} per client address`, async () => {
      const client = { 'cf-connecting-ip': uniqueClient() };
      const small = pngImage(2, 2);
      for (let i = 0; i < ANONYMOUS_UPLOAD_RULE.limit; i++) {
        const { status } = await upload(
          '/api/upload-proxy/proxy-public',
          formPost(['file', small, 'a.png', 'image/png'], { type: 'memory' }, client),
        );
        expect(status).toBe(200);
      }
      const limited = await upload(
        '/api/upload-proxy/proxy-public',
        formPost(['file', small, 'a.png', 'image/png'], { type: 'memory' }, client),
      );
      expect(limited).toMatchObject({ status: 429, body: { success: false, error: M.tooManyUploads } });
      const elsewhere = await upload(
        '/api/upload-proxy/proxy-public',
        formPost(['file', small, 'a.png', 'image/png'], { type: 'memory' }, { 'cf-connecting-ip': uniqueClient() }),
      );
      expect(elsewhere.status).toBe(200);
    });
  });

  it('asks for a session for gallery photos, whichever order the fields come in', async () => {
    for (const fileFirst of [false, true]) {
      const { status, body } = await upload(
        '/api/upload-proxy/proxy-public',
        formPost(['file', jpeg, 'a.jpg', 'image/jpeg'], { type: 'gallery' }, { 'cf-connecting-ip': uniqueClient() }, fileFirst),
      );
      expect(status).toBe(401);
      expect(body.error).toBe('No estás autenticado');
    }
    expect(await bucketKeys(t.r2.bucket, 'gallery/anon/')).toEqual([]);
  });

  it('takes gallery photos from a signed-in owner, and never videos', async () => {
    const { user, auth } = await signedIn();
    const gallery = await upload(
      '/api/upload-proxy/proxy-public',
      formPost(['file', jpeg, 'a.jpg', 'image/jpeg'], { type: 'gallery' }, auth),
    );
    expect(gallery.status).toBe(200);
    expect(gallery.body.data.key.startsWith(`gallery/${user.id}/`)).toBe(true);
    for (const fileFirst of [false, true]) {
      const video = await upload(
        '/api/upload-proxy/proxy-public',
        formPost(['file', videoBytes('mp4'), 'a.mp4', 'video/mp4'], { type: 'memory' }, auth, fileFirst),
      );
      expect(video).toMatchObject({ status: 415, body: { error: M.imageType } });
    }
    expect(await bucketKeys(t.r2.bucket, `video/${user.id}/`)).toEqual([]);
  });
});

describe('POST /api/upload/video', () => {
  async function memorial(userId: string, videoUrl: string | null) {
    const [row] = await t.db
      .insert(memorialProfiles)
      .values({
        userId,
        slug: `memorial-${crypto.randomUUID()}`,
        profileName: 'Rosa Herrera',
        birthDate: '1940-02-01',
        deathDate: '2020-03-04',
        memorialVideoUrl: videoUrl,
      })
      .returning();
    if (!row) throw new Error('memorial not created');
    return row;
  }

  it('streams a video to R2 and records it', async () => {
    const { user, auth } = await signedIn();
    const bytes = videoBytes('webm', 20_000);
    const { status, body } = await upload('/api/upload/video', formPost(['video', bytes, 'recuerdo.webm', 'video/webm'], {}, auth));
    expect(status).toBe(200);
    expect(body.data.url).toBe(`/media/${body.data.key}`);
    expect(body.data.key).toMatch(new RegExp(`^video/${user.id}/${UUID}\\.webm$`));
    expect(await objectBytes(t.r2.bucket, body.data.key)).toEqual(bytes);
  });

  it('answers 409 when the memorial already has a video, storing nothing, before or after the file', async () => {
    const { user, auth } = await signedIn();
    const taken = await memorial(user.id, '/media/video/x/y.mp4');
    for (const fileFirst of [false, true]) {
      const { status, body } = await upload(
        '/api/upload/video',
        formPost(['video', videoBytes('mp4'), 'v.mp4', 'video/mp4'], { profile_id: taken.id }, auth, fileFirst),
      );
      expect(status).toBe(409);
      expect(body).toEqual({ success: false, error: 'Este memorial ya tiene un video', code: 'CONFLICT' });
    }
    expect(await bucketKeys(t.r2.bucket, `video/${user.id}/`)).toEqual([]);

    const free = await memorial(user.id, null);
    const ok = await upload(
      '/api/upload/video',
      formPost(['video', videoBytes('mp4'), 'v.mp4', 'video/mp4'], { profile_id: free.id }, auth),
    );
    expect(ok.status).toBe(200);
  });

  it('answers 404 for someone else’s memorial or family page, and 409 for a family page with a video', async () => {
    const owner = await signedIn();
    const { user, auth } = await signedIn();
    const foreign = await memorial(owner.user.id, null);
    const res = await upload(
      '/api/upload/video',
      formPost(['video', videoBytes('mp4'), 'v.mp4', 'video/mp4'], { profile_id: foreign.id }, auth),
    );
    expect(res).toMatchObject({ status: 404, body: { success: false } });

    const [family] = await t.db
      .insert(familyProfiles)
      .values({ userId: user.id, slug: `familia-${crypto.randomUUID()}`, familyName: 'Gómez', memorialVideoUrl: '/media/video/a/b.mp4' })
      .returning();
    const familyTaken = await upload(
      '/api/upload/video',
      formPost(['video', videoBytes('mp4'), 'v.mp4', 'video/mp4'], { family_profile_id: family?.id ?? '' }, auth),
    );
    expect(familyTaken).toMatchObject({ status: 409, body: { error: M.videoTaken } });
    const otherFamily = await upload(
      '/api/upload/video',
      formPost(['video', videoBytes('mp4'), 'v.mp4', 'video/mp4'], { family_profile_id: family?.id ?? '' }, owner.auth),
    );
    expect(otherFamily.status).toBe(404);
  });

  it('refuses images and answers 401 without a session', async () => {
    const { auth } = await signedIn();
    const png = await upload('/api/upload/video', formPost(['video', pngImage(4, 4), 'v.mp4', 'video/mp4'], {}, auth));
    expect(png).toMatchObject({ status: 415, body: { error: M.videoType } });
    const guest = await upload('/api/upload/video', formPost(['video', videoBytes('mp4'), 'v.mp4', 'video/mp4'], {}));
    expect(guest).toMatchObject({ status: 401, body: { error: 'No estás autenticado' } });
  });
});

describe('large videos are streamed', () => {
  it('refuses a streamed video over 65 MB with 413, aborting the upload and storing nothing', async () => {
    const { user, auth } = await signedIn();
    const { log, env } = recordedBucket(t.r2.bucket);
    const form = streamedForm([
      { name: 'type', value: 'video' },
      { name: 'file', filename: 'largo.mp4', contentType: 'video/mp4', chunks: videoChunks('mp4', MAX_VIDEO_BYTES + 1) },
    ]);
    const { status, body } = await upload('/api/upload-proxy/proxy', streamedPost(form, auth), env);
    expect(status).toBe(413);
    expect(body).toEqual({ success: false, error: M.videoTooLarge, code: 'PAYLOAD_TOO_LARGE' });
    expect(log.parts).toEqual([PART_SIZE, PART_SIZE, PART_SIZE, PART_SIZE, PART_SIZE, PART_SIZE]);
    expect(log.aborted).toBe(1);
    expect(log.completed + log.puts).toBe(0);
    expect(await bucketKeys(t.r2.bucket, `video/${user.id}/`)).toEqual([]);
    expect(await t.db.select().from(mediaObjects).where(eq(mediaObjects.ownerId, user.id))).toEqual([]);
  });

  it('aborts and answers 400 when the body breaks off in the middle of a video', async () => {
    const { user, auth } = await signedIn();
    const { log, env } = recordedBucket(t.r2.bucket);
    const form = streamedForm([
      { name: 'file', filename: 'v.mp4', contentType: 'video/mp4', chunks: videoChunks('mp4', 12 * 1024 * 1024) },
    ]);
    // The sender stops after the file's bytes: no closing boundary ever comes.
    const reader = form.body.getReader();
    const truncated = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const next = await reader.read();
        // streamedForm sends the CRLF before the closing boundary as a chunk of its own.
        const text = next.value?.length === 2 ? new TextDecoder().decode(next.value) : '';
        if (next.done || text === '\r\n') controller.close();
        else controller.enqueue(next.value);
      },
    });
    const res = await upload('/api/upload-proxy/proxy', streamedPost({ ...form, body: truncated }, auth), env);
    expect(res).toMatchObject({ status: 400, body: { error: M.malformedForm } });
    expect(log.parts).toEqual([PART_SIZE]);
    expect(log.aborted).toBe(1);
    expect(await bucketKeys(t.r2.bucket, `video/${user.id}/`)).toEqual([]);
  });

  it('removes a streamed video again when a type field after it says it had to be a photo', async () => {
    const { user, auth } = await signedIn();
    const { log, env } = recordedBucket(t.r2.bucket);
    const form = streamedForm([
      { name: 'file', filename: 'v.mp4', contentType: 'video/mp4', chunks: videoChunks('mp4', 12 * 1024 * 1024) },
      { name: 'type', value: 'profile' },
    ]);
    const res = await upload('/api/upload-proxy/proxy', streamedPost(form, auth), env);
    expect(res).toMatchObject({ status: 415, body: { error: M.imageType } });
    expect(log.completed).toBe(1);
    expect(await bucketKeys(t.r2.bucket, `video/${user.id}/`)).toEqual([]);
    expect(await t.db.select().from(mediaObjects).where(eq(mediaObjects.ownerId, user.id))).toEqual([]);
  });

  it('refuses without parsing a byte when Content-Length already says too much, reading away at most 100 MB of an endless body', async () => {
    const { auth } = await signedIn();
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    const init = {
      method: 'POST',
      body,
      duplex: 'half',
      headers: { ...auth, 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(MAX_VIDEO_BYTES + 200_000) },
    };
    const res = await upload('/api/upload/video', init as RequestInit);
    expect(res).toMatchObject({ status: 413, body: { error: M.videoTooLarge } });
    // The rest is read and dropped (the connection stays whole: worker/middleware/body-limit.ts), never forever.
    expect(pulled).toBeLessThanOrEqual(MAX_DISCARDED_BYTES / (64 * 1024) + 2);
  });

  it('stores a 60 MB video intact, in 10 MiB parts, with its type field after the file', async () => {
    const { user, auth } = await signedIn();
    const { log, env } = recordedBucket(t.r2.bucket);
    const total = 60 * 1000 * 1000;
    const sent = hashedWhileSent(videoChunks('mov', total));
    const form = streamedForm([
      { name: 'file', filename: 'boda.mov', contentType: 'video/quicktime', chunks: sent.chunks },
      { name: 'type', value: 'video' },
    ]);
    const { status, body } = await upload('/api/upload-proxy/proxy', streamedPost(form, auth), env);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ contentType: 'video/quicktime', size: total });
    expect(body.data.key.startsWith(`video/${user.id}/`)).toBe(true);
    expect(log.parts).toEqual([...Array(5).fill(PART_SIZE), total - 5 * PART_SIZE]);

    expect(await storedDigest(t.r2.bucket, body.data.key)).toEqual({ size: total, sha256: sent.digest() });
  });
});

describe('the daily upload budget of an account', () => {
  /** Uploads this account made earlier today, recorded as the media table keeps them. */
  async function usedToday(ownerId: string, files: number, bytesEach: number) {
    const rows = Array.from({ length: files }, () => ({
      key: `gallery/${ownerId}/${crypto.randomUUID()}.jpg`,
      ownerId,
      kind: 'gallery' as const,
      contentType: 'image/jpeg',
      size: bytesEach,
    }));
    // D1 binds at most 100 parameters a statement (docs/d1.md): five a row, twenty rows an insert.
    for (let start = 0; start < rows.length; start += 20) await t.db.insert(mediaObjects).values(rows.slice(start, start + 20));
  }

  it('refuses a video from an account without a paid order, storing nothing', async () => {
    const { user, token } = await createUserWithSession(t.db);
    const auth = bearer(token);
    for (const [path, field, fields] of [
      ['/api/upload/video', 'video', {}],
      ['/api/upload-proxy/proxy', 'file', { type: 'video' }],
    ] as const) {
      const { status, body } = await upload(path, formPost([field, videoBytes('mp4'), 'v.mp4', 'video/mp4'], fields, auth));
      expect(status).toBe(403);
      expect(body).toEqual({ success: false, error: M.videoNeedsOrder, code: 'FORBIDDEN' });
    }
    expect(await bucketKeys(t.r2.bucket, `video/${user.id}/`)).toEqual([]);
    // Photos need no order (the wizard can start before the payment is verified).
    const photo = await upload('/api/upload-proxy/proxy', formPost(['file', jpeg, 'a.jpg', 'image/jpeg'], { type: 'profile' }, auth));
    expect(photo.status).toBe(200);
  });

  it('answers 429 once 100 files were uploaded in the last 24 hours', async () => {
    const { user, auth } = await signedIn();
    await usedToday(user.id, 100, 1000);
    const { status, body } = await upload(
      '/api/upload-proxy/proxy',
      formPost(['file', jpeg, 'a.jpg', 'image/jpeg'], { type: 'gallery' }, auth),
    );
    expect(status).toBe(429);
    expect(body).toEqual({ success: false, error: M.dailyBudget, code: 'RATE_LIMITED' });
  });

  it('answers 429 once 200 MB were uploaded, and counts only the last 24 hours', async () => {
    const { user, auth } = await signedIn();
    await usedToday(user.id, 4, 50 * 1024 * 1024);
    const refused = await upload('/api/upload-proxy/proxy', formPost(['file', jpeg, 'a.jpg', 'image/jpeg'], { type: 'gallery' }, auth));
    expect(refused.status).toBe(429);

    await t.db
      .update(mediaObjects)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000).toISOString() })
      .where(eq(mediaObjects.ownerId, user.id));
    const tomorrow = await upload('/api/upload-proxy/proxy', formPost(['file', jpeg, 'a.jpg', 'image/jpeg'], { type: 'gallery' }, auth));
    expect(tomorrow.status).toBe(200);
  });

  it('gives administrators, who build couple pages for customers, a larger day: 2 GB or 600 files', async () => {
    const { user, token } = await createUserWithSession(t.db, { role: 'admin' });
    const auth = bearer(token);
    await usedToday(user.id, 8, 30 * 1024 * 1024);
    const fine = await upload('/api/upload-proxy/proxy', formPost(['file', jpeg, 'a.jpg', 'image/jpeg'], { type: 'gallery' }, auth));
    expect(fine.status).toBe(200);
    await usedToday(user.id, 592, 1000);
    const { status, body } = await upload(
      '/api/upload-proxy/proxy',
      formPost(['file', jpeg, 'a.jpg', 'image/jpeg'], { type: 'gallery' }, auth),
    );
    expect(status).toBe(429);
    expect(body).toEqual({ success: false, error: M.adminDailyBudget, code: 'RATE_LIMITED' });
  });

  it('gives an administrator whose session has not given the second factor a customer’s day, on every upload route', async () => {
    for (const options of [{ secondFactor: true, mfaVerified: false }, { secondFactor: false }]) {
      const { user, token } = await createUserWithSession(t.db, { role: 'admin', ...options });
      const auth = bearer(token);
      await usedToday(user.id, 8, 30 * 1024 * 1024);
      for (const path of ['/api/upload-proxy/proxy', '/api/upload-proxy/proxy-public']) {
        const { status, body } = await upload(path, formPost(['file', jpeg, 'a.jpg', 'image/jpeg'], { type: 'gallery' }, auth));
        expect(status).toBe(429);
        expect(body).toEqual({ success: false, error: M.dailyBudget, code: 'RATE_LIMITED' });
      }
    }
  });

  it('stops a video that would carry the account past its budget, storing nothing', async () => {
    const { user, auth } = await signedIn();
    await usedToday(user.id, 1, 200 * 1024 * 1024 - 10_000);
    const { status, body } = await upload(
      '/api/upload/video',
      formPost(['video', videoBytes('webm', 20_000), 'v.webm', 'video/webm'], {}, auth),
    );
    expect(status).toBe(429);
    expect(body).toEqual({ success: false, error: M.dailyBudget, code: 'RATE_LIMITED' });
    expect(await bucketKeys(t.r2.bucket, `video/${user.id}/`)).toEqual([]);
  });
});
