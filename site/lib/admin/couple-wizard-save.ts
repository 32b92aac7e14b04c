/**
 * Saving the couple wizard (product §3.4 'Couple creation sequence', §3.8 messages). Creating: upload the
 * main image, create the profile unpublished, upload the gallery photos and post them, post the songs,
 * upload the videos and post them, and only then publish when 'Publicar inmediatamente' was checked. If any
 * step fails the created profile is deleted (the server deletes its attached files), so nothing half-made
 * stays behind; the wizard keeps what was entered for another try. Editing: upload only the new files and
 * send one PUT with the fields and the whole lists.
 *
 * Each file sent keeps its URL on its own item (`uploadedUrl`, as the memorial wizards' upload-queue.ts does),
 * and the wizard writes its draft after each one: a retry after a failed save, even after a reload, sends only
 * what never arrived. A roll-back deletes the files the created profile already showed, so their URLs are
 * forgotten again; a file that was sent but never attached stays on the server and is reused.
 *
 * The calls come in as ports, so the order, the messages and the roll-back are tested without a network.
 */
import { COUPLE_MESSAGES as M } from '../../../worker/schemas/couple-texts';
import type { ApiResult } from '../api';
import type { Progress, UploadResult } from '../media/uploads';
import type { AdminCouple } from './couple-memorial';
import { COUPLE_UI } from './couple-texts';
import type { CoupleDraft, MediaItem } from './couple-wizard';
import {
  createBody,
  photosBody,
  songsBody,
  updateBody,
  videosBody,
  type CoupleCreateBody,
  type CoupleUpdateBody,
} from './couple-wizard-payloads';

type Photos = ReturnType<typeof photosBody>;
type Songs = ReturnType<typeof songsBody>;
type Videos = ReturnType<typeof videosBody>;

export type CoupleSavePorts<F> = {
  uploadImage: (file: F, type: 'profile' | 'gallery', onProgress: Progress) => Promise<UploadResult>;
  uploadVideo: (file: F, onProgress: Progress) => Promise<UploadResult>;
  create: (body: CoupleCreateBody) => Promise<ApiResult<AdminCouple>>;
  addPhotos: (id: string, photos: Photos) => Promise<ApiResult<unknown>>;
  addSongs: (id: string, songs: Songs) => Promise<ApiResult<unknown>>;
  addVideos: (id: string, videos: Videos) => Promise<ApiResult<unknown>>;
  update: (id: string, body: CoupleUpdateBody) => Promise<ApiResult<AdminCouple>>;
  remove: (id: string) => Promise<ApiResult<unknown>>;
};

/** One file on the progress list. */
export type UploadTask = { id: string; label: string };

export type SaveStage =
  | 'uploading-image'
  | 'creating'
  | 'uploading-photos'
  | 'saving-photos'
  | 'saving-songs'
  | 'uploading-videos'
  | 'saving-videos'
  | 'publishing'
  | 'saving'
  | 'rolling-back';

/** What the wizard says while a stage runs. */
export const SAVE_STAGE_TEXTS: Record<SaveStage, string> = {
  'uploading-image': 'Subiendo la imagen principal...',
  creating: 'Creando el perfil...',
  'uploading-photos': 'Subiendo las fotos de la galería...',
  'saving-photos': 'Guardando la galería...',
  'saving-songs': 'Guardando las canciones...',
  'uploading-videos': 'Subiendo los videos...',
  'saving-videos': 'Guardando los videos...',
  publishing: 'Publicando el perfil...',
  saving: 'Guardando los cambios...',
  'rolling-back': 'Deshaciendo el perfil incompleto...',
};

export type SaveEvents = {
  stage: (stage: SaveStage) => void;
  progress: (taskId: string, percent: number) => void;
  /** An item's `uploadedUrl` was written or forgotten (the wizard writes its draft now). */
  sent?: () => void;
};

export type SaveOutcome = { ok: true; couple: AdminCouple } | { ok: false; error: string };

const imageTaskId = 'image';
const photoTaskId = (key: string) => `photo:${key}`;
const videoTaskId = (key: string) => `video:${key}`;

