/**
 * The worker's three caches and how things go in and out of them. Every stored copy carries when it was
 * saved and its size in headers of its own, so the size cap evicts the oldest first without a separate index
 * that parallel requests would have to keep in step.
 */
import { entriesToEvict, type CacheLimits } from '../lib/offline/eviction';
import { isKeepable } from '../lib/offline/responses';
import { markSavedCopy, shortCodeInPage, type SavedPageFacts } from '../lib/offline/saved-page';

/** Bump on any change to what is stored or how: activation deletes every cache not named here. */
const VERSION = 'v2';
export const PAGES = `pages-${VERSION}`;
export const ASSETS = `assets-${VERSION}`;
export const IMAGES = `images-${VERSION}`;

/**
 * Sized for a phone that keeps a few dozen memorials with their photos at phone size (a page is about 100 KB
 * of HTML with its CSS inside, a 480 px photo about 40 KB).
 */
const LIMITS: Record<string, CacheLimits> = {
  [PAGES]: { maxEntries: 30, maxBytes: 6 * 1024 * 1024 },
  [ASSETS]: { maxEntries: 50, maxBytes: 5 * 1024 * 1024 },
  [IMAGES]: { maxEntries: 150, maxBytes: 20 * 1024 * 1024 },
};

const SAVED_AT = 'x-saved-at';
const SAVED_BYTES = 'x-saved-bytes';
const SHORT_CODE = 'x-short-code';

export async function removeOldCaches(): Promise<void> {
  const names = await caches.keys();
  await Promise.all(names.filter((name) => !(name in LIMITS)).map((name) => caches.delete(name)));
}

export async function findSaved(cacheName: string, key: string): Promise<Response | undefined> {
  try {
    return await (await caches.open(cacheName)).match(key, { ignoreVary: true });
  } catch {
    return undefined;
  }
}

/**
 * Keeps `response` under `key` when the rules allow it (lib/offline/responses.ts). A page is stored with the
 * time it was saved written into its `<html>` and the plaque's code it names in a header. Storage errors (a
 * full quota) are swallowed: keeping a copy must never break the page being shown.
 */
export async function keep(cacheName: string, key: string, response: Response): Promise<void> {
  const isPage = cacheName === PAGES;
  if (!isKeepable(response, isPage ? 'html' : 'any')) return;
  try {
    const savedAt = new Date();
    const headers = new Headers(response.headers);
    // The body read here is already decoded, and its length is measured again below.
    headers.delete('content-encoding');
    headers.delete('content-length');
    let body: Blob;
    if (isPage) {
      const html = await response.text();
      const code = shortCodeInPage(html);
      if (code) headers.set(SHORT_CODE, code);
      body = new Blob([markSavedCopy(html, savedAt)], { type: headers.get('content-type') ?? 'text/html' });
    } else {
      body = await response.blob();
    }
    headers.set(SAVED_AT, String(savedAt.getTime()));
    headers.set(SAVED_BYTES, String(body.size));
    const cache = await caches.open(cacheName);
    await cache.put(key, new Response(body, { status: response.status, statusText: response.statusText, headers }));
    await scheduleTrim(cacheName);
  } catch {
    // Quota full or storage unavailable: the visitor still has the page from the network.
  }
}

export async function forget(cacheName: string, keys: readonly string[]): Promise<void> {
  try {
    const cache = await caches.open(cacheName);
    await Promise.all(keys.map((key) => cache.delete(key, { ignoreVary: true })));
  } catch {
    // Storage unavailable: nothing was kept either.
  }
}

/** Every saved page with the plaque's code it names (a few dozen at most, read only when offline). */
export async function savedPages(): Promise<SavedPageFacts[]> {
  const cache = await caches.open(PAGES);
  const keys = await cache.keys();
  const pages = await Promise.all(
    keys.map(async (request) => {
      const response = await cache.match(request, { ignoreVary: true });
      return response
        ? { url: request.url, shortCode: response.headers.get(SHORT_CODE), savedAt: Number(response.headers.get(SAVED_AT)) || 0 }
        : null;
    }),
  );
  return pages.filter((page): page is SavedPageFacts => page !== null);
}

/**
 * Trims run one at a time and coalesce: the photos of one page arrive one after another, and one trim after
 * the burst does what a trim after each of them would.
 */
const dirty = new Set<string>();
let trimming: Promise<void> | null = null;

function scheduleTrim(cacheName: string): Promise<void> {
  dirty.add(cacheName);
  trimming ??= (async () => {
    while (dirty.size > 0) {
      const names = [...dirty];
      dirty.clear();
      for (const name of names) await trim(name).catch(() => {});
    }
    trimming = null;
  })();
  return trimming;
}

async function trim(cacheName: string): Promise<void> {
  const limits = LIMITS[cacheName];
  if (!limits) return;
  const cache = await caches.open(cacheName);
  const keys = await cache.keys();
  const entries = await Promise.all(
    keys.map(async (request) => {
      const headers = (await cache.match(request, { ignoreVary: true }))?.headers;
      return { key: request.url, savedAt: Number(headers?.get(SAVED_AT)) || 0, bytes: Number(headers?.get(SAVED_BYTES)) || 0 };
    }),
  );
  await Promise.all(entriesToEvict(entries, limits).map((key) => cache.delete(key, { ignoreVary: true })));
}
