/**
 * How the worker answers each kind of request that lib/offline/requests.ts routes to it.
 */
import { memorialCopyKeys } from '../lib/offline/memorial-copies';
import { choosePageResponse, NETWORK_BUDGET_MS, type PageChoice } from '../lib/offline/network-first';
import type { KeepPageMessage, NetworkFailedMessage, PageWithdrawnMessage } from '../lib/offline/protocol';
import { isPublicPagePath, publicPageKey, routeRequest, type Route } from '../lib/offline/requests';
import { pageVerdict } from '../lib/offline/responses';
import { savedPageForCode } from '../lib/offline/saved-page';
import { sw, type FetchEvent } from './scope';
import { ASSETS, findSaved, forget, IMAGES, keep, PAGES, savedPages } from './store';

/**
 * A public page: network first (lib/offline/network-first.ts). The saved copy is shown only when the network
 * fails, or has not answered within the budget on a weak signal; a copy is never shown over an answer the network
 * gave in time, so a page made private shows its code form, not the memorial this phone kept while it was public.
 * Whenever the network answers, its answer updates the saved copies (see afterNetwork).
 */
export async function respondWithPage(event: FetchEvent, key: string): Promise<Response> {
  const network = fetch(event.request);
  // Cloned in the first callback on the answer, before the tab can start reading its body.
  const forCache = network.then((response) => response.clone());
  const budget = new Promise<void>((resolve) => setTimeout(resolve, NETWORK_BUDGET_MS));
  const choice = choosePageResponse(network, findSaved(PAGES, key), budget);
  event.waitUntil(afterNetwork(event.resultingClientId, key, forCache, choice));
  return (await choice).response;
}

/**
 * What the network's answer, whenever it comes, does to the saved copies, and what the tab is told:
 * - withdrawn (401/403/404/410): every copy of the memorial goes; a tab showing the copy because the network was
 *   slow is told to reload, and gets the server's answer (the copies are gone before it asks again);
 * - moved (a redirect): the copy at this address goes;
 * - otherwise it is kept when it may be (a changed page replaces the copy, so a stale one is shown at most once);
 * - no answer (the network failed): a tab showing the copy is told, so it says 'Sin conexión'.
 */
async function afterNetwork(
  clientId: string,
  key: string,
  answer: Promise<Response>,
  choice: Promise<PageChoice<Response>>,
): Promise<void> {
  const shown = choice.then(
    ({ source }) => source,
    () => null,
  );
  let response: Response;
  try {
    response = await answer;
  } catch {
    const source = await shown;
    if (source === 'offline' || source === 'slow') await tell(clientId, { type: 'network-failed' } satisfies NetworkFailedMessage);
    return;
  }
  const verdict = pageVerdict(response);
  if (verdict === 'withdrawn') {
    await forget(PAGES, memorialCopyKeys(key));
    if ((await shown) === 'slow') await tell(clientId, { type: 'page-withdrawn' } satisfies PageWithdrawnMessage);
  } else if (verdict === 'moved') {
    await forget(PAGES, [key]);
  } else {
    await keep(PAGES, key, response);
  }
}

/**
 * The plaque's address. Online, the server's 302 goes back as it came (an opaque redirect, which the browser
 * follows for a navigation). Offline, a redirect of our own to the saved page the code leads to, which the
 * browser then opens through respondWithPage: the address bar shows the page's own URL, as online.
 */
export async function respondWithShortLink(event: FetchEvent, code: string): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(event.request);
  } catch (error) {
    const url = savedPageForCode(await savedPages(), code);
    if (url) return Response.redirect(url, 302);
    throw error;
  }
  // The code leads nowhere now (its page was unpublished or deleted): neither does its saved page offline.
  if (response.status === 404 || response.status === 410) event.waitUntil(forgetPagesFor(code));
  return response;
}

/** The saved pages that name the code, with every other copy of their memorial (its wall). */
async function forgetPagesFor(code: string): Promise<void> {
  const pages = await savedPages();
  await forget(
    PAGES,
    pages.filter((page) => page.shortCode === code).flatMap((page) => memorialCopyKeys(page.url)),
  );
}

/** Build output and uploaded photos never change under one URL: the saved copy, else the network's. */
export async function respondCacheFirst(event: FetchEvent, cacheName: string): Promise<Response> {
  const saved = await findSaved(cacheName, event.request.url);
  if (saved) return saved;
  const response = await fetch(event.request);
  event.waitUntil(keepForPublicPage(event, cacheName, response.clone()));
  return response;
}

/** The site's own pictures may be redrawn: the saved copy at once, refreshed behind it. */
export async function respondStaleWhileRevalidate(event: FetchEvent, cacheName: string): Promise<Response> {
  const network = fetch(event.request);
  event.waitUntil(
    network.then(
      (response) => keepForPublicPage(event, cacheName, response.clone()),
      () => {},
    ),
  );
  return (await findSaved(cacheName, event.request.url)) ?? network;
}

/**
 * Keeps what the page sent in its message: itself and what it loaded before the worker controlled it (the
 * photos at the size this phone chose from `srcset`, its script, the template's background). Only for a
 * public page, and only what the same rules would keep had the requests come through the worker.
 */
export async function keepPage(message: KeepPageMessage): Promise<void> {
  const origin = sw.location.origin;
  const key = publicPageKey(message.url, origin);
  if (!key) return;
  const resources = message.resources.map((url) => ({
    url,
    route: routeRequest({ method: 'GET', url, mode: 'no-cors', destination: '', hasRange: false }, origin),
  }));
  await Promise.all([
    fetchAndKeep(key, PAGES),
    ...resources.map(({ url, route }) => {
      const cacheName = cacheFor(route);
      return cacheName ? keepIfMissing(url, cacheName) : undefined;
    }),
  ]);
}

export function cacheFor(route: Route | null): string | null {
  if (route?.kind === 'asset') return ASSETS;
  if (route?.kind === 'media-image' || route?.kind === 'site-image') return IMAGES;
  return null;
}

/** Subresources are kept only for public pages: the dashboard's and admin's scripts and photos never are. */
async function keepForPublicPage(event: FetchEvent, cacheName: string, response: Response): Promise<void> {
  const client = event.clientId ? await sw.clients.get(event.clientId) : undefined;
  if (client && isPublicPagePath(new URL(client.url).pathname)) await keep(cacheName, event.request.url, response);
}

async function keepIfMissing(url: string, cacheName: string): Promise<void> {
  if (!(await findSaved(cacheName, url))) await fetchAndKeep(url, cacheName);
}

/**
 * `force-cache`: the browser's HTTP cache still holds what the page just loaded (even an answer marked
 * `no-cache`), so the copy kept is the one the visitor saw and this costs no network on one bar of signal.
 */
async function fetchAndKeep(url: string, cacheName: string): Promise<void> {
  try {
    await keep(cacheName, url, await fetch(url, { credentials: 'same-origin', cache: 'force-cache' }));
  } catch {
    // No network any more: the next visit keeps it.
  }
}

/** `clients.get` waits for the page a navigation creates to exist, and the page's queue holds the message until it listens. */
async function tell(clientId: string, message: NetworkFailedMessage | PageWithdrawnMessage): Promise<void> {
  const client = clientId ? await sw.clients.get(clientId) : undefined;
  client?.postMessage(message);
}
