/** Every memorial in the back-office (GET /api/admin/memorial-profiles): the wire type and the list's query. Pure. */
import type { AdminMemorialDto } from '../../../worker/services/admin-memorials';
import { listQueryString, type ListQuery } from './list-query';
import type { Pagination } from './orders';
import { profilePath } from './users';

export type AdminMemorial = AdminMemorialDto;

export type AdminMemorialsPage = { data: AdminMemorial[]; pagination: Pagination };

export const MEMORIALS_PAGE_SIZE = 10;

export const memorialsQueryString = (query: ListQuery) => listQueryString(query, MEMORIALS_PAGE_SIZE);

export { profilePath as memorialPath };

/** Where an administrator corrects a memorial: the owners' own wizard, or the couple wizard the back-office made it with. */
export const memorialEditPath = (memorial: Pick<AdminMemorial, 'type' | 'id'>): string =>
  memorial.type === 'couple' ? `/admin/edit-special-profile/couple/${encodeURIComponent(memorial.id)}` : `/edit/${encodeURIComponent(memorial.id)}`;
