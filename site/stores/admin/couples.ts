import { atom, computed } from 'nanostores';
import { COUPLE_MESSAGES as M } from '../../../worker/schemas/couple-texts';
import type { AdminCouple, AdminCoupleAnswer, AdminCouplesAnswer } from '../../lib/admin/couple-profile';
import type { CoupleSavePorts } from '../../lib/admin/couple-wizard-save';
import { COUPLE_UI } from '../../lib/admin/couple-texts';
import { apiFetch, serverMessageOr, type ApiResult } from '../../lib/api';
import { uploadFile, uploadPhoto } from '../../lib/media/uploads';
import type { ActionResult } from '../session';
import { MEMORIALS_KEY } from './memorials';
import { createFetcherStore, invalidatePrefixes, shownRead } from './query';
import { USERS_KEY } from './users';

/**
 * Special couple profiles in the back-office (product §3.2, §3.7): the list, the one the viewer shows, and
 * the writes the wizard and the list make. Reads go through the shared fetcher stores, so live notices on
 * the 'memorials' topic (stores/admin/live.ts) refresh them in place.
 */
export const COUPLES_KEY = '/api/admin/couple-profiles';

export const $couples = shownRead(createFetcherStore<AdminCouplesAnswer>([COUPLES_KEY]), COUPLE_UI.listLoadFailed);

const one = (id: string) => `${COUPLES_KEY}/${encodeURIComponent(id)}`;

/** The couple the viewer shows; null while no viewer is open (no read). */
export const $viewedCoupleId = atom<string | null>(null);
export const $viewedCouple = createFetcherStore<AdminCoupleAnswer>([computed($viewedCoupleId, (id) => (id ? one(id) : null))]);

/**
 * A couple changed: the lists and the viewer read again, and so do the memorials list and the users list
 * (a customer's row counts their pages).
 */
function couplesChanged(): void {
  invalidatePrefixes(COUPLES_KEY, MEMORIALS_KEY, USERS_KEY);
}

export async function deleteCouple(id: string): Promise<ActionResult> {
  const result = await apiFetch<unknown>(one(id), { method: 'DELETE' });
  couplesChanged();
  return result.ok ? { ok: true, data: undefined } : { ok: false, error: M.deleteFailed(serverMessageOr(result.error, '')) };
}

/** The profile the edit wizard starts from, read once (a live refresh must not overwrite what is being typed). */
export async function loadCouple(id: string): Promise<ApiResult<AdminCouple>> {
  const result = await apiFetch<{ coupleProfile: AdminCouple }>(one(id));
  return result.ok ? { ok: true, data: result.data.coupleProfile } : result;
}

const coupleOf = (result: ApiResult<{ coupleProfile: AdminCouple }>): ApiResult<AdminCouple> =>
  result.ok ? { ok: true, data: result.data.coupleProfile } : result;

/** Each call leaves the cached reads stale, whether it worked or not (a failed step may have written some). */
async function changing<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } finally {
    couplesChanged();
  }
}

/**
 * The wizard's calls: uploads through the proxy (photos, prepared by their pickers, with their phone copy;
 * product §3.8's 'Error al subir archivo' when the server gives no reason), then the couple API.
 */
export const coupleSavePorts: CoupleSavePorts<File> = {
  uploadImage: (file, type, onProgress) => uploadPhoto(file, type, onProgress, M.uploadFailed),
  uploadVideo: (file, onProgress) =>
    uploadFile('/api/upload-proxy/proxy', 'file', file, file.name, { fields: { type: 'video' }, onProgress, failure: M.uploadFailed }),
  create: async (body) => coupleOf(await changing(apiFetch(COUPLES_KEY, { method: 'POST', body }))),
  addPhotos: (id, photos) => changing(apiFetch(`${one(id)}/gallery`, { method: 'POST', body: { photos } })),
  addSongs: (id, songs) => changing(apiFetch(`${one(id)}/songs`, { method: 'POST', body: { songs } })),
  addVideos: (id, videos) => changing(apiFetch(`${one(id)}/videos`, { method: 'POST', body: { videos } })),
  update: async (id, body) => coupleOf(await changing(apiFetch(one(id), { method: 'PUT', body }))),
  remove: (id) => changing(apiFetch(one(id), { method: 'DELETE' })),
};
