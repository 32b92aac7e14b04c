import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { mediaObjects, memorialProfiles, memories } from '../../db/schema';
import type { Db } from '../../db/client';
import { bearer, createUserWithSession, uniqueClient } from '../helpers/auth';
import { givePaidOrder, individualPayload, insertMemorial } from '../helpers/memorials';
import { PART_SIZE } from '../../worker/media/stream-to-r2';
import { bucketKeys, formPost, LANDSCAPE_JPEG, seedJpeg, streamedForm, streamedPost, videoChunks } from '../helpers/media-fixtures';
import { hashedWhileSent, recordedBucket, storedDigest } from '../helpers/recorded-bucket';
import { insertWaitingMemory, memoryBody, recordingWallRooms, solvedCaptcha, uploadMemoryPhoto } from '../helpers/memories';
import { useTestApp } from '../helpers/test-app';
import { call, createTestApp } from '../helpers/test-db';

/**
 * Each port failing at its worst moment (docs/testing.md, "Faults"): R2 in the middle of an upload (a photo's put, a
 * streamed video's part, and the abort after it), R2 in the middle of a delete, D1 in the middle of a batch, a
 * Durable Object that cannot be reached (approving, posting a memory, lighting a candle; rendering a page asks none).
 * Each time the person gets a Spanish error with a 5xx or, where the write is whole without the port, a success;
 * nothing is left half-written, and the same request succeeds once the port is back. Elsewhere: the mail provider's
 * 500 and hang in mail-queue.test.ts; the public pages served from the edge's copy while D1 or the render fails in
 * edge-cache-stale.test.ts (and, in the built Worker, tests/e2e/edge-cache-stale.test.ts).
 */
const t = useTestApp({ media: true });
const UNEXPECTED = 'Ocurrió un error inesperado. Intenta nuevamente.';

type Body = { success: boolean; error?: string; publicUrl?: string; data?: { id: string } };

