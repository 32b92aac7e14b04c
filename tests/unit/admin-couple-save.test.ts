import { describe, expect, it } from 'vitest';
import type { ApiResult } from '../../site/lib/api';
import type { AdminCouple } from '../../site/lib/admin/couple-memorial';
import { createCouple, saveCoupleEdits, uploadTasks, type CoupleSavePorts, type SaveStage } from '../../site/lib/admin/couple-wizard-save';
import { emptyCoupleDraft, type CoupleDraft, type MediaItem } from '../../site/lib/admin/couple-wizard';
import type { UploadResult } from '../../site/lib/media/uploads';

/**
 * product §3.4's creation sequence with the calls faked: the order, the messages of §3.8, and the roll-back
 * that leaves no half-made profile behind.
 */
type FakeFile = { name: string; type: string; size: number };

const photo = (key: string): MediaItem<FakeFile> => ({
  key,
  url: null,
  file: { name: `${key}.jpg`, type: 'image/jpeg', size: 10 },
  preview: '',
  title: '',
});
const video = (key: string): MediaItem<FakeFile> => ({
  key,
  url: null,
  file: { name: `${key}.mp4`, type: 'video/mp4', size: 10 },
  preview: '',
  title: `${key}.mp4`,
});

function draft(overrides: Partial<CoupleDraft<FakeFile>> = {}): CoupleDraft<FakeFile> {
  const empty = emptyCoupleDraft<FakeFile>();
  return {
    ...empty,
    couple_name: 'Ana y Luis',
    description: 'Una historia',
    image: photo('main'),
    person1: { ...empty.person1, name: 'Ana', birth_date: '1990-10-05' },
    person2: { ...empty.person2, name: 'Luis', birth_date: '1988-04-22' },
    photos: [photo('p1'), photo('p2')],
    songs: [{ key: 's1', title: 'Vivir mi vida', youtube_url: 'https://youtu.be/YXnjy5YlDwk' }],
    videos: [video('v1')],
    is_published: true,
    ...overrides,
  };
}

const couple = (overrides: Partial<AdminCouple> = {}) =>
  ({ id: 'c1', slug: 'ana-y-luis', is_published: false, ...overrides }) as AdminCouple;

/** Ports that record every call and fail the ones named in `failing`. */
function fakePorts(failing: string[] = []) {
  const calls: string[] = [];
  const bodies: Record<string, unknown> = {};
  const answer = <T>(name: string, data: T): ApiResult<T> =>
    failing.includes(name) ? { ok: false, status: 500, error: `falló ${name}`, code: 'INTERNAL' } : { ok: true, data };
  const upload = (name: string, onProgress: (percent: number) => void): UploadResult => {
    if (failing.includes(name)) return { ok: false, status: 413, error: 'Archivo demasiado grande', code: 'PAYLOAD_TOO_LARGE' };
    if (failing.includes(`${name} sin sesión`)) return { ok: false, status: 401, error: 'No estás autenticado', code: 'UNAUTHORIZED' };
    onProgress(100);
    return { ok: true, data: { url: `/media/${name}`, key: name } };
  };
  const ports: CoupleSavePorts<FakeFile> = {
    uploadImage: async (file, type, onProgress) => {
      calls.push(`upload ${type} ${file.name}`);
      return upload(file.name, onProgress);
    },
    uploadVideo: async (file, onProgress) => {
      calls.push(`upload video ${file.name}`);
      return upload(file.name, onProgress);
    },
    create: async (body) => {
      calls.push('POST profile');
      bodies.create = body;
      return answer('create', couple());
    },
    addPhotos: async (id, photos) => {
      calls.push(`POST ${id}/gallery`);
      bodies.photos = photos;
      return answer('gallery', null);
    },
    addSongs: async (id, songs) => {
      calls.push(`POST ${id}/songs`);
      bodies.songs = songs;
      return answer('songs', null);
    },
    addVideos: async (id, videos) => {
      calls.push(`POST ${id}/videos`);
      bodies.videos = videos;
      return answer('videos', null);
    },
    update: async (id, body) => {
      calls.push(`PUT ${id}`);
      bodies.update = body;
      return answer('update', couple({ is_published: true }));
    },
    remove: async (id) => {
      calls.push(`DELETE ${id}`);
      return answer('remove', null);
    },
  };
  return { ports, calls, bodies };
}

function recorder() {
  const stages: SaveStage[] = [];
  const progress: Record<string, number> = {};
  return {
    stages,
    progress,
    events: { stage: (stage: SaveStage) => stages.push(stage), progress: (id: string, percent: number) => (progress[id] = percent) },
  };
}

