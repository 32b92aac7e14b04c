/**
 * The way back (docs/features/the-way-back.md): where a person goes after signing in, signing up or opening an e-mailed sign-in link,
 * carried as `?volver=` in a page's address, `&volver=` in an e-mailed link's fragment and `return_to` in an API
 * body. Only a path of this site passes: it starts with one `/`, has no second `/` or `\` after it (`//evil.co` and
 * `/\evil.co` are other hosts to a browser), no backslash, no space or control character, no scheme, at most
 * RETURN_PATH_MAX characters, and resolves to this origin. Everything else is no way back at all (the default,
 * the dashboard), never an error page: the check is the same in the Worker and in the browser that follows it.
 * Library-free, so a page's script, an island and the server share it. docs/features/the-way-back.md.
 */

/** The query parameter (pages) and fragment key (e-mailed links) that carry the return path. */
export const RETURN_PARAM = 'volver';

/** The page that asks a signed-out visitor to sign in, then sends them on (site/pages/iniciar-sesion.astro). */
export const SIGN_IN_PATH = '/iniciar-sesion';

/** Where a sign-in with no (or no acceptable) return path ends: the person's panel. */
export const DEFAULT_RETURN_PATH = '/dashboard';

/** Long enough for a page, its query and an invitation's token; short enough to stay one line in an e-mail. */
export const RETURN_PATH_MAX = 512;

/** A base no real site has: a path that resolves anywhere else names another host. */
const BASE = 'https://recuerdos.invalid';

/** Space and control characters: a browser strips or rewrites them before reading the host (`/\t/evil.co`). */
function hasUnsafeCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code <= 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

/**
 * The path `raw` names on this site (normalized: path, query and fragment), or null when it is not one. The
 * sign-in page itself and the API are no destinations (a loop; a JSON answer).
 */
export function safeReturnPath(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > RETURN_PATH_MAX) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\') || hasUnsafeCharacter(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  if (url.pathname === SIGN_IN_PATH || url.pathname === '/api' || url.pathname.startsWith('/api/')) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.length <= RETURN_PATH_MAX ? path : null;
}

/** Where a page sends a signed-out visitor: the sign-in page, with the address they asked for to come back to. */
export function signInAddress(returnPath: string): string {
  const path = safeReturnPath(returnPath);
  return path ? `${SIGN_IN_PATH}?${RETURN_PARAM}=${encodeURIComponent(path)}` : SIGN_IN_PATH;
}

/** The return path an address's query carries (`?volver=`), or null. */
export function returnPathFromSearch(search: string): string | null {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM));
}

/**
 * An e-mailed link with the return path in its fragment (`#token=…&volver=…`): the fragment never reaches a
 * server, and the page that opens the link checks the path again before following it.
 */
export function withReturnFragment(link: string, returnPath: string | null | undefined): string {
  const path = safeReturnPath(returnPath);
  if (!path) return link;
  return `${link}${link.includes('#') ? '&' : '#'}${RETURN_PARAM}=${encodeURIComponent(path)}`;
}

/** The return path an e-mailed link's fragment carries, or null. */
export function returnPathFromFragment(hash: string): string | null {
  return safeReturnPath(new URLSearchParams(hash.replace(/^#/, '')).get(RETURN_PARAM));
}
