/**
 * 'Quién puede verlo' on the public pages (docs/features/visibility.md), server-only: the visitor's access cookies for the services,
 * and the headers each visibility answers with. A private page, open or not, is `private, no-store` (never kept at
 * the edge, worker/edge-cache/copies.ts `mayStore`, nor by the browser or the service worker); every page that is
 * not public says `noindex` (`X-Robots-Tag` here, the robots meta tag in the page).
 */
import type { Visibility } from '../../db/schema/enums';
import { PrivateMemorialError, type AccessPasses } from '../../worker/services/visibility';
import { passesFromCookies } from '../../worker/visibility/passes';

export type ClosedMemorial = PrivateMemorialError['target'];

/** The private memorials this request's browser opened with their code. */
export const pagePasses = (request: Request): AccessPasses => passesFromCookies(request.headers.get('cookie'), request.url);

/** The memorial a PrivateMemorialError closed, or null for any other error (which the caller rethrows). */
export const closedBy = (error: unknown): ClosedMemorial | null => (error instanceof PrivateMemorialError ? error.target : null);

export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** The headers of a page showing a memorial of this visibility ('closed': the private page's code form, 403). */
export function applyVisibility(response: { status?: number | undefined; headers: Headers }, visibility: Visibility | 'closed'): void {
  if (visibility === 'public') return;
  response.headers.set('X-Robots-Tag', 'noindex');
  if (visibility === 'private' || visibility === 'closed') response.headers.set('Cache-Control', PRIVATE_CACHE_CONTROL);
  if (visibility === 'closed') response.status = 403;
}

/** The robots meta tag's content for a page of this visibility, or undefined for a public one. */
export const robotsFor = (visibility: Visibility | 'closed'): string | undefined => (visibility === 'public' ? undefined : 'noindex');
