import { atom, computed } from 'nanostores';
import type { ListQuery } from '../../lib/admin/list-query';
import { memorialsQueryString, type AdminMemorialsPage } from '../../lib/admin/memorials';
import { createFetcherStore, shownRead } from './query';

export const MEMORIALS_KEY = '/api/admin/memorial-profiles';

export const $memorialsQuery = atom<ListQuery>({ page: 1, search: '' });

export const $memorials = shownRead(
  createFetcherStore<AdminMemorialsPage>([computed($memorialsQuery, (query) => `${MEMORIALS_KEY}?${memorialsQueryString(query)}`)]),
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