describe('creating a couple profile (product §3.4)', () => {
  it('uploads, creates unpublished, adds photos, songs and videos, and publishes last', async () => {
    const { ports, calls, bodies } = fakePorts();
    const seen = recorder();
    const outcome = await createCouple(draft(), ports, seen.events);
    expect(outcome).toEqual({ ok: true, couple: couple({ is_published: true }) });
    expect(calls).toEqual([
      'upload profile main.jpg',
      'POST profile',
      'upload gallery p1.jpg',
      'upload gallery p2.jpg',
      'POST c1/gallery',
      'POST c1/songs',
      'upload video v1.mp4',
      'POST c1/videos',
      'PUT c1',
    ]);
    expect(bodies.create).toMatchObject({ profile_image_url: '/media/main.jpg', is_published: false });
    expect(bodies.photos).toEqual([
      { file_url: '/media/p1.jpg', title: null },
      { file_url: '/media/p2.jpg', title: null },
    ]);
    expect(bodies.videos).toEqual([{ file_url: '/media/v1.mp4', title: 'v1.mp4' }]);
    expect(bodies.update).toEqual({ is_published: true });
    expect(seen.progress).toEqual({ image: 100, 'photo:p1': 100, 'photo:p2': 100, 'video:v1': 100 });
    expect(seen.stages.at(-1)).toBe('publishing');
  });

  it('leaves a draft unpublished and skips the calls for empty lists', async () => {
    const { ports, calls } = fakePorts();
    const outcome = await createCouple(draft({ is_published: false, photos: [], songs: [], videos: [] }), ports, recorder().events);
    expect(outcome.ok).toBe(true);
    expect(calls).toEqual(['upload profile main.jpg', 'POST profile']);
  });

  it('stops before creating anything when the main image fails', async () => {
    const { ports, calls } = fakePorts(['main.jpg']);
    expect(await createCouple(draft(), ports, recorder().events)).toEqual({
      ok: false,
      error: 'Error subiendo imagen de perfil: Archivo demasiado grande',
    });
    expect(calls).toEqual(['upload profile main.jpg']);
  });

  it('asks to reload and sign in again when the session ended during an upload (product §3.8)', async () => {
    const { ports, calls } = fakePorts(['p2.jpg sin sesión']);
    expect(await createCouple(draft(), ports, recorder().events)).toEqual({
      ok: false,
      error: 'No hay sesión activa. Por favor, recarga la página e inicia sesión nuevamente.',
    });
    expect(calls.at(-1)).toBe('DELETE c1');
  });

  it('says why the profile was not created when the create call fails', async () => {
    const { ports, calls } = fakePorts(['create']);
    expect(await createCouple(draft(), ports, recorder().events)).toEqual({
      ok: false,
      error: 'Error al crear el perfil de pareja: falló create',
    });
    expect(calls).not.toContain('DELETE c1');
  });

  it.each([
    ['gallery', 'Error al crear el perfil de pareja: falló gallery'],
    ['songs', 'Error al crear el perfil de pareja: falló songs'],
    ['videos', 'Error al crear el perfil de pareja: falló videos'],
    ['update', 'Error al crear el perfil de pareja: falló update'],
    ['p2.jpg', 'Error subiendo imagen de galería: Archivo demasiado grande'],
    ['v1.mp4', 'Error subiendo video: Archivo demasiado grande'],
  ])('deletes the half-made profile when %s fails', async (failing, message) => {
    const { ports, calls } = fakePorts([failing]);
    const seen = recorder();
    expect(await createCouple(draft(), ports, seen.events)).toEqual({ ok: false, error: message });
    expect(calls.at(-1)).toBe('DELETE c1');
    expect(calls.filter((call) => call === 'PUT c1').length).toBeLessThanOrEqual(failing === 'update' ? 1 : 0);
    expect(seen.stages.at(-1)).toBe('rolling-back');
  });
});

