import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mediaObjects } from '../../db/schema';
import { assertOwnedMedia, deleteMedia, variantsFor } from '../../worker/media';
import { PHONE_RENDITION_WIDTH } from '../../worker/schemas/rendition-widths';
import { UPLOAD_MESSAGES as M, type UploadedMedia } from '../../worker/schemas/uploads';
import { bearer, createUserWithSession, uniqueClient } from '../helpers/auth';
import { givePaidOrder } from '../helpers/memorials';
import { LANDSCAPE_JPEG, PHONE_JPEG, bucketKeys, formPost, pngImage, seedJpeg } from '../helpers/media-fixtures';
import { call } from '../helpers/test-db';
import { useTestApp } from '../helpers/test-app';

/**
 * What the memorial pages get from uploads: phone-sized renditions tied to their originals, a check
 * that a page only shows its owner's files, and deletion of a memorial's files with their renditions.
 */
type UploadBody = { success: boolean; data: UploadedMedia; error: string };

const t = useTestApp({ media: true });

async function person() {
  const { user, token } = await createUserWithSession(t.db);
  await givePaidOrder(t.db, user.id);
  const auth = bearer(token);
  // Raw multipart bodies: the upload routes read the form's stream themselves, so the typed client has no body type for them.
  const send = async (bytes: Uint8Array, fields: Record<string, string>) =>
    call<UploadBody>(t.app, '/api/upload-proxy/proxy', formPost(['file', bytes, 'foto.jpg', 'image/jpeg'], fields, auth), t.r2.env);
  const uploadImage = async (type: 'profile' | 'gallery', bytes: Uint8Array = seedJpeg(LANDSCAPE_JPEG.name)) => {
    const { status, body } = await send(bytes, { type });
    expect(status).toBe(200);
    return body.data;
  };
  return { user, auth, send, uploadImage };
}

describe('phone-sized renditions (variant_of)', () => {
  it('stores a smaller rendition tied to its original, by key or URL; variantsFor finds the smallest of phone width', async () => {
    const ana = await person();
    const original = await ana.uploadImage('gallery');
    const phone = await ana.send(seedJpeg(PHONE_JPEG.name), { type: 'gallery', variant_of: original.key });
    expect(phone.status).toBe(200);
    const [row] = await t.db.select().from(mediaObjects).where(eq(mediaObjects.key, phone.body.data.key));
    expect(row).toMatchObject({ variantOf: original.key, width: PHONE_JPEG.width, height: PHONE_JPEG.height });

    const tiny = await ana.send(pngImage(120, 80), { type: 'gallery', variant_of: original.publicUrl });
    expect(tiny.status).toBe(200);
    // An original with only a copy narrower than a phone's (a round portrait's): that copy is still the one to use.
    const onlyTiny = await ana.uploadImage('gallery');
    const tinyOnly = await ana.send(pngImage(120, 80), { type: 'gallery', variant_of: onlyTiny.key });
    expect(tinyOnly.status).toBe(200);
    const other = await ana.uploadImage('gallery');
    const variants = await variantsFor(t.db, [original.key, onlyTiny.key, other.key, 'gallery/nadie/no-existe.jpg']);
    // Link previews and the prayer card read these: a copy of phone width beats a smaller one that would blur.
    expect(PHONE_JPEG.width).toBeGreaterThanOrEqual(PHONE_RENDITION_WIDTH);
    expect(variants).toEqual(
      new Map([
        [original.key, phone.body.data.key],
        [onlyTiny.key, tinyOnly.body.data.key],
      ]),
    );
  });

  it('refuses someone else’s original, an unknown key, a rendition of a rendition and another kind', async () => {
    const owner = await person();
    const stranger = await person();
    const original = await owner.uploadImage('gallery');
    const phone = seedJpeg(PHONE_JPEG.name);

    const foreign = await stranger.send(phone, { type: 'gallery', variant_of: original.key });
    expect(foreign).toMatchObject({ status: 400, body: { success: false, error: M.invalidOriginal } });
    const unknown = await owner.send(phone, { type: 'gallery', variant_of: `gallery/${owner.user.id}/no-existe.jpg` });
    expect(unknown.body.error).toBe(M.invalidOriginal);
    const variant = await owner.send(phone, { type: 'gallery', variant_of: original.key });
    const nested = await owner.send(pngImage(10, 10), { type: 'gallery', variant_of: variant.body.data.key });
    expect(nested).toMatchObject({ status: 400, body: { error: M.invalidOriginal } });
    const otherKind = await owner.send(phone, { type: 'profile', variant_of: original.key });
    expect(otherKind).toMatchObject({ status: 400, body: { error: M.invalidOriginal } });
    expect(await bucketKeys(t.r2.bucket, `gallery/${stranger.user.id}/`)).toEqual([]);
  });

  it('refuses a "rendition" that is not smaller than the original', async () => {
    const ana = await person();
    const original = await ana.uploadImage('profile', seedJpeg(PHONE_JPEG.name));
    const bigger = await ana.send(seedJpeg(LANDSCAPE_JPEG.name), { type: 'profile', variant_of: original.key });
    expect(bigger).toMatchObject({ status: 400, body: { error: M.variantNotSmaller } });
  });

  it('gives an anonymous visitor no renditions: they own nothing', async () => {
    const ana = await person();
    const original = await ana.uploadImage('gallery');
    const res = await call<UploadBody>(
      t.app,
      '/api/upload-proxy/proxy-public',
      formPost(
        ['file', pngImage(10, 10), 'a.png', 'image/png'],
        { type: 'memory', variant_of: original.key },
        {
          'cf-connecting-ip': uniqueClient(),
        },
      ),
      t.r2.env,
    );
    expect(res).toMatchObject({ status: 400, body: { error: M.invalidOriginal } });
  });
});

