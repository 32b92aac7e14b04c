import { describe, expect, it } from 'vitest';
import { expectAnswers, itAnswers } from '../helpers/answers';
import {
  browserCopy,
  edgeCopy,
  edgeTtlSeconds,
  isCurrent,
  mayStore,
  parseRenderedUnder,
  renderedUnderOf,
  type RenderedUnder,
} from '../../worker/edge-cache/copies';
import { couplePaths, edgeCacheKey, familyPagePath, familyPaths, memorialPaths, wallPaths } from '../../worker/edge-cache/public-paths';
import { pagesShowingSettings } from '../../worker/edge-cache/settings-pages';
import { nextMidnightInColombia } from '../../worker/services/time';

const ORIGIN = 'https://recuerdoseternos.co';
const key = (path: string, method = 'GET') => edgeCacheKey(method, `${ORIGIN}${path}`);

describe('which requests the edge cache answers', () => {
  it.each([
    '/',
    '/memorial/maria-elena-rodriguez',
    '/familia/familia-gomez-herrera',
    '/pareja/camila-y-andres',
    '/muro-de-recuerdos/maria-elena-rodriguez',
    '/muro-de-recuerdos/familia-gomez-herrera',
    '/familia/familia-gomez-herrera/muro-de-recuerdos',
  ])('keeps the public page %s under its own URL', (path) => {
    expect(key(path)).toEqual({ key: `${ORIGIN}${path}`, path });
  });

  it.each([
    '/dashboard',
    '/admin',
    '/admin/special-profiles',
    '/api/health',
    '/api/profiles/public/maria-elena-rodriguez',
    '/preview/maria-elena-rodriguez',
    '/edit/0b7c5a9e-1111-4d7a-9c1e-7f0f3e2a1b2c',
    '/q/7K3M9P',
    '/template',
    '/media/profile/u/foto.jpg',
    '/create-memorial',
    '/reset-password',
  ])('never answers %s (fresh reads: dashboards, admin, API, previews, editors, links)', (path) => {
    expect(key(path)).toBeNull();
  });

  it('answers only GET', () => {
    for (const method of ['HEAD', 'POST', 'PUT', 'DELETE']) expect(key('/memorial/maria-elena-rodriguez', method)).toBeNull();
  });

  it('drops a query no cached page reads, so a shared link with tracking still finds the copy', () => {
    expect(key('/memorial/maria-elena-rodriguez?fbclid=abc&utm_source=whatsapp')).toEqual({
      key: `${ORIGIN}/memorial/maria-elena-rodriguez`,
      path: '/memorial/maria-elena-rodriguez',
    });
  });

  it('keeps one copy of a gallery page whatever an old ?fotos= link asks (no page reads it any more)', () => {
    expect(key('/familia/familia-gomez-herrera?fotos=2')).toEqual({
      key: `${ORIGIN}/familia/familia-gomez-herrera`,
      path: '/familia/familia-gomez-herrera',
    });
    expect(key('/pareja/camila-y-andres?fotos=2')?.key).toBe(`${ORIGIN}/pareja/camila-y-andres`);
  });

  it.each([
    '/memorial/Maria-Elena',
    '/memorial/maria%2Delena',
    '/memorial/maria-elena/',
    '/memorial/-maria',
    '/memorial/a--b',
    '/muro-de-recuerdos/x/y',
    '/familia/gomez-herrera',
    '/familia/gomez-herrera/muro-de-recuerdos',
  ])('renders fresh %s: an address no purge would name', (path) => {
    expect(key(path)).toBeNull();
  });

  it('keeps copies per host: each copy names its own origin in its link preview', () => {
    expect(edgeCacheKey('GET', 'http://127.0.0.1:4321/')?.key).toBe('http://127.0.0.1:4321/');
  });
});

describe('the pages each write touches', () => {
  it('an individual memorial: its page and its wall', () => {
    expect(memorialPaths('rosa-diaz')).toEqual(['/memorial/rosa-diaz', '/muro-de-recuerdos/rosa-diaz']);
  });

  it("a family: its page and both addresses of its wall; a member: the family's page", () => {
    expect(familyPaths('familia-diaz')).toEqual([
      '/familia/familia-diaz',
      '/muro-de-recuerdos/familia-diaz',
      '/familia/familia-diaz/muro-de-recuerdos',
    ]);
    expect(familyPagePath('familia-diaz')).toBe('/familia/familia-diaz');
  });

  it("a memory: its wall's first page (both addresses of a family's wall)", () => {
    expect(wallPaths('memorial', 'rosa-diaz')).toEqual(['/muro-de-recuerdos/rosa-diaz']);
    expect(wallPaths('family', 'familia-diaz')).toEqual(['/muro-de-recuerdos/familia-diaz', '/familia/familia-diaz/muro-de-recuerdos']);
  });

  it('a couple: its page', () => {
    expect(couplePaths('laura-y-andres')).toEqual(['/pareja/laura-y-andres']);
  });

  it('every path a write names is one the cache stores under', () => {
    const paths = [...memorialPaths('rosa-diaz'), ...familyPaths('familia-diaz'), ...couplePaths('laura-y-andres')];
    for (const path of paths) expect(key(path)?.path).toBe(path);
  });

  itAnswers(
    'settings: the footer is on every page, the hero, figures and examples on the landing, the rest on no cached page',
    pagesShowingSettings,
    [
      [['footer_info'], 'everything'],
      [['hero_section', 'footer_info'], 'everything'],
      [['hero_section'], ['/']],
      [['site_stats'], ['/']],
      [['examples_section'], ['/']],
      [['payment_methods'], []],
      [['pricing_plan'], []],
      [[], []],
    ],
  );
});

