import { atom, computed } from 'nanostores';
import { memorialsQueryString, type AdminMemorialsPage, type MemorialsQuery } from '../../lib/admin/memorials';
import { createFetcherStore, shownRead } from './query';

export const MEMORIALS_KEY = '/api/admin/memorial-profiles';

export const $memorialsQuery = atom<MemorialsQuery>({ page: 1, search: '' });

export const $memorials = shownRead(
  createFetcherStore<AdminMemorialsPage>([computed($memorialsQuery, (query) => `${MEMORIALS_KEY}?${memorialsQueryString(query)}`)]),
  'Error al cargar los memoriales',
);

export function searchMemorials(search: string): void {
  if (search === $memorialsQuery.get().search) return;
  $memorialsQuery.set({ search, page: 1 });
}

export function showMemorialsPage(page: number): void {
  $memorialsQuery.set({ ...$memorialsQuery.get(), page });
}
