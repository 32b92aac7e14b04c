/**
 * Visit counting rules shared by the server render and the browser script (product §2.4).
 * Dependency-free on purpose: it ships inside the public pages' one script, which must not pull in
 * modules other pages' bundles share (each shared module is one more request in a chain on mobile data).
 */

/**
 * es-CO digit grouping with a dot, as format.ts writes counts ('1.234'), done by hand: creating an Intl
 * formatter costs a cheap phone about 20 ms of main thread, more than the rest of the page's script.
 */
function groupDigits(value: number): string {
  const digits = String(Math.max(0, Math.trunc(value)));
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** '1 visita', '1.234 visitas'. */
export function visitLabel(count: number): string {
  return `${groupDigits(count)} ${count === 1 ? 'visita' : 'visitas'}`;
}

/** localStorage (individual and couple, once per browser) and sessionStorage (family, once per session) keys. */
export const memorialVisitKey = (slug: string) => `recuerdos:visita:memorial:${slug}`;
export const familyVisitKey = (slug: string) => `recuerdos:visita:familia:${slug}`;
export const coupleVisitKey = (slug: string) => `recuerdos:visita:pareja:${slug}`;

/** What to do with the mark after the server answered (docs/product: 429 counts as counted; other errors retry). */
export function keepVisitMark(status: number): boolean {
  return (status >= 200 && status < 300) || status === 429;
}

/** product §2.8: logged when a visit could not be recorded, unless the server said why. */
export const VISIT_FAILURE = 'Error al registrar visita';

/** The server's own `error` text from a failed visit's answer, or docs/product's default. */
export function visitFailureMessage(body: unknown): string {
  const error = body !== null && typeof body === 'object' ? (body as { error?: unknown }).error : undefined;
  return typeof error === 'string' && error.trim() ? error : VISIT_FAILURE;
}
