/**
 * Every page under site/pages, by whether a guest may stay on it: the one list that decides where a person
 * goes when their session ends under their feet (a 401 from the API, lib/api.ts) or when they sign out (the
 * header, scripts/header-account.ts). On a guest page they stay; on a session page, which has nothing to
 * show a guest, they are sent home. tests/unit/public-paths.test.ts fails when a page is in neither list, so
 * a new page cannot be forgotten.
 *
 * Routes are written as Astro names them (`[slug]` for a parameter). No imports: the browser's scripts and
 * the server both read this file.
 *
 * Not to be confused with the narrower lists of pages that are the same for every visitor: those the edge
 * keeps (worker/edge-cache/public-paths.ts), those read from any D1 replica (worker/d1/consistency.ts) and
 * those kept for offline reading (lib/offline/requests.ts). Each of those is a subset of GUEST_PAGES (the
 * test checks it); a guest page such as /reset-password is none of them.
 */

/** Pages that need no session: public pages, the legal texts, and the pages e-mailed links open. */
export const GUEST_PAGES = [
  '/',
  '/404',
  '/500',
  '/memorial/[slug]',
  '/familia/[slug]',
  '/familia/[slug]/muro-de-recuerdos',
  '/pareja/[slug]',
  '/muro-de-recuerdos/[slug]',
  '/template',
  '/terminos',
  '/politica-de-datos',
  '/q/[code]',
  '/usar-plantilla/[id]',
  '/verify-email',
  '/reset-password',
  '/auth/magic-link',
  '/cuenta/confirmar-correo',
  '/recordatorios/confirmar',
  '/recordatorios/baja',
  '/invitacion',
  '/iniciar-sesion',
] as const;

/** Pages that show a guest nothing of their own: they send a guest home, answer 404, or deny access. */
export const SESSION_PAGES = [
  '/dashboard',
  '/create',
  '/create-memorial',
  '/create-family-memorial',
  '/select-memorial-type',
  '/payment-success',
  '/edit/[id]',
  '/preview/[slug]',
  '/admin',
  '/admin/special-profiles',
  '/admin/couple-profile/[id]',
  '/admin/create-special-profile/couple',
  '/admin/edit-special-profile/couple/[id]',
] as const;

/** `/memorial/[slug]` → /^\/memorial\/[^/]+\/?$/: a parameter is one non-empty segment. */
export function routePattern(route: string): RegExp {
  const source = route
    .split('/')
    .filter(Boolean)
    .map((part) => (/^\[[^\]/]+\]$/.test(part) ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .map((part) => `/${part}`)
    .join('');
  return new RegExp(`^${source}/?$`);
}

const GUEST_PATTERNS = GUEST_PAGES.map(routePattern);

/**
 * Whether a guest may stay at this address (a path, no query). An address that is no page (it shows the
 * 404 page) is not a guest page: the person is sent home, as before.
 */
export function isPublicPath(pathname: string): boolean {
  return GUEST_PATTERNS.some((pattern) => pattern.test(pathname));
}
