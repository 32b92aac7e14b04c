/** Every memorial in the back-office (the memorial-profiles route): its type, inferred from the route, and the list's query. Pure. */
import type { AdminMemorialsPage } from './answers';
import { listParams, listQueryString, type ListQuery } from './list-query';
import { memorialPath } from './users';

export type { AdminMemorialsPage };
export type AdminMemorial = AdminMemorialsPage['data'][number];

export const MEMORIALS_PAGE_SIZE = 10;

export const memorialsParams = (query: ListQuery) => listParams(query, MEMORIALS_PAGE_SIZE);
export const memorialsQueryString = (query: ListQuery) => listQueryString(query, MEMORIALS_PAGE_SIZE);

export { memorialPath };

/** Where an administrator corrects a memorial: the owners' own wizard, or the couple wizard the back-office made it with. */
export const memorialEditPath = (memorial: Pick<AdminMemorial, 'type' | 'id'>): string =>
  memorial.type === 'couple'
    ? `/admin/edit-special-profile/couple/${encodeURIComponent(memorial.id)}`
    : `/edit/${encodeURIComponent(memorial.id)}`;
