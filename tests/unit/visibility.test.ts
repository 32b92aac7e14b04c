import { describe, expect, it } from 'vitest';
import { applyVisibility, robotsFor } from '../../site/data/page-visibility';
import { mayStore } from '../../worker/edge-cache/copies';
import { normalizeAccessCode } from '../../worker/schemas/visibility';
import { ACCESS_TTL_MS, signAccessToken, verifyAccessToken } from '../../worker/visibility/access-tokens';
import { accessCookieName, passesFromCookies } from '../../worker/visibility/passes';

/** A public page's answer as Astro makes it, before the visibility's headers. */
const rendered = () => ({
  status: 200 as number | undefined,
  headers: new Headers({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' }),
});
const asResponse = (page: ReturnType<typeof rendered>) => new Response('<h1>…</h1>', { status: page.status ?? 200, headers: page.headers });

describe("a page's headers by its visibility, and what the edge may keep", () => {
  it('public: kept at the edge, indexable', () => {
    const page = rendered();
    applyVisibility(page, 'public');
    expect(mayStore(asResponse(page))).toBe(true);
    expect(page.headers.get('x-robots-tag')).toBeNull();
    expect(robotsFor('public')).toBeUndefined();
  });

  it('unlisted: kept at the edge (the same for everyone) with X-Robots-Tag and the meta tag saying noindex', () => {
    const page = rendered();
    applyVisibility(page, 'unlisted');
    expect(mayStore(asResponse(page))).toBe(true);
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
    expect(robotsFor('unlisted')).toBe('noindex');
  });

  it('private, opened with the code: never kept by the edge, the browser or the service worker', () => {
    const page = rendered();
    applyVisibility(page, 'private');
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(mayStore(asResponse(page))).toBe(false);
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
  });

  it('private without the code: the code form, 403, never kept', () => {
    const page = rendered();
    applyVisibility(page, 'closed');
    expect(page.status).toBe(403);
    expect(mayStore(asResponse(page))).toBe(false);
  });
});

describe('the access token', () => {
  const subject = { kind: 'memorial' as const, id: 'm1', accessVersion: 3, accessCodeHash: 'scrypt$16384$8$5$sal$clave' };

  it('opens its memorial at its version until it expires', async () => {
    const now = Date.parse('2026-05-01T12:00:00Z');
    const token = await signAccessToken(subject, now + ACCESS_TTL_MS);
    expect(await verifyAccessToken(token, subject, now)).toBe(true);
    expect(await verifyAccessToken(token, subject, now + ACCESS_TTL_MS)).toBe(false);
    expect(await verifyAccessToken(token, { ...subject, accessVersion: 4 }, now)).toBe(false);
    expect(await verifyAccessToken(token, { ...subject, id: 'm2' }, now)).toBe(false);
    expect(await verifyAccessToken(token, { ...subject, kind: 'family' }, now)).toBe(false);
    // A new code (a new salted hash) is a new key: the old token fails even at the same version.
    expect(await verifyAccessToken(token, { ...subject, accessCodeHash: 'scrypt$16384$8$5$otra$clave' }, now)).toBe(false);
    // An expiry further than 30 days away was not made here.
    const far = await signAccessToken(subject, now + 2 * ACCESS_TTL_MS);
    expect(await verifyAccessToken(far, subject, now)).toBe(false);
    expect(await verifyAccessToken('basura', subject, now)).toBe(false);
  });

  it('travels in a cookie named after its memorial, __Host- prefixed on https', () => {
    const target = { kind: 'family' as const, id: 'f1' };
    expect(accessCookieName(target, 'http://localhost/familia/x')).toBe('acceso-f-f1');
    expect(accessCookieName(target, 'https://recuerdos.co/familia/x')).toBe('__Host-acceso-f-f1');
    const passes = passesFromCookies('session=a; __Host-acceso-f-f1=1.2.abc; acceso-m-m1=zzz', 'https://recuerdos.co/');
    expect(passes.tokenFor(target)).toBe('1.2.abc');
    // Only the name for the request's scheme is read.
    expect(passes.tokenFor({ kind: 'memorial', id: 'm1' })).toBeUndefined();
  });

  it('compares codes as a relative would type them', () => {
    expect(normalizeAccessCode('  Abuela   ROSA\u00a02024 ')).toBe('abuela rosa 2024');
  });
});
