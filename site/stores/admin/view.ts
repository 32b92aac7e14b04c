import { atom } from 'nanostores';
import { DEFAULT_ADMIN_VIEW, searchWithView, viewFromSearch, type AdminView } from '../../lib/admin/views';

/**
 * Which back-office view is open. Kept in the URL (?vista=) with history entries, so reloads keep the view
 * and the browser's back button returns to the previous one.
 */
export const $adminView = atom<AdminView>(DEFAULT_ADMIN_VIEW);

export function showAdminView(view: AdminView): void {
  if ($adminView.get() === view) return;
  $adminView.set(view);
  const search = searchWithView(window.location.search, view);
  window.history.pushState({ view }, '', `${window.location.pathname}${search}${window.location.hash}`);
}

/** Follows back/forward between views; returns the cleanup for a mount effect. */
export function followAdminViewHistory(): () => void {
  const onPopState = () => $adminView.set(viewFromSearch(window.location.search));
  window.addEventListener('popstate', onPopState);
  return () => window.removeEventListener('popstate', onPopState);
}