describe('assertOwnedMedia', () => {
  it('accepts the owner’s own /media URLs, of the kinds asked for', async () => {
    const ana = await person();
    const photo = await ana.uploadImage('profile');
    const gallery = await ana.uploadImage('gallery');
    await expect(assertOwnedMedia(t.db, ana.user.id, [])).resolves.toBeUndefined();
    await expect(assertOwnedMedia(t.db, ana.user.id, [photo.url, gallery.url, photo.url])).resolves.toBeUndefined();
    await expect(assertOwnedMedia(t.db, ana.user.id, [photo.url], ['profile'])).resolves.toBeUndefined();
    await expect(assertOwnedMedia(t.db, ana.user.id, [gallery.url], ['profile'])).rejects.toMatchObject({
      status: 400,
      message: M.invalidMedia,
    });
  });

  it('refuses a stranger’s file, an unknown key, an outside link and a bare key', async () => {
    const ana = await person();
    const stranger = await person();
    const own = await ana.uploadImage('gallery');
    const theirs = await stranger.uploadImage('gallery');
    const refused = [
      [own.url, theirs.url],
      [`/media/gallery/${ana.user.id}/00000000-0000-0000-0000-000000000000.jpg`],
      ['https://example.com/foto.jpg'],
      [own.key],
      [`/media/../${own.key}`],
    ];
    for (const urls of refused) {
      await expect(assertOwnedMedia(t.db, ana.user.id, urls), urls.join()).rejects.toMatchObject({
        status: 400,
        message: 'Archivo no válido',
      });
    }
  });
});

describe('deleteMedia', () => {
  it('deletes the objects, their renditions and their rows, and leaves everything else alone', async () => {
    const ana = await person();
    const first = await ana.uploadImage('gallery');
    const phone = await ana.send(seedJpeg(PHONE_JPEG.name), { type: 'gallery', variant_of: first.key });
    const second = await ana.uploadImage('profile');
    const kept = await ana.uploadImage('gallery');

    const deleted = await deleteMedia(t.db, t.r2.bucket, [first.url, second.url, 'https://youtube.com/watch?v=abc', first.url]);
    expect(deleted.sort()).toEqual([first.key, phone.body.data.key, second.key].sort());

    expect(await t.r2.bucket.head(first.key)).toBeNull();
    expect(await t.r2.bucket.head(phone.body.data.key)).toBeNull();
    expect(await t.r2.bucket.head(second.key)).toBeNull();
    expect(await t.r2.bucket.head(kept.key)).not.toBeNull();
    const rows = await t.db
      .select({ key: mediaObjects.key })
      .from(mediaObjects)
      .where(inArray(mediaObjects.key, [first.key, phone.body.data.key, second.key, kept.key]));
    expect(rows).toEqual([{ key: kept.key }]);
    // Deleting again finds nothing and does no harm.
    expect(await deleteMedia(t.db, t.r2.bucket, [first.url])).toEqual([first.key]);
    expect(await deleteMedia(t.db, t.r2.bucket, ['https://example.com/x.jpg'])).toEqual([]);
  });
});
