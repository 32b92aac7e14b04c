/**
 * Where the back-office is, as one value: a sidebar view (/admin?vista=ordenes) or one of the couple
 * memorials' own addresses (product §3.2: /admin/special-profiles, /admin/create-special-profile/{type},
 * /admin/couple-profile/{id}, and the edit wizard). Every address is a real page that opens the same shell,
 * so a reload or a shared link lands where it points; inside the shell the island moves between them with
 * history entries instead of reloading. Pure.
 */
import { searchWithView, viewFromSearch, type AdminView } from './views';

export type AdminRoute =
  | { kind: 'view'; view: AdminView }
  | { kind: 'couple-create' }
  | { kind: 'couple-edit'; id: string }
  | { kind: 'couple-profile'; id: string };

export const COUPLE_MEMORIALS_VIEW: AdminView = 'perfiles-especiales';
export const COUPLE_MEMORIALS_PATH = '/admin/special-profiles';
export const COUPLE_CREATE_PATH = '/admin/create-special-profile/couple';
const COUPLE_EDIT_PREFIX = '/admin/edit-special-profile/couple/';
const COUPLE_MEMORIAL_PREFIX = '/admin/couple-profile/';

export const viewRoute = (view: AdminView): AdminRoute => ({ kind: 'view', view });
export const COUPLE_MEMORIALS_ROUTE = viewRoute(COUPLE_MEMORIALS_VIEW);

/** The one path segment after `prefix`, decoded; '' when there is none or it does not decode. */
function segmentAfter(pathname: string, prefix: string): string {
  const rest = pathname.slice(prefix.length).replace(/\/+$/, '');
  if (rest.includes('/')) return '';
  try {
    return decodeURIComponent(rest);
  } catch {
    return '';
  }
}

/**
 * The route an address asks for. An id is passed on as written (the viewer says 'ID de perfil no válido'
 * for a malformed one); anything the back-office does not know opens the view its query names, or the
 * dashboard.
 */
export function routeFromLocation(pathname: string, search: string): AdminRoute {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === COUPLE_MEMORIALS_PATH) return COUPLE_MEMORIALS_ROUTE;
  if (path === COUPLE_CREATE_PATH) return { kind: 'couple-create' };
  if (path.startsWith(COUPLE_EDIT_PREFIX)) return { kind: 'couple-edit', id: segmentAfter(path, COUPLE_EDIT_PREFIX) };
  if (path.startsWith(COUPLE_MEMORIAL_PREFIX)) return { kind: 'couple-profile', id: segmentAfter(path, COUPLE_MEMORIAL_PREFIX) };
  return viewRoute(viewFromSearch(search));
}

/**
 * The address of a route. Sidebar views live under /admin with their query (other parameters of the
 * current query are kept, as switching views always did); 'Perfiles especiales' has its own path.
 */
export function routeHref(route: AdminRoute, currentSearch = ''): string {
  switch (route.kind) {
    case 'couple-create':
      return COUPLE_CREATE_PATH;
    case 'couple-edit':
      return `${COUPLE_EDIT_PREFIX}${encodeURIComponent(route.id)}`;
    case 'couple-profile':
      return `${COUPLE_MEMORIAL_PREFIX}${encodeURIComponent(route.id)}`;
    case 'view':
      if (route.view === COUPLE_MEMORIALS_VIEW) return COUPLE_MEMORIALS_PATH;
      return `/admin${searchWithView(currentSearch, route.view)}`;
  }
}

/** The sidebar entry a route belongs to: the couple screens are part of 'Perfiles especiales'. */
export function routeView(route: AdminRoute): AdminView {
  return route.kind === 'view' ? route.view : COUPLE_MEMORIALS_VIEW;
}

/**
 * The canonical address of where the browser is, when it differs from the one typed: the old
 * /admin?vista=perfiles-especiales shows the list under its own path. Null when nothing needs replacing.
 */
export function canonicalHref(pathname: string, search: string): string | null {
  const route = routeFromLocation(pathname, search);
  return route.kind === 'view' && route.view === COUPLE_MEMORIALS_VIEW && pathname.replace(/\/+$/, '') !== COUPLE_MEMORIALS_PATH
    ? COUPLE_MEMORIALS_PATH
    : null;
}