describe('a retry after a failed save (docs/features/drafts.md)', () => {
  it('keeps each sent file on its item, and a retry sends only what never arrived', async () => {
    const saved = draft({ photos: [photo('p1'), photo('p2')], videos: [video('v1')] });
    const first = fakePorts(['p2.jpg']);
    let sent = 0;
    const events = { ...recorder().events, sent: () => (sent += 1) };
    expect(await createCouple(saved, first.ports, events)).toEqual({
      ok: false,
      error: 'Error subiendo imagen de galería: Archivo demasiado grande',
    });
    // The roll-back deleted the main image with the profile; p1 was never attached, so it is still there.
    expect(saved.image?.uploadedUrl).toBeUndefined();
    expect(saved.photos.map((item) => item.uploadedUrl)).toEqual(['/media/p1.jpg', undefined]);
    // Written into the draft after each upload and after the roll-back forgot one.
    expect(sent).toBe(3);
    expect(uploadTasks(saved)).toEqual([
      { id: 'image', label: 'Imagen principal' },
      { id: 'photo:p2', label: 'Foto 2' },
      { id: 'video:v1', label: 'Video 1' },
    ]);

    const retry = fakePorts();
    const seen = recorder();
    expect((await createCouple(saved, retry.ports, seen.events)).ok).toBe(true);
    expect(retry.calls.filter((call) => call.startsWith('upload'))).toEqual([
      'upload profile main.jpg',
      'upload gallery p2.jpg',
      'upload video v1.mp4',
    ]);
    expect(retry.bodies.photos).toEqual([
      { file_url: '/media/p1.jpg', title: null },
      { file_url: '/media/p2.jpg', title: null },
    ]);
    expect(seen.progress).toEqual({ image: 100, 'photo:p2': 100, 'video:v1': 100 });
  });

  it('reuses the main image when the profile was never created', async () => {
    const saved = draft();
    const first = fakePorts(['create']);
    await createCouple(saved, first.ports, recorder().events);
    expect(saved.image?.uploadedUrl).toBe('/media/main.jpg');

    const retry = fakePorts();
    expect((await createCouple(saved, retry.ports, recorder().events)).ok).toBe(true);
    expect(retry.calls).not.toContain('upload profile main.jpg');
    expect(retry.bodies.create).toMatchObject({ profile_image_url: '/media/main.jpg' });
  });

  it('forgets the gallery and the videos too when the roll-back came after they were attached', async () => {
    const saved = draft();
    await createCouple(saved, fakePorts(['update']).ports, recorder().events);
    expect([saved.image, ...saved.photos, ...saved.videos].map((item) => item?.uploadedUrl)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(uploadTasks(saved)).toHaveLength(4);
  });

  it("sends an edit's new files once, though its save failed", async () => {
    const edited = draft({
      image: { key: 'image', url: '/media/main.jpg', file: null, preview: '', title: '' },
      photos: [photo('p3')],
      videos: [],
    });
    expect((await saveCoupleEdits('c1', edited, fakePorts(['update']).ports, recorder().events)).ok).toBe(false);
    const retry = fakePorts();
    expect((await saveCoupleEdits('c1', edited, retry.ports, recorder().events)).ok).toBe(true);
    expect(retry.calls).toEqual(['PUT c1']);
    expect(retry.bodies.update).toMatchObject({
      profile_image_url: '/media/main.jpg',
      photos: [{ file_url: '/media/p3.jpg', title: null }],
    });
  });
});

describe('editing a couple profile', () => {
  const storedPhoto = (key: string): MediaItem<FakeFile> => ({
    key,
    url: `/media/${key}.jpg`,
    file: null,
    preview: `/media/${key}.jpg`,
    title: 'Playa',
  });

  it('uploads only the new files and sends one PUT with the whole lists in order', async () => {
    const { ports, calls, bodies } = fakePorts();
    const edited = draft({
      image: { key: 'image', url: '/media/main.jpg', file: null, preview: '', title: '' },
      photos: [storedPhoto('old'), photo('p3')],
      videos: [],
    });
    expect(uploadTasks(edited)).toEqual([{ id: 'photo:p3', label: 'Foto 2' }]);
    const outcome = await saveCoupleEdits('c1', edited, ports, recorder().events);
    expect(outcome.ok).toBe(true);
    expect(calls).toEqual(['upload gallery p3.jpg', 'PUT c1']);
    expect(bodies.update).toMatchObject({
      profile_image_url: '/media/main.jpg',
      photos: [
        { file_url: '/media/old.jpg', title: 'Playa' },
        { file_url: '/media/p3.jpg', title: null },
      ],
      songs: [{ title: 'Vivir mi vida', youtube_url: 'https://youtu.be/YXnjy5YlDwk' }],
      videos: [],
    });
  });

  it('keeps the stored profile as it was when the save fails', async () => {
    const { ports, calls } = fakePorts(['update']);
    expect(await saveCoupleEdits('c1', draft({ photos: [], videos: [] }), ports, recorder().events)).toEqual({
      ok: false,
      error: 'Error al guardar el perfil de pareja: falló update',
    });
    expect(calls).not.toContain('DELETE c1');
  });
});