const isNew = <F>(item: MediaItem<F> | null): item is MediaItem<F> & { file: F } => Boolean(item?.file);
/** A chosen file no save has sent yet. */
const toSend = <F>(item: MediaItem<F> | null): item is MediaItem<F> & { file: F } => isNew(item) && !item.uploadedUrl;
/** Where the item is stored: its own URL, or the one a save got for its file. */
const storedUrl = <F>(item: MediaItem<F>): string => (isNew(item) ? (item.uploadedUrl ?? '') : (item.url ?? ''));

/** The files a save will send, in the order it sends them: what the progress list shows (files already sent are not). */
export function uploadTasks<F>(draft: CoupleDraft<F>): UploadTask[] {
  const tasks: UploadTask[] = [];
  if (toSend(draft.image)) tasks.push({ id: imageTaskId, label: 'Imagen principal' });
  draft.photos.forEach((photo, index) => {
    if (toSend(photo)) tasks.push({ id: photoTaskId(photo.key), label: `Foto ${index + 1}` });
  });
  draft.videos.forEach((video, index) => {
    if (toSend(video)) tasks.push({ id: videoTaskId(video.key), label: `Video ${index + 1}` });
  });
  return tasks;
}

type Stored = { ok: true; urls: string[] } | { ok: false; error: string };

/**
 * product §3.8: a session that ended meanwhile is 'No hay sesión activa. Por favor, recarga la página e
 * inicia sesión nuevamente.' (the file is not the problem); anything else is 'Error subiendo imagen de
 * perfil/galería/video: {message}', the message being the server's or 'Error al subir archivo' (the ports
 * pass that text to the upload as its fallback).
 */
export function uploadFailure(what: 'imagen de perfil' | 'imagen de galería' | 'video', result: { status: number; error: string }): string {
  return result.status === 401 ? M.noSession : M.uploadStepFailed(what, result.error);
}

/**
 * Sends the item's file unless a save already did, and keeps the URL on the item (a cache the screen never
 * renders, like upload-queue.ts' `done`).
 */
async function send<F>(
  item: MediaItem<F>,
  upload: (file: F, onProgress: Progress) => Promise<UploadResult>,
  taskId: string,
  events: SaveEvents,
): Promise<{ ok: true } | { ok: false; status: number; error: string }> {
  if (!toSend(item)) return { ok: true };
  const result = await upload(item.file, (percent) => events.progress(taskId, percent));
  if (!result.ok) return result;
  item.uploadedUrl = result.data.url;
  events.sent?.();
  return { ok: true };
}

/** The stored URL of every item, uploading the new ones one after another (honest percentages on mobile data). */
async function storeAll<F>(
  items: readonly MediaItem<F>[],
  upload: (file: F, onProgress: Progress) => Promise<UploadResult>,
  taskId: (key: string) => string,
  failure: 'imagen de galería' | 'video',
  events: SaveEvents,
): Promise<Stored> {
  for (const item of items) {
    const result = await send(item, upload, taskId(item.key), events);
    if (!result.ok) return { ok: false, error: uploadFailure(failure, result) };
  }
  return { ok: true, urls: items.map(storedUrl) };
}

/** The gallery's photos and the videos, as both the creation and an edit store them. */
function storePhotos<F>(draft: CoupleDraft<F>, ports: CoupleSavePorts<F>, events: SaveEvents): Promise<Stored> {
  return storeAll(
    draft.photos,
    (file, onProgress) => ports.uploadImage(file, 'gallery', onProgress),
    photoTaskId,
    'imagen de galería',
    events,
  );
}

function storeVideos<F>(draft: CoupleDraft<F>, ports: CoupleSavePorts<F>, events: SaveEvents): Promise<Stored> {
  return storeAll(draft.videos, ports.uploadVideo, videoTaskId, 'video', events);
}

async function storeImage<F>(draft: CoupleDraft<F>, ports: CoupleSavePorts<F>, events: SaveEvents): Promise<Stored> {
  const image = draft.image;
  if (!image) return { ok: false, error: M.imageRequired };
  const result = await send(image, (file, onProgress) => ports.uploadImage(file, 'profile', onProgress), imageTaskId, events);
  return result.ok ? { ok: true, urls: [storedUrl(image)] } : { ok: false, error: uploadFailure('imagen de perfil', result) };
}

