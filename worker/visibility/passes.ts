/**
 * The access cookies a visitor's browser carries: one per private memorial it opened, named after the memorial
 * (`acceso-m-{id}` / `acceso-f-{id}`, `__Host-` prefixed on https like the session's), HttpOnly, SameSite=Lax,
 * Secure on https, path /, 30 days. Pure: a Cookie header in, the tokens by memorial out; services check a
 * token against the stored memorial (./access-tokens.ts).
 */
import type { MemorialKind } from './access-tokens';

export type AccessTarget = { kind: MemorialKind; id: string };

/** The visitor's passes: the token the request carries for one memorial, if any. */
export type AccessPasses = { tokenFor(target: AccessTarget): string | undefined };

export const NO_PASSES: AccessPasses = { tokenFor: () => undefined };

const base = (target: AccessTarget) => `acceso-${target.kind === 'memorial' ? 'm' : 'f'}-${target.id}`;

/** The cookie's name for `target` on a request to `url`. */
export function accessCookieName(target: AccessTarget, url: string | URL): string {
  return new URL(url).protocol === 'https:' ? `__Host-${base(target)}` : base(target);
}

/** The passes in a request's Cookie header (only the names for the request's scheme are read). */
export function passesFromCookies(cookieHeader: string | null | undefined, url: string | URL): AccessPasses {
  if (!cookieHeader || !cookieHeader.includes('acceso-')) return NO_PASSES;
  const jar = new Map<string, string>();
  for (const part of cookieHeader.split(';')) {
    const at = part.indexOf('=');
    if (at > 0) jar.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  return { tokenFor: (target) => jar.get(accessCookieName(target, url)) };
}
