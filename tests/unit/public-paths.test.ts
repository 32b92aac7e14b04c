import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, request } from '../../site/lib/api-client';
import { isPublicPagePath } from '../../site/lib/offline/requests';
import { GUEST_PAGES, SESSION_PAGES, isPublicPath, routePattern } from '../../site/lib/public-paths';
import { isPublicPage } from '../../worker/d1/consistency';
import { edgeCacheKey } from '../../worker/edge-cache/public-paths';

/** Where a guest may stay (site/lib/public-paths.ts): one list for the 401 handler and the header's sign-out. */
const PAGES_DIR = join(import.meta.dirname, '../../site/pages');

/** Every route under site/pages, as Astro names it: `memorial/[slug].astro` → `/memorial/[slug]`. */
function pageRoutes(dir = PAGES_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return pageRoutes(path);
    const route = `/${relative(PAGES_DIR, path).replace(/\.[^/.]+$/, '')}`.replace(/\/index$/, '/').replace(/(.)\/$/, '$1');
    return [route];
  });
}

/** An address of a route: its parameters filled in. */
const sample = (route: string) => route.replace(/\[[^\]]+\]/g, 'ana-maria');

describe('every page is either a guest page or a session page', () => {
  const routes = pageRoutes();
  const guest = new Set<string>(GUEST_PAGES);
  const session = new Set<string>(SESSION_PAGES);

  it('classifies each page under site/pages exactly once (a new page must be added to one list)', () => {
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      expect(guest.has(route) || session.has(route), `${route} is in neither list of site/lib/public-paths.ts`).toBe(true);
      expect(guest.has(route) && session.has(route), `${route} is in both lists`).toBe(false);
    }
  });

  it('names no page that does not exist', () => {
    expect([...guest, ...session].filter((route) => !routes.includes(route))).toEqual([]);
  });

  it('answers for addresses as each list says', () => {
    for (const route of GUEST_PAGES) expect(isPublicPath(sample(route)), route).toBe(true);
    for (const route of SESSION_PAGES) expect(isPublicPath(sample(route)), route).toBe(false);
  });
});

describe('isPublicPath', () => {
  it('keeps guests on the public pages, the legal texts and the e-mailed links’ pages', () => {
    for (const path of [
      '/',
      '/memorial/ana',
      '/familia/perez',
      '/familia/perez/muro-de-recuerdos',
      '/pareja/camila',
      '/muro-de-recuerdos/ana',
      '/template',
      '/template/',
      '/terminos',
      '/politica-de-datos',
      '/q/7K3M9P',
      '/verify-email',
      '/reset-password',
      '/auth/magic-link',
      '/cuenta/confirmar-correo',
      '/recordatorios/baja',
      '/recordatorios/confirmar',
      '/usar-plantilla/template-4',
    ]) {
      expect(isPublicPath(path), path).toBe(true);
    }
  });

  it('sends people home from session pages and from addresses that are no page', () => {
    for (const path of [
      '/dashboard',
      '/admin',
      '/admin/special-profiles',
      '/edit/abc',
      '/preview/ana',
      '/create-memorial',
      '/payment-success',
      '/memorial',
      '/memorial/',
      '/memoriales/x',
      '/memorial/a/b',
      '/templates',
      '/template/x',
    ]) {
      expect(isPublicPath(path), path).toBe(false);
    }
  });

  it('turns a route into one segment per parameter', () => {
    expect(routePattern('/')).toEqual(/^\/?$/);
    expect(routePattern('/memorial/[slug]').test('/memorial/ana')).toBe(true);
    expect(routePattern('/memorial/[slug]').test('/memorial/')).toBe(false);
    expect(routePattern('/familia/[slug]/muro-de-recuerdos').test('/familia/x/muro-de-recuerdos/')).toBe(true);
  });

  it('counts as guest pages every page the edge keeps, D1 replicas answer or the offline copy keeps', () => {
    const shared = [
      '/',
      '/memorial/ana',
      '/familia/familia-perez',
      '/familia/familia-perez/muro-de-recuerdos',
      '/pareja/camila',
      '/muro-de-recuerdos/ana',
      '/template',
      '/q/7K3M9P',
    ];
    for (const path of shared) {
      const everyVisitorAlike = edgeCacheKey('GET', `https://example.co${path}`) !== null || isPublicPage(path) || isPublicPagePath(path);
      expect(everyVisitorAlike, path).toBe(true);
      expect(isPublicPath(path), path).toBe(true);
    }
    for (const route of SESSION_PAGES) {
      const path = sample(route);
      expect(edgeCacheKey('GET', `https://example.co${path}`), path).toBeNull();
      expect(isPublicPage(path), path).toBe(false);
      expect(isPublicPagePath(path), path).toBe(false);
    }
  });
});

describe('a 401 from the API', () => {
  afterEach(() => vi.unstubAllGlobals());

  async function answer401At(pathname: string) {
    const assign = vi.fn();
    vi.stubGlobal('window', { location: { pathname, assign } });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ success: false, error: 'No autorizado', code: 'UNAUTHORIZED' }, { status: 401 })),
    );
    const result = await request(api.profiles['my-profiles'].$get());
    expect(result).toEqual({ ok: false, status: 401, error: 'No autorizado', code: 'UNAUTHORIZED' });
    return assign;
  }

  it('keeps the person on /template, /terminos and /politica-de-datos (the session ended, the page still shows)', async () => {
    for (const path of ['/template', '/terminos', '/politica-de-datos']) expect(await answer401At(path), path).not.toHaveBeenCalled();
  });

  it('sends the person home from a session page', async () => {
    expect(await answer401At('/dashboard')).toHaveBeenCalledWith('/');
  });
});
