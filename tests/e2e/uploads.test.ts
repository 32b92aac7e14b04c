import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { MAX_VIDEO_BYTES } from '../../worker/schemas/uploads';
import { LANDSCAPE_JPEG, VIDEO_HEADERS, seedJpeg, streamedForm, streamedPost, videoChunks } from '../helpers/media-fixtures';
import { adminSessionToken } from '../helpers/e2e-admin';

/**
 * Uploads through the built Worker running in workerd with its local R2: what goes in through the API
 * comes back from /media byte for byte, and a video larger than one R2 part survives the multipart
 * upload (the part buffer is reused between parts, so this is where a mix-up would show).
 */
const baseURL = inject('baseURL');

type Uploaded = { success: boolean; publicUrl: string; data: { publicUrl: string; key: string; contentType: string; size: number } };

let auth: Record<string, string>;
beforeAll(async () => {
  auth = { authorization: `Bearer ${adminSessionToken()}` };
});

describe('uploads through the running Worker', () => {
  it('serves an uploaded photo back from /media/{key} with the same bytes', async () => {
    const jpeg = seedJpeg(LANDSCAPE_JPEG.name);
    const form = new FormData();
    form.append('type', 'gallery');
    form.append('file', new Blob([jpeg.slice()], { type: 'image/jpeg' }), 'atardecer.jpg');
    const response = await fetch(`${baseURL}/api/upload-proxy/proxy`, { method: 'POST', headers: auth, body: form });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Uploaded;
    expect(body.publicUrl).toBe(`/media/${body.data.key}`);

    const media = await fetch(`${baseURL}${body.publicUrl}`);
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toBe('image/jpeg');
    expect(media.headers.get('cache-control')).toContain('immutable');
    expect(new Uint8Array(await media.arrayBuffer())).toEqual(jpeg);
  });

  it('streams a 25 MB video into R2 parts and serves it whole and by ranges', async () => {
    const total = 25 * 1000 * 1000;
    const sent = createHash('sha256');
    async function* hashed() {
      for await (const chunk of videoChunks('mp4', total)) {
        sent.update(chunk);
        yield chunk;
      }
    }
    const form = streamedForm([{ name: 'video', filename: 'homenaje.mp4', contentType: 'video/mp4', chunks: hashed() }]);
    const response = await fetch(`${baseURL}/api/upload/video`, streamedPost(form, auth));
    expect(response.status).toBe(200);
    const body = (await response.json()) as Uploaded;
    expect(body.data).toMatchObject({ contentType: 'video/mp4', size: total });

    const head = await fetch(`${baseURL}${body.publicUrl}`, { headers: { range: 'bytes=0-23' } });
    expect(head.status).toBe(206);
    expect(new Uint8Array(await head.arrayBuffer())).toEqual(VIDEO_HEADERS.mp4);

    const whole = await fetch(`${baseURL}${body.publicUrl}`);
    expect(whole.headers.get('content-length')).toBe(String(total));
    const received = createHash('sha256');
    const reader = whole.body?.getReader();
    for (let next = await reader?.read(); next && !next.done; next = await reader?.read()) received.update(next.value);
    expect(received.digest('hex')).toBe(sent.digest('hex'));
  });

  it('answers 413 while a video over 65 MB is still arriving', async () => {
    const form = streamedForm([
      { name: 'video', filename: 'largo.mp4', contentType: 'video/mp4', chunks: videoChunks('mp4', MAX_VIDEO_BYTES + 1) },
    ]);
    const response = await fetch(`${baseURL}/api/upload/video`, streamedPost(form, auth));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      success: false,
      error: 'El video es demasiado grande. Máximo 65MB.',
      code: 'PAYLOAD_TOO_LARGE',
    });
  });

  it('refuses a text file dressed as a photo', async () => {
    const form = new FormData();
    form.append('type', 'profile');
    form.append('file', new Blob(['<html>no soy una foto</html>'], { type: 'image/jpeg' }), 'foto.jpg');
    const response = await fetch(`${baseURL}/api/upload-proxy/proxy`, { method: 'POST', headers: auth, body: form });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      success: false,
      error: 'Formato de imagen no válido. Solo se permiten JPG y PNG.',
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
  });
});
