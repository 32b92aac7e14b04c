/**
 * The service worker, served at /sw.js (product §1.2) and bundled from here at build time
 * (worker/build/service-worker.ts). It keeps every public page a visitor opened, with what that page loaded,
 * so the page opens again with no signal at the grave, from its own address or from the plaque's QR code:
 * - public pages (lib/offline/requests.ts): network first, the saved copy (saved with the time it was saved)
 *   only when the network fails or is silent for 3 s; a page the server withdraws (401/403/404/410) takes
 *   every copy of its memorial with it (strategies.ts respondWithPage);
 * - /_astro build output and /media photos: cache first (their URLs never change content);
 * - template backgrounds and icons: stale-while-revalidate;
 * - /q/{code}: the network, and offline a redirect to the saved page the code leads to.
 * Everything else (the API, dashboard, admin, videos, Range requests, other origins, non-GET) never reaches
 * a cache: the worker does not answer it and the browser goes to the network as if it were not there.
 */
import { isKeepPageMessage } from '../lib/offline/protocol';
import { routeRequest } from '../lib/offline/requests';
import { sw } from './scope';
import { removeOldCaches } from './store';
import { cacheFor, keepPage, respondCacheFirst, respondStaleWhileRevalidate, respondWithPage, respondWithShortLink } from './strategies';

sw.addEventListener('install', () => {
  void sw.skipWaiting();
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(removeOldCaches().then(() => sw.clients.claim()));
});

sw.addEventListener('fetch', (event) => {
  const { request } = event;
  const route = routeRequest(
    {
      method: request.method,
      url: request.url,
      mode: request.mode,
      destination: request.destination,
      hasRange: request.headers.has('range'),
    },
    sw.location.origin,
  );
  if (!route) return;
  if (route.kind === 'page') return event.respondWith(respondWithPage(event, route.key));
  if (route.kind === 'short-link') return event.respondWith(respondWithShortLink(event, route.code));
  const cacheName = cacheFor(route);
  if (!cacheName) return;
  event.respondWith(route.kind === 'site-image' ? respondStaleWhileRevalidate(event, cacheName) : respondCacheFirst(event, cacheName));
});

sw.addEventListener('message', (event) => {
  if (isKeepPageMessage(event.data)) event.waitUntil(keepPage(event.data));
});
