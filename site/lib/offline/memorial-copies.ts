/**
 * Every address under which the service worker may keep a copy of one memorial, from the address of any of
 * them: when one answers that it is withdrawn (private, unpublished, deleted: responses.ts `pageVerdict`), all
 * of them go at once, so the wall does not stay readable after its memorial closed, nor the memorial after its
 * wall did. Pure, so the unit tests check the list the worker deletes.
 *
 * The worker keeps only the public pages requests.ts lists (first page, no query), so per kind:
 * - a person's memorial: `/memorial/{slug}` and its wall `/muro-de-recuerdos/{slug}`;
 * - a family: `/familia/{slug}`, its wall at `/familia/{slug}/muro-de-recuerdos` and at
 *   `/muro-de-recuerdos/{slug}` (a family's slug always starts with 'familia-', which is how that wall knows it);
 * - a couple page: `/pareja/{slug}` alone (it has no wall and no visibility of its own).
 * The calendars (`…/fechas.ics`) are never kept (not a page requests.ts routes), so there is none to delete.
 * Each address with and without its trailing slash, which are two keys in the cache.
 */
import { FAMILY_SLUG_PREFIX } from '../../../worker/schemas/slug-shape';

const WALL = 'muro-de-recuerdos';

function pathsOf(section: string, slug: string): string[] {
  if (section === 'memorial') return [`/memorial/${slug}`, `/${WALL}/${slug}`];
  if (section === 'familia') return [`/familia/${slug}`, `/familia/${slug}/${WALL}`, `/${WALL}/${slug}`];
  if (section === 'pareja') return [`/pareja/${slug}`];
  return [];
}

/** The page cache's keys (origin and path) of every copy of the memorial `key` shows; `[key]` for any other page. */
export function memorialCopyKeys(key: string): string[] {
  let url: URL;
  try {
    url = new URL(key);
  } catch {
    return [key];
  }
  const segments = url.pathname.replace(/\/$/, '').split('/').slice(1);
  const [section = '', slug = '', rest] = segments;
  let paths: string[] = [];
  if (slug && (segments.length === 2 || (segments.length === 3 && section === 'familia' && rest === WALL))) {
    const kind = section === WALL ? (slug.startsWith(FAMILY_SLUG_PREFIX) ? 'familia' : 'memorial') : section;
    paths = pathsOf(kind, slug);
  }
  if (paths.length === 0) return [key];
  return paths.flatMap((path) => [`${url.origin}${path}`, `${url.origin}${path}/`]);
}
