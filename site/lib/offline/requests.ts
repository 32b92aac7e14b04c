/**
 * Which requests the service worker (site/service-worker/) answers, and how. Pure and dependency-free, so
 * the worker's bundle and the unit tests run the same rules. Everything not listed here goes to the network
 * as if there were no service worker: the API, the dashboard, admin, editing, previews, sign-in, other
 * origins, every non-GET method, Range requests (video seeking) and videos.
 */

export type RequestFacts = {
  method: string;
  url: string;
  /** `navigate` for a document opened in a tab. */
  mode: string;
  /** `image`, `video`, `script`…; empty for fetch() and for the page's own list of what it loaded. */
  destination: string;
  hasRange: boolean;
};

export type Route =
  /** A public page opened in the tab: network first, the page cache's copy under `key` when the network fails or is slow. */
  | { kind: 'page'; key: string }
  /** The plaque's address: the network, and offline the saved page that the code leads to. */
  | { kind: 'short-link'; code: string }
  /** Content-hashed build output (/_astro): never changes, so cache first. */
  | { kind: 'asset' }
  /** An uploaded photo (server-generated unique key under /media): never changes, so cache first. */
  | { kind: 'media-image' }
  /** The site's own pictures (template backgrounds, icons): redrawn now and then, so stale-while-revalidate. */
  | { kind: 'site-image' };

/** Never kept, whatever else matches: people's own data and actions. */
const PRIVATE_PREFIXES = ['/api', '/admin', '/dashboard', '/edit', '/preview', '/auth'];

/** The public pages a visitor opens from a plaque or a shared link (first page of each: no query). */
const PUBLIC_PAGE_PATHS = [
  /^\/$/,
  /^\/(?:memorial|familia|pareja|muro-de-recuerdos)\/[^/]+\/?$/,
  /^\/familia\/[^/]+\/muro-de-recuerdos\/?$/,
];

/** Added by link shorteners and social apps; they do not change the page, so they do not split its copy. */
const TRACKING_PARAM = /^(?:utm_[a-z]+|fbclid|gclid|igshid|si)$/i;

const IMAGE_PATH = /\.(?:jpe?g|png|webp|avif|gif|svg|ico)$/i;
const VIDEO_PATH = /\.(?:mp4|webm|mov|avi|m4v|ogv)$/i;
const SHORT_LINK_PATH = /^\/q\/([^/]+)\/?$/i;

export function isPrivatePath(pathname: string): boolean {
  return PRIVATE_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(prefix));
}

export function isPublicPagePath(pathname: string): boolean {
  return !isPrivatePath(pathname) && PUBLIC_PAGE_PATHS.some((pattern) => pattern.test(pathname));
}

/**
 * The page cache's key for a public page's URL (origin and path), or null when the URL is not one to keep:
 * another origin, a private or unknown path, or a query other than tracking (one that might change the content).
 */
export function publicPageKey(url: string, origin: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return null;
  }
  if (parsed.origin !== origin || !isPublicPagePath(parsed.pathname)) return null;
  for (const name of parsed.searchParams.keys()) if (!TRACKING_PARAM.test(name)) return null;
  return `${parsed.origin}${parsed.pathname}`;
}

/** The plaque's code in `/q/{code}` or `/Q/{code}`, upper-cased as printed; null for any other path. */
export function shortCodeFromPath(pathname: string): string | null {
  const match = SHORT_LINK_PATH.exec(pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]).trim().toUpperCase() || null;
  } catch {
    return null;
  }
}

function isImage(pathname: string, destination: string): boolean {
  if (VIDEO_PATH.test(pathname)) return false;
  return IMAGE_PATH.test(pathname) || destination === 'image';
}

/** How the service worker answers a request; null means "not at all" (the browser goes to the network). */
export function routeRequest(request: RequestFacts, origin: string): Route | null {
  if (request.method !== 'GET' || request.hasRange) return null;
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return null;
  }
  if (url.origin !== origin || isPrivatePath(url.pathname)) return null;
  const { pathname } = url;

  if (request.mode === 'navigate') {
    const code = shortCodeFromPath(pathname);
    if (code) return { kind: 'short-link', code };
    const key = publicPageKey(request.url, origin);
    return key ? { kind: 'page', key } : null;
  }
  if (pathname.startsWith('/_astro/')) return VIDEO_PATH.test(pathname) ? null : { kind: 'asset' };
  if (!isImage(pathname, request.destination)) return null;
  if (pathname.startsWith('/media/')) return { kind: 'media-image' };
  if (pathname.startsWith('/templates/') || pathname.startsWith('/icons/') || pathname === '/favicon.svg') return { kind: 'site-image' };
  return null;
}
