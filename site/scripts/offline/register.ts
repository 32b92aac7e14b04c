/**
 * Registers the service worker (site/service-worker/) after load, so it never competes with the page's first
 * paint on mobile data. A page that loaded before the worker controlled it (the first visit: the plaque's QR
 * code is often the only one) sent none of its requests through the worker, so it hands the worker its own
 * address and what it loaded; the worker keeps them if the page is a public one.
 */
import { keepPageMessage } from '../../lib/offline/protocol';
import { afterLoad } from '../after-load';

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  afterLoad(() => {
    const controlled = container.controller !== null;
    container
      .register('/sw.js')
      .then(() => (controlled ? undefined : container.ready))
      .then((registration) => registration?.active?.postMessage(keepPageMessage(location.href, loadedResources())))
      .catch(() => {});
  });
}

/** What this page fetched from its own origin: the photos at the size this phone chose, its script, its background. */
function loadedResources(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(`${location.origin}/`));
}