/** R2 as workerd runs it, except that `method` fails (as a network error to R2 would) while `failing()` says so. */
function flakyBucket(bucket: R2Bucket, method: 'put' | 'delete', failing: () => boolean): R2Bucket {
  return new Proxy(bucket, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target) as unknown;
      if (prop === method && failing()) return () => Promise.reject(new Error(`R2 ${method}: network connection lost`));
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** The app on a database whose next `batch` fails the way D1 does when it is unavailable. */
function appWithFailingBatch(db: Db) {
  const failing = new Proxy(db, {
    get(target, prop) {
      if (prop === 'batch') return () => Promise.reject(new Error('D1_ERROR: Network connection lost.'));
      const value = Reflect.get(target, prop, target) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return createTestApp(failing);
}

async function customer() {
  const { user, token } = await createUserWithSession(t.db);
  await givePaidOrder(t.db, user.id);
  return { user, auth: bearer(token) };
}

/** A memorial made through the API by the customer behind `auth`; its id. */
async function createMemorial(auth: Record<string, string>, overrides: Record<string, unknown> = {}): Promise<string> {
  const created = await call<Body>(
    t.app,
    '/api/profiles',
    { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify(individualPayload(overrides)) },
    t.r2.env,
  );
  expect(created.status).toBe(201);
  return created.body.data!.id;
}

describe('R2 failing in the middle of an upload', () => {
  it('answers a Spanish 500, records nothing, and the same upload works once R2 is back', async () => {
    const { user, auth } = await customer();
    const env = { ...t.r2.env, MEDIA: flakyBucket(t.r2.env.MEDIA, 'put', () => true) };
    const photo = () => formPost(['file', seedJpeg(LANDSCAPE_JPEG.name), 'abuela.jpg', 'image/jpeg'], { type: 'profile' }, auth);

    const failed = await call<Body>(t.app, '/api/upload-proxy/proxy', photo(), env);
    expect(failed.status).toBe(500);
    expect(failed.body).toMatchObject({ success: false, error: UNEXPECTED });
    expect(await t.db.select().from(mediaObjects).where(eq(mediaObjects.ownerId, user.id))).toEqual([]);

    const retried = await call<Body>(t.app, '/api/upload-proxy/proxy', photo(), t.r2.env);
    expect(retried.status).toBe(200);
    const rows = await t.db.select().from(mediaObjects).where(eq(mediaObjects.ownerId, user.id));
    expect(rows).toHaveLength(1);
    expect(await bucketKeys(t.r2.env.MEDIA, rows[0]!.key)).toEqual([rows[0]!.key]);
  });
});

describe('R2 failing partway through a streamed video', () => {
  const VIDEO_BYTES = 25 * 1000 * 1000;
  const PARTS = [PART_SIZE, PART_SIZE, VIDEO_BYTES - 2 * PART_SIZE];
  /** A 25 MB video (three parts: 10 MiB, 10 MiB and the rest) as the page sends it to `route`, hashed as it goes. */
  const video = (route: 'proxy' | 'video', auth: Record<string, string>) => {
    const sent = hashedWhileSent(videoChunks('mp4', VIDEO_BYTES));
    const file = { filename: 'despedida.mp4', contentType: 'video/mp4', chunks: sent.chunks };
    const form =
      route === 'proxy'
        ? streamedForm([
            { name: 'type', value: 'video' },
            { name: 'file', ...file },
          ])
        : streamedForm([{ name: 'video', ...file }]);
    const path = route === 'proxy' ? '/api/upload-proxy/proxy' : '/api/upload/video';
    return { path, init: streamedPost(form, auth), digest: sent.digest };
  };

  it.each([
    { route: 'proxy' as const, faults: { part: 2 }, says: 'the second part is lost' },
    { route: 'video' as const, faults: { part: 2 }, says: 'the second part is lost (the video form)' },
    { route: 'proxy' as const, faults: { part: 2, abort: true }, says: 'the second part is lost and so is the abort' },
    { route: 'video' as const, faults: { part: 3, abort: true }, says: 'the last part is lost and so is the abort (the video form)' },
  ])(
    '$says: a Spanish 500, the upload aborted once, nothing stored or recorded; the retry stores the video intact',
    async ({ route, faults }) => {
      const { user, auth } = await customer();
      const failing = recordedBucket(t.r2.bucket, faults);
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      try {
        const attempt = video(route, auth);
        const failed = await call<Body>(t.app, attempt.path, attempt.init, { ...t.r2.env, ...failing.env });
        expect(failed.status).toBe(500);
        expect(failed.body).toMatchObject({ success: false, error: UNEXPECTED });
        // Up to the part R2 lost, then nothing more is sent.
        expect(failing.log).toMatchObject({ parts: PARTS.slice(0, faults.part), aborted: 1, completed: 0, puts: 0 });
        // An abort R2 did not take is logged for the operator; the visitor's answer is the same.
        const logged = errors.mock.calls.map(([line]) => String(line));
        expect(logged.some((line) => line.includes('"event":"r2_abort_failed"'))).toBe(faults.abort === true);
      } finally {
        errors.mockRestore();
      }
      expect(await bucketKeys(t.r2.bucket, `video/${user.id}/`)).toEqual([]);
      expect(await t.db.select().from(mediaObjects).where(eq(mediaObjects.ownerId, user.id))).toEqual([]);

      const healthy = recordedBucket(t.r2.bucket);
      const retry = video(route, auth);
      const retried = await call<Body & { data?: { key: string; size: number } }>(t.app, retry.path, retry.init, {
        ...t.r2.env,
        ...healthy.env,
      });
      expect(retried.status).toBe(200);
      expect(healthy.log).toMatchObject({ parts: PARTS, aborted: 0, completed: 1 });
      const key = retried.body.data!.key;
      expect(await bucketKeys(t.r2.bucket, `video/${user.id}/`)).toEqual([key]);
      expect(await storedDigest(t.r2.bucket, key)).toEqual({ size: VIDEO_BYTES, sha256: retry.digest() });
      const rows = await t.db.select().from(mediaObjects).where(eq(mediaObjects.ownerId, user.id));
      expect(rows.map((row) => ({ key: row.key, size: row.size }))).toEqual([{ key, size: VIDEO_BYTES }]);
    },
  );
});

describe('R2 failing in the middle of a delete', () => {
  it('still deletes the memorial (the file is left to the nightly clean-up) and the page is gone', async () => {
    const { auth } = await customer();
    const uploaded = await call<Body>(
      t.app,
      '/api/upload-proxy/proxy',
      formPost(['file', seedJpeg(LANDSCAPE_JPEG.name), 'abuela.jpg', 'image/jpeg'], { type: 'profile' }, auth),
      t.r2.env,
    );
    expect(uploaded.status).toBe(200);
    const id = await createMemorial(auth, { profile_image_url: uploaded.body.publicUrl });

    const env = { ...t.r2.env, MEDIA: flakyBucket(t.r2.env.MEDIA, 'delete', () => true), WALL_ROOMS: recordingWallRooms().namespace };
    const deleted = await call<Body>(t.app, `/api/profiles/${id}`, { method: 'DELETE', headers: auth }, env);
    // The row is what the family asked to delete; a file R2 could not delete now is an orphan the nightly job removes.
    expect(deleted.status).toBe(200);
    expect(await t.db.select().from(memorialProfiles).where(eq(memorialProfiles.id, id))).toEqual([]);
    expect((await call<Body>(t.app, `/api/profiles/${id}`, { headers: auth }, t.r2.env)).status).toBe(404);
  });
});

describe('D1 failing in the middle of a batch', () => {
  it('answers a Spanish 500 to an edit, changes no part of the memorial, and the same edit works on retry', async () => {
    const { auth } = await customer();
    const id = await createMemorial(auth);
    const edit = (): RequestInit => ({
      method: 'PUT',
      headers: { ...auth, 'content-type': 'application/json', 'cf-connecting-ip': uniqueClient() },
      body: JSON.stringify(individualPayload({ name: 'María Elena Rodríguez de Ospina', description: 'Amaba los girasoles y el tinto.' })),
    });
    const [before] = await t.db.select().from(memorialProfiles).where(eq(memorialProfiles.id, id));

    const failed = await call<Body>(appWithFailingBatch(t.db), `/api/profiles/${id}`, edit(), t.r2.env);
    expect(failed.status).toBe(500);
    expect(failed.body).toMatchObject({ success: false, error: UNEXPECTED });
    const [untouched] = await t.db.select().from(memorialProfiles).where(eq(memorialProfiles.id, id));
    expect(untouched).toEqual(before);

    const retried = await call<Body>(t.app, `/api/profiles/${id}`, edit(), { ...t.r2.env, WALL_ROOMS: recordingWallRooms().namespace });
    expect(retried.status).toBe(200);
    const [after] = await t.db.select().from(memorialProfiles).where(eq(memorialProfiles.id, id));
    expect(after).toMatchObject({ profileName: 'María Elena Rodríguez de Ospina', description: 'Amaba los girasoles y el tinto.' });
  });
});

describe('a Durable Object that cannot be reached', () => {
  /** Every room's namespace, answering each call the way an unreachable Durable Object does. */
  const unreachable = {
    idFromName: (name: string) => name,
    get: () => ({ fetch: () => Promise.reject(new Error('Durable Object is overloaded or unreachable')) }),
  };
  const ROOMS_UNREACHABLE = { WALL_ROOMS: unreachable, CUSTOMER_ROOMS: unreachable, ADMIN_ROOMS: unreachable };

  /** A published memorial whose wall publishes consenting memories at once, so a new one is announced to its room. */
  async function openWall() {
    const { user } = await customer();
    return insertMemorial(t.db, user.id, { isPublished: true, autoPublishMemories: true });
  }

  it('rendering a public page asks no room: no page, loader or component the server renders names a room binding or the rooms', () => {
    // The live notices are the page's own socket, opened by its script after load (site/lib/live-socket.ts).
    const rendered = ['site/pages', 'site/data', 'site/components', 'site/layouts'].flatMap((dir) =>
      readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.(astro|ts)$/.test(file))
        .map((file) => join(dir, file)),
    );
    expect(rendered.length).toBeGreaterThan(50);
    const reaching = rendered.filter((file) => /_ROOMS\b|realtime\/(rooms|live|wall-live)/.test(readFileSync(file, 'utf8')));
    expect(reaching).toEqual([]);
  });

  it('a visitor still lights a candle from the page: 201 and the candle counted (lighting one asks no room)', async () => {
    const memorial = await openWall();
    const lit = await call<{ success: boolean; data: { count: number; counted: boolean } }>(
      t.app,
      '/api/candles',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'cf-connecting-ip': uniqueClient() },
        body: JSON.stringify({ memorial_profile_id: memorial.id, name: 'Tía Carmen' }),
      },
      { ...t.r2.env, ...ROOMS_UNREACHABLE },
    );
    expect(lit.status).toBe(201);
    expect(lit.body.data).toEqual({ count: 1, counted: true });
  });

  it("a visitor's memory is still stored and shown on the wall: 201, the missed live notice only logged", async () => {
    const memorial = await openWall();
    const client = uniqueClient();
    const photo = await uploadMemoryPhoto(t.app, t.r2.env, client);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    let posted: Awaited<ReturnType<typeof call<Body>>>;
    try {
      posted = await call<Body>(
        t.app,
        '/api/memories',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'cf-connecting-ip': client },
          body: JSON.stringify({
            memorial_profile_id: memorial.id,
            photo_url: photo,
            visitor_consent: true,
            ...(await solvedCaptcha(t.db)),
            ...memoryBody(),
          }),
        },
        { ...t.r2.env, ...ROOMS_UNREACHABLE },
      );
      expect(errors.mock.calls.some(([line]) => String(line).includes('"event":"wall_publish_failed"'))).toBe(true);
    } finally {
      errors.mockRestore();
    }
    expect(posted.status).toBe(201);
    const [row] = await t.db.select({ isAuthorized: memories.isAuthorized }).from(memories).where(eq(memories.id, posted.body.data!.id));
    expect(row?.isAuthorized).toBe(true);
    const wall = await call<{ data: { id: string }[] }>(t.app, `/api/memories?memorial_profile_id=${memorial.id}`, {}, t.r2.env);
    expect(wall.body.data.map((memory) => memory.id)).toEqual([posted.body.data!.id]);
  });

  it('approving a memory still saves the decision: open walls miss one live notice, the page is right on reload', async () => {
    const { auth } = await customer();
    const memorialId = await createMemorial(auth);
    const waiting = await insertWaitingMemory(t.db, memorialId);
    const approved = await call<Body>(
      t.app,
      `/api/memories/${waiting.id}`,
      { method: 'PATCH', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ is_authorized: true }) },
      { ...t.r2.env, ...ROOMS_UNREACHABLE },
    );
    expect(approved.status).toBe(200);
    const [row] = await t.db.select({ isAuthorized: memories.isAuthorized }).from(memories).where(eq(memories.id, waiting.id));
    expect(row?.isAuthorized).toBe(true);
  });
});
