import { atom } from 'nanostores';
import { PLAQUE_MESSAGES as M } from '../../../worker/schemas/plaque-texts';
import { ADMIN_READS } from '../../lib/admin/live-topics';
import {
  DEFAULT_PLAQUE_FILTER,
  plaquesParams,
  plaquesQueryString,
  type PlaqueAdvance,
  type PlaqueFilter,
  type PlaquesQuery,
} from '../../lib/admin/plaques';
import { serverMessageOr } from '../../lib/api';
import { api, request } from '../../lib/api-client';
import type { ActionResult } from '../session';
import { createAskedRead, idParam, invalidatePrefixes, shownRead } from './query';

/**
 * 'Placas': the page, search and state asked for, and what came back. The key is the live topic's, so a
 * notice about plaques (another administrator, a customer saving their address) refreshes the list in place.
 */
export const PLAQUES_KEY = ADMIN_READS.plaques;

export const $plaquesQuery = atom<PlaquesQuery>({ page: 1, search: '', status: DEFAULT_PLAQUE_FILTER });

export const $plaques = shownRead(
  createAskedRead(
    $plaquesQuery,
    (query) => `${PLAQUES_KEY}?${plaquesQueryString(query)}`,
    (query) => request(api.adminPlaques.index.$get({ query: plaquesParams(query) })),
  ),
  M.loadFailed,
);

/** Plaques with a step on its way, so their button cannot be pressed twice. */
export const $advancing = atom<readonly string[]>([]);

/** Reads the list (and its counts by state) again, with the same page, search and state. */
export function reloadPlaques(): void {
  invalidatePrefixes(PLAQUES_KEY);
}

/** A new search starts again on page 1, in the same state. */
export function searchPlaques(search: string): void {
  const query = $plaquesQuery.get();
  if (search === query.search) return;
  $plaquesQuery.set({ ...query, search, page: 1 });
}

export function filterPlaques(status: PlaqueFilter): void {
  const query = $plaquesQuery.get();
  if (status === query.status) return;
  $plaquesQuery.set({ ...query, status, page: 1 });
}

export function showPlaquesPage(page: number): void {
  $plaquesQuery.set({ ...$plaquesQuery.get(), page });
}

/**
 * One step forward; the answer is the server's message ('Placa marcada como enviada') or its error in words.
 * Either way the list is read again when it changed: on success the plaque leaves its state's list and the
 * counts move; a 409 means someone else moved it first (or the customer has no address yet), a 404 that it is gone.
 */
export async function advancePlaque(id: string, body: PlaqueAdvance): Promise<ActionResult<string>> {
  if ($advancing.get().includes(id)) return { ok: false, error: M.advanceFailed };
  $advancing.set([...$advancing.get(), id]);
  const result = await request(api.adminPlaques[':id'].$patch({ param: idParam(id), json: body }));
  $advancing.set($advancing.get().filter((other) => other !== id));
  if (!result.ok) {
    if (result.status === 409 || result.status === 404) reloadPlaques();
    return { ok: false, error: serverMessageOr(result.error, M.advanceFailed) };
  }
  reloadPlaques();
  return { ok: true, data: result.data.message ?? M.advanced(body.status) };
}
