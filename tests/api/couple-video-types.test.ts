/**
 * The couple wizard takes the videos the family and individual wizards take (docs/features/back-office.md): an iPhone's .MOV
 * (video/quicktime) and WebM, through the same upload call and the same server rules, up to the couple's page.
 */
import { describe, expect, it } from 'vitest';
import type { InferRequestType } from 'hono/client';
import type { ApiClients } from '../../site/lib/api-client';
import { UPLOAD_MESSAGES } from '../../worker/schemas/uploads';
import { bearer, uniqueClient } from '../helpers/auth';
import { formPost, type VideoContainer, useLocalR2, videoBytes } from '../helpers/media-fixtures';
import { uploadPhoto } from '../helpers/memorials';
import { read, testClient } from '../helpers/test-client';
import { call } from '../helpers/test-db';
import { useFreshTestApp } from '../helpers/test-app';

type CoupleInput = InferRequestType<ApiClients['adminCouples']['index']['$post']>['json'];
type CoupleUpdate = InferRequestType<ApiClients['adminCouples'][':id']['$put']>['json'];

const r2 = useLocalR2();
const t = useFreshTestApp({ admin: true });

const couples = () => testClient(t.app, r2.env, { ...bearer(t.admin.token), 'cf-connecting-ip': uniqueClient() }).adminCouples;
const addVideos = (id: string, videos: CoupleUpdate['videos'] & object) =>
  read(couples()[':id'].videos.$post({ param: { id }, json: { videos } }));

/** The upload the couple wizard makes for a special video, with the file's own name and type. */
const upload = (bytes: Uint8Array, name: string, type: string) =>
  call<{ publicUrl: string; data: { contentType: string }; error?: string }>(
    t.app,
    '/api/upload-proxy/proxy',
    formPost(['file', bytes, name, type], { type: 'video' }, bearer(t.admin.token)),
    r2.env,
  );

async function couple(): Promise<string> {
  const json: CoupleInput = {
    couple_name: 'Laura y Andrés',
    description: 'Se conocieron en la Feria de las Flores de Medellín.',
    profile_image_url: await uploadPhoto(t.app, t.admin.token, r2.env, 'profile'),
    person1_name: 'Laura Restrepo',
    person1_birth_date: '1992-10-05',
    person2_name: 'Andrés Gómez',
    person2_birth_date: '1990-03-25',
    relationship_start_date: '2015-04-18',
  };
  const { status, body } = await read(couples().index.$post({ json }));
  expect(status, body.error).toBe(201);
  return body.data.coupleProfile.id;
}

describe('the couple’s special videos', () => {
  it.each<[VideoContainer, string, string, string]>([
    ['mov', 'IMG_0042.MOV', 'video/quicktime', 'video/quicktime'],
    ['movLegacy', 'boda.mov', 'video/quicktime', 'video/quicktime'],
    ['webm', 'boda.webm', 'video/webm', 'video/webm'],
    ['mp4', 'boda.mp4', 'video/mp4', 'video/mp4'],
  ])('takes a %s video (%s) and keeps it on the couple’s page', async (container, name, type, stored) => {
    const id = await couple();
    const { status, body } = await upload(videoBytes(container), name, type);
    expect(status, body.error).toBe(200);
    expect(body.data.contentType).toBe(stored);
    const saved = await addVideos(id, [{ file_url: body.publicUrl, title: name }]);
    expect(saved.status, saved.body.error).toBe(201);
    expect(saved.body.data.coupleProfile.special_videos).toEqual([
      expect.objectContaining({ video_url: body.publicUrl, video_filename: name }),
    ]);
  });

  it('refuses what is not a video, whatever its name says, as the other wizards do', async () => {
    const { status, body } = await upload(new TextEncoder().encode('no soy un video'), 'boda.mov', 'video/quicktime');
    expect(status).toBe(415);
    expect(Object.values(UPLOAD_MESSAGES)).toContain(body.error);
  });
});
