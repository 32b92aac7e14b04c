/*
 * Service worker (spec part 1 §2: registered at /sw.js). Deliberately small and conservative:
 * - /_astro/* files are content-hashed and never change, so they are served cache-first.
 * - /media/* images are stored under server-generated unique keys, so cache-first is safe for them too.
 * - Everything else (HTML, /api, videos, other origins) goes to the network untouched: pages and data must
 *   always be fresh, and videos use Range requests that the Cache API cannot store.
 */

const VERSION = 'v1';
const ASSET_CACHE = `astro-assets-${VERSION}`;
const MEDIA_CACHE = `media-images-${VERSION}`;
const KNOWN_CACHES = [ASSET_CACHE, MEDIA_CACHE];
/** Upper bounds so a phone that visits many memorials does not keep growing storage. */
const MAX_ENTRIES = { [ASSET_CACHE]: 120, [MEDIA_CACHE]: 200 };
const IMAGE_PATH = /\.(?:jpe?g|png|webp|avif|gif)$/i;

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => !KNOWN_CACHES.includes(name)).map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const cacheName = cacheFor(event.request);
  if (cacheName) event.respondWith(cacheFirst(event, cacheName));
  // No respondWith: the browser fetches from the network as if there were no service worker.
});

/** The cache a request belongs to, or null when it must stay network-only. */
function cacheFor(request) {
  if (request.method !== 'GET' || request.headers.has('range')) return null;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return null;
  if (url.pathname.startsWith('/_astro/')) return ASSET_CACHE;
  if (url.pathname.startsWith('/media/') && (request.destination === 'image' || IMAGE_PATH.test(url.pathname))) {
    return MEDIA_CACHE;
  }
  return null;
}

async function cacheFirst(event, cacheName) {
  const { request } = event;
  const cached = await caches.match(request, { cacheName }).catch(() => undefined);
  if (cached) return cached;
  const response = await fetch(request);
  // Only complete, same-origin successes are worth keeping (no 206 partials, errors or redirects).
  if (response.status === 200 && response.type === 'basic') {
    const copy = response.clone();
    // Stored after the response is handed back, and a full quota never breaks the page.
    event.waitUntil(
      (async () => {
        const cache = await caches.open(cacheName);
        await cache.put(request, copy);
        await trim(cache, MAX_ENTRIES[cacheName]);
      })().catch(() => {}),
    );
  }
  return response;
}

/** Drops the oldest entries (cache keys come back in insertion order) beyond the limit. */
async function trim(cache, maxEntries) {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - maxEntries)).map((key) => cache.delete(key)));
}