describe('how long the edge keeps a page: until the next midnight in Colombia (UTC−5, no daylight saving)', () => {
  const at = (iso: string) => Date.parse(iso);

  it('at noon in Bogotá, twelve hours', () => {
    expect(nextMidnightInColombia(at('2026-03-10T17:00:00Z'))).toBe(at('2026-03-11T05:00:00Z'));
    expect(edgeTtlSeconds(at('2026-03-10T17:00:00Z'), at('2026-03-10T17:00:00Z'))).toBe(12 * 3600);
  });

  it('one second before midnight, one second; at midnight, a whole day', () => {
    expect(edgeTtlSeconds(at('2026-03-11T04:59:59Z'), at('2026-03-11T04:59:59Z'))).toBe(1);
    expect(edgeTtlSeconds(at('2026-03-11T05:00:00Z'), at('2026-03-11T05:00:00Z'))).toBe(24 * 3600);
  });

  it('in the evening in Bogotá, when it is already tomorrow in UTC', () => {
    expect(nextMidnightInColombia(at('2026-12-31T23:30:00Z'))).toBe(at('2027-01-01T05:00:00Z'));
    expect(nextMidnightInColombia(at('2027-01-01T03:00:00Z'))).toBe(at('2027-01-01T05:00:00Z'));
  });

  it('counts from the start of the render: a page rendered across midnight is not kept for a day', () => {
    expect(edgeTtlSeconds(at('2026-03-11T04:59:59.500Z'), at('2026-03-11T05:00:00.200Z'))).toBeLessThanOrEqual(0);
  });
});

const page = (headers: Record<string, string> = {}, status = 200) =>
  new Response('<!doctype html><title>María</title>', {
    status,
    headers: { 'content-type': 'text/html', 'cache-control': 'no-cache', ...headers },
  });

describe('what the edge stores and what the browser gets', () => {
  const under: RenderedUnder = { build: 'b1', everything: 2, page: 7 };

  itAnswers('stores only a 200 HTML page for everyone', mayStore, [
    [page(), true],
    [page({}, 404), false],
    [page({ 'set-cookie': 'x=1' }), false],
    [page({ 'content-type': 'application/json' }), false],
    [page({ vary: 'Cookie' }), false],
    [page({ 'cache-control': 'private, max-age=60' }), false],
    [page({ 'cache-control': 'no-store' }), false],
  ]);

  it("the stored copy carries the edge's lifetime and what it was rendered under; a hit gives the browser the page's own Cache-Control", async () => {
    const stored = edgeCopy(page(), under, 3600);
    expect(stored.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(renderedUnderOf(stored)).toEqual(under);

    const hit = browserCopy(
      new Response(stored.body, { headers: { ...Object.fromEntries(stored.headers), age: '30', 'cf-cache-status': 'HIT' } }),
      'hit',
    );
    expect(hit.headers.get('cache-control')).toBe('no-cache');
    expect(hit.headers.get('x-edge-cache')).toBe('hit');
    for (const name of ['age', 'cf-cache-status', 'x-edge-rendered-under', 'x-edge-page-cache-control'])
      expect(hit.headers.has(name)).toBe(false);
    expect(await hit.text()).toContain('María');
  });

  it('a miss keeps the page as rendered and says so', () => {
    const miss = browserCopy(page(), 'miss');
    expect(miss.headers.get('cache-control')).toBe('no-cache');
    expect(miss.headers.get('x-edge-cache')).toBe('miss');
  });

  it('serves a copy only from the same build and with no purge after it', () => {
    expect(isCurrent(under, under)).toBe(true);
    expect(isCurrent({ ...under, page: 6 }, under)).toBe(false);
    // A restored database brings versions back down: copies from before the restore stop matching too.
    expectAnswers(isCurrent, [
      [{ ...under, page: 8 }, under, false],
      [{ ...under, everything: 1 }, under, false],
      [{ ...under, build: 'b0' }, under, false],
      [null, under, false],
    ]);
    expect(parseRenderedUnder('b1/2.7')).toEqual(under);
    expect(parseRenderedUnder('garbage')).toBeNull();
  });
});
