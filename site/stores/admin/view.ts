import { atom, computed } from 'nanostores';
import { canonicalHref, routeFromLocation, routeHref, routeView, viewRoute, type AdminRoute } from '../../lib/admin/routes';
import { DEFAULT_ADMIN_VIEW, type AdminView } from '../../lib/admin/views';

/**
 * Where the back-office is: a sidebar view or a couple memorial's screen. Kept in the URL with history
 * entries, so reloads keep the place and the browser's back button returns to the previous one.
 */
export const $adminRoute = atom<AdminRoute>(viewRoute(DEFAULT_ADMIN_VIEW));

/** The sidebar entry that is current. */
export const $adminView = computed($adminRoute, routeView);

export function showAdminRoute(route: AdminRoute): void {
  const search = window.location.search;
  const href = routeHref(route, search);
  if (href === routeHref($adminRoute.get(), search)) return;
  $adminRoute.set(route);
  // The hash belongs to the page it was on; a new place starts at its top.
  window.history.pushState({ route }, '', href);
  window.scrollTo({ top: 0 });
}

export function showAdminView(view: AdminView): void {
  showAdminRoute(viewRoute(view));
}

/**
 * Reads the place from the address the page was opened with (an old address is replaced by its canonical
 * one) and follows back/forward from then on; returns the cleanup for a mount effect.
 */
export function followAdminRoute(): () => void {
  const canonical = canonicalHref(window.location.pathname, window.location.search);
  if (canonical) window.history.replaceState(null, '', canonical);
  const read = () => $adminRoute.set(routeFromLocation(window.location.pathname, window.location.search));
  read();
  window.addEventListener('popstate', read);
  return () => window.removeEventListener('popstate', read);
}
