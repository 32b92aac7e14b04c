import { atom } from 'nanostores';
import { COUPLE_MESSAGES as M } from '../../../worker/schemas/couple-texts';
import type { AdminCouple } from '../../lib/admin/couple-memorial';
import type { CoupleSavePorts } from '../../lib/admin/couple-wizard-save';
import { COUPLE_UI } from '../../lib/admin/couple-texts';
import { ADMIN_READS } from '../../lib/admin/live-topics';
import { serverMessageOr, type ApiResult } from '../../lib/api';
import { api, request, requestData } from '../../lib/api-client';
import { uploadFile, uploadPhoto, withPoster } from '../../lib/media/uploads';
import type { ActionResult } from '../session';
import { MEMORIALS_KEY } from './memorials';
import { createAskedRead, createRead, idParam, invalidatePrefixes, shownRead } from './query';
import { USERS_KEY } from './users';

/**
 * Special couple profiles in the back-office (product §3.2, §3.7): the list, the one the viewer shows, and
 * the writes the wizard and the list make. Reads go through the shared fetcher stores, so live notices on
 * the 'memorials' topic (stores/admin/live.ts) refresh them in place.
 */
export const COUPLES_KEY = ADMIN_READS.couples;

export const $couples = shownRead(
  createRead(COUPLES_KEY, () => request(api.adminCouples.index.$get())),
  COUPLE_UI.listLoadFailed,
);

/** The couple the viewer shows; null while no viewer is open (no read). */
export const $viewedCoupleId = atom<string | null>(null);
export const $viewedCouple = createAskedRead(
  $viewedCoupleId,
  (id) => `${COUPLES_KEY}/${encodeURIComponent(id)}`,
  (id) => request(api.adminCouples[':id'].$get({ param: idParam(id) })),
);

/**
 * A couple changed: the lists and the viewer read again, and so do the memorials list and the users list
 * (a customer's row counts their pages).
 */
function couplesChanged(): void {
  invalidatePrefixes(COUPLES_KEY, MEMORIALS_KEY, USERS_KEY);
}

export async function deleteCouple(id: string): Promise<ActionResult> {
  const result = await request(api.adminCouples[':id'].$delete({ param: idParam(id) }));
  couplesChanged();
  return result.ok ? { ok: true, data: undefined } : { ok: false, error: M.deleteFailed(serverMessageOr(result.error, '')) };
}

/** The profile the edit wizard starts from, read once (a live refresh must not overwrite what is being typed). */
export async function loadCouple(id: string): Promise<ApiResult<AdminCouple>> {
  return coupleOf(await requestData(api.adminCouples[':id'].$get({ param: idParam(id) })));
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
  uploadVideo: async (file, onProgress) =>
    withPoster(
      file,
      await uploadFile(api.uploadProxy.proxy.$url().pathname, 'file', file, file.name, {
        fields: { type: 'video' },
        onProgress,
        failure: M.uploadFailed,
      }),
    ),
  create: async (json) => coupleOf(await changing(requestData(api.adminCouples.index.$post({ json })))),
  addPhotos: (id, photos) => changing(requestData(api.adminCouples[':id'].gallery.$post({ param: idParam(id), json: { photos } }))),
  addSongs: (id, songs) => changing(requestData(api.adminCouples[':id'].songs.$post({ param: idParam(id), json: { songs } }))),
  addVideos: (id, videos) => changing(requestData(api.adminCouples[':id'].videos.$post({ param: idParam(id), json: { videos } }))),
  update: async (id, json) => coupleOf(await changing(requestData(api.adminCouples[':id'].$put({ param: idParam(id), json })))),
  remove: (id) => changing(requestData(api.adminCouples[':id'].$delete({ param: idParam(id) }))),
};
