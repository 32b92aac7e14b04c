/** Every memorial in the back-office (GET /api/admin/memorial-profiles): the wire type and the list's query. Pure. */
import type { Pagination } from './orders';
import { profilePath } from './users';

export type AdminMemorial = {
  id: string;
  type: 'individual' | 'family';
  profile_name: string;
  slug: string;
  is_published: boolean;
  visit_count: number;
  created_at: string;
  owner: { id: string; email: string; name: string };
};

export type AdminMemorialsPage = { data: AdminMemorial[]; pagination: Pagination };

export const MEMORIALS_PAGE_SIZE = 10;

export type MemorialsQuery = { page: number; search: string };

export function memorialsQueryString(query: MemorialsQuery): string {
  const params = new URLSearchParams({ page: String(query.page), limit: String(MEMORIALS_PAGE_SIZE) });
  const search = query.search.trim();
  if (search) params.set('search', search);
  return params.toString();
}

export { profilePath as memorialPath };
