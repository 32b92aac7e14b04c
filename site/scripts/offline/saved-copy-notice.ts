/**
 * On a copy the service worker served from its page cache (it carries `data-saved-at` on `<html>`), says so
 * while there is no connection: 'Sin conexión · guardado el …'. No connection is known two ways: the browser
 * says it is offline (no network at all), or the worker tells the page that the network failed (one bar of
 * signal that carries nothing, while the browser still believes it is online). A copy shown only because the
 * network was slow says nothing: the network may still answer. If that answer says the page is withdrawn
 * (private, unpublished, deleted), the worker tells the page, which reloads into the server's answer at once.
 */
import {
  isNetworkFailedMessage,
  isPageWithdrawnMessage,
  REFRESH_FAILED_ATTRIBUTE,
  SAVED_AT_ATTRIBUTE,
  WITHDRAWN_ATTRIBUTE,
} from '../../lib/offline/protocol';
import { savedCopyNotice } from '../../lib/offline/saved-notice';

export function watchSavedCopy(): void {
  const root = document.documentElement;
  const savedAt = root.getAttribute(SAVED_AT_ATTRIBUTE);
  if (!savedAt) return;
  const notice = document.querySelector<HTMLElement>('[data-saved-copy-notice]');

  const show = () => {
    if (notice) notice.textContent = savedCopyNotice(savedAt);
  };
  const hide = () => {
    if (notice) notice.textContent = '';
  };
  // A failure the page's first bytes heard before this script was there (worker-news.ts).
  if (!navigator.onLine || root.hasAttribute(REFRESH_FAILED_ATTRIBUTE)) show();
  window.addEventListener('offline', show);
  window.addEventListener('online', hide);
  if ('serviceWorker' in navigator) {
    navigator.serviceWorker.addEventListener('message', (event) => {
      if (isNetworkFailedMessage(event.data)) show();
      // Once only: the public pages' first bytes may have heard it already (worker-news.ts).
      if (isPageWithdrawnMessage(event.data) && !root.hasAttribute(WITHDRAWN_ATTRIBUTE)) {
        root.setAttribute(WITHDRAWN_ATTRIBUTE, '');
        location.reload();
      }
    });
    // Messages sent before this listener existed wait in the page's queue until it is started.
    navigator.serviceWorker.startMessages();
  }
}
