import { atom } from 'nanostores';
import type { ListQuery } from '../../lib/admin/list-query';
import { ADMIN_READS } from '../../lib/admin/live-topics';
import { memorialsParams, memorialsQueryString } from '../../lib/admin/memorials';
import { api, request } from '../../lib/api-client';
import { createAskedRead, shownRead } from './query';

export const MEMORIALS_KEY = ADMIN_READS.memorials;

export const $memorialsQuery = atom<ListQuery>({ page: 1, search: '' });

export const $memorials = shownRead(
  createAskedRead(
    $memorialsQuery,
    (query) => `${MEMORIALS_KEY}?${memorialsQueryString(query)}`,
    (query) => request(api.adminMemorials.index.$get({ query: memorialsParams(query) })),
  ),
  'Error al cargar los memoriales',
);

export function searchMemorials(search: string): void {
  if (search === $memorialsQuery.get().search) return;
  $memorialsQuery.set({ search, page: 1 });
}

/** Sought from the page on screen, so a page near the end costs what a page near the start does. */
export function showMemorialsPage(page: number): void {
  $memorialsQuery.set({ ...$memorialsQuery.get(), page, cursor: $memorials.get().data?.pagination.cursor });
}
