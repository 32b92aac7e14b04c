/**
 * The two wall pages' first step (/muro-de-recuerdos/{slug} and /familia/{slug}/muro-de-recuerdos): the wall with
 * the visitor's access cookies, and the answer's status and headers. A private memorial's wall without its code
 * is `closed` (403, the code form); an unlisted one says noindex (./page-visibility.ts). Server-only.
 */
import { colombiaDate } from '../lib/public/birthday';
import { loadPublicWall, type PublicWall } from './public-wall-data';
import { applyVisibility, closedBy, pagePasses, type ClosedMemorial } from './page-visibility';
import type { PublicPageRequest } from './public-page-commons';

export async function loadWallPage(
  page: Omit<PublicPageRequest, 'params'>,
  slug: string,
  validSlug: boolean,
  familyPath = false,
): Promise<{ wall: PublicWall | null; closed: ClosedMemorial | null }> {
  let wall: PublicWall | null = null;
  let closed: ClosedMemorial | null = null;
  try {
    wall = validSlug ? await loadPublicWall(slug, colombiaDate(), familyPath, pagePasses(page.request)) : null;
  } catch (error) {
    closed = closedBy(error);
    if (!closed) throw error;
  }
  page.response.headers.set('Cache-Control', 'no-cache');
  if (closed) applyVisibility(page.response, 'closed');
  else if (wall) applyVisibility(page.response, wall.profile.visibility);
  else page.response.status = 404;
  return { wall, closed };
}