/** The roll-back deleted these items' files with the profile: a retry sends them again. */
function forget<F>(items: readonly (MediaItem<F> | null)[], events: SaveEvents): void {
  let forgot = false;
  for (const item of items) {
    if (!item?.uploadedUrl) continue;
    delete item.uploadedUrl;
    forgot = true;
  }
  if (forgot) events.sent?.();
}

/** product §3.4's creation sequence; see the module comment. */
export async function createCouple<F>(draft: CoupleDraft<F>, ports: CoupleSavePorts<F>, events: SaveEvents): Promise<SaveOutcome> {
  events.stage('uploading-image');
  const image = await storeImage(draft, ports, events);
  if (!image.ok) return image;

  events.stage('creating');
  const created = await ports.create(createBody(draft, image.urls[0] ?? ''));
  if (!created.ok) return { ok: false, error: M.createFailed(created.error) };
  const id = created.data.id;
  // What the profile shows so far: deleting it deletes these files (worker/services/admin-couples.ts).
  const attached: (MediaItem<F> | null)[] = [draft.image];

  const failed = async (error: string): Promise<SaveOutcome> => {
    events.stage('rolling-back');
    await ports.remove(id);
    forget(attached, events);
    return { ok: false, error };
  };
  const failedCall = (result: ApiResult<unknown>) => (result.ok ? null : M.createFailed(result.error));
  /** How each kind of file is uploaded and then added to the profile. */
  const media = {
    photos: {
      store: () => storePhotos(draft, ports, events),
      add: (urls: string[]) => ports.addPhotos(id, photosBody(draft.photos, urls)),
    },
    videos: {
      store: () => storeVideos(draft, ports, events),
      add: (urls: string[]) => ports.addVideos(id, videosBody(draft.videos, urls)),
    },
  };
  /** Uploads one kind of file, then adds them to the profile: the problem's text, or null once they are attached (or there are none). */
  const attach = async (kind: keyof typeof media): Promise<string | null> => {
    if (draft[kind].length === 0) return null;
    events.stage(`uploading-${kind}`);
    const stored = await media[kind].store();
    if (!stored.ok) return stored.error;
    events.stage(`saving-${kind}`);
    const problem = failedCall(await media[kind].add(stored.urls));
    if (!problem) attached.push(...draft[kind]);
    return problem;
  };

  const photosProblem = await attach('photos');
  if (photosProblem) return failed(photosProblem);

  if (draft.songs.length > 0) {
    events.stage('saving-songs');
    const problem = failedCall(await ports.addSongs(id, songsBody(draft.songs)));
    if (problem) return failed(problem);
  }

  const videosProblem = await attach('videos');
  if (videosProblem) return failed(videosProblem);

  if (!draft.is_published) return { ok: true, couple: created.data };
  events.stage('publishing');
  const published = await ports.update(id, { is_published: true });
  if (!published.ok) return failed(M.createFailed(published.error));
  return { ok: true, couple: published.data };
}

/** Edit: the new files, then one PUT with the fields and the whole gallery, songs and videos. */
export async function saveCoupleEdits<F>(
  id: string,
  draft: CoupleDraft<F>,
  ports: CoupleSavePorts<F>,
  events: SaveEvents,
): Promise<SaveOutcome> {
  if (toSend(draft.image)) events.stage('uploading-image');
  const image = await storeImage(draft, ports, events);
  if (!image.ok) return image;
  if (draft.photos.some(toSend)) events.stage('uploading-photos');
  const photos = await storePhotos(draft, ports, events);
  if (!photos.ok) return photos;
  if (draft.videos.some(toSend)) events.stage('uploading-videos');
  const videos = await storeVideos(draft, ports, events);
  if (!videos.ok) return videos;

  events.stage('saving');
  const saved = await ports.update(id, updateBody(draft, { image: image.urls[0] ?? '', photos: photos.urls, videos: videos.urls }));
  return saved.ok ? { ok: true, couple: saved.data } : { ok: false, error: COUPLE_UI.updateFailed(saved.error) };
}
