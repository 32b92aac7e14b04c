/**
 * On a copy the service worker served from its page cache (it carries `data-saved-at` on `<html>`), says so
 * while there is no connection: 'Sin conexión · guardado el …'. No connection is known two ways: the browser
 * says it is offline (no network at all), or the worker tells the page that it could not refresh it (one bar
 * of signal that carries nothing, while the browser still believes it is online).
 */
import { isNetworkFailedMessage, REFRESH_FAILED_ATTRIBUTE, SAVED_AT_ATTRIBUTE } from '../../lib/offline/protocol';
import { savedCopyNotice } from '../../lib/offline/saved-notice';

export function watchSavedCopy(): void {
  const savedAt = document.documentElement.getAttribute(SAVED_AT_ATTRIBUTE);
  const notice = document.querySelector<HTMLElement>('[data-saved-copy-notice]');
  if (!savedAt || !notice) return;

  const show = () => {
    notice.textContent = savedCopyNotice(savedAt);
  };
  const hide = () => {
    notice.textContent = '';
  };
  // A failure the page's first bytes heard before this script was there (refresh-failure.ts).
  if (!navigator.onLine || document.documentElement.hasAttribute(REFRESH_FAILED_ATTRIBUTE)) show();
  window.addEventListener('offline', show);
  window.addEventListener('online', hide);
  if ('serviceWorker' in navigator) {
    navigator.serviceWorker.addEventListener('message', (event) => {
      if (isNetworkFailedMessage(event.data)) show();
    });
    // Messages sent before this listener existed wait in the page's queue until it is started.
    navigator.serviceWorker.startMessages();
  }
}
