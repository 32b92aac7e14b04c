import { describe, expect, it } from 'vitest';
import { expectAnswers, itAnswers } from '../helpers/answers';
import { entriesToEvict } from '../../site/lib/offline/eviction';
import {
  isKeepPageMessage,
  isNetworkFailedMessage,
  isPageWithdrawnMessage,
  keepPageMessage,
  REFRESH_FAILED_ATTRIBUTE,
  SAVED_AT_ATTRIBUTE,
  WITHDRAWN_ATTRIBUTE,
} from '../../site/lib/offline/protocol';
import { WORKER_NEWS_MARKS } from '../../site/scripts/offline/worker-news';
import { publicPageKey, routeRequest, shortCodeFromPath, type RequestFacts } from '../../site/lib/offline/requests';
import { isKeepable, pageVerdict, type ResponseFacts } from '../../site/lib/offline/responses';
import { markSavedCopy, savedPageForCode, shortCodeInPage } from '../../site/lib/offline/saved-page';
import { formatSavedAt, savedCopyNotice } from '../../site/lib/offline/saved-notice';

/** The rules the service worker (site/service-worker/) runs, checked without a browser. */
const ORIGIN = 'https://recuerdoseternos.co';

function navigate(path: string): RequestFacts {
  return { method: 'GET', url: `${ORIGIN}${path}`, mode: 'navigate', destination: 'document', hasRange: false };
}

function subresource(path: string, destination = 'image', extra: Partial<RequestFacts> = {}): RequestFacts {
  return { method: 'GET', url: `${ORIGIN}${path}`, mode: 'no-cors', destination, hasRange: false, ...extra };
}

describe('which requests the service worker answers', () => {
  it('keeps the public pages a visitor opens, keyed by their address', () => {
    for (const path of [
      '/',
      '/memorial/maria-elena-rodriguez',
      '/familia/familia-gomez-herrera',
      '/pareja/camila-y-andres',
      '/muro-de-recuerdos/maria-elena-rodriguez',
      '/familia/familia-gomez-herrera/muro-de-recuerdos',
    ]) {
      expect(routeRequest(navigate(path), ORIGIN)).toEqual({ kind: 'page', key: `${ORIGIN}${path}` });
    }
  });

  it('shares one copy between a page and its address with tracking parameters, but not with another page of photos', () => {
    expect(publicPageKey(`${ORIGIN}/memorial/ana?utm_source=whatsapp&fbclid=x`, ORIGIN)).toBe(`${ORIGIN}/memorial/ana`);
    expect(publicPageKey(`${ORIGIN}/familia/familia-gomez?fotos=2`, ORIGIN)).toBeNull();
    expect(routeRequest(navigate('/muro-de-recuerdos/ana?page=2'), ORIGIN)).toBeNull();
  });

  it('never answers the API, the dashboard, admin, editing, previews or sign-in', () => {
    for (const path of [
      '/api/profiles/public/ana',
      '/dashboard',
      '/admin',
      '/admin/special-profiles',
      '/edit/123',
      '/preview/ana',
      '/auth/magic-link',
    ]) {
      expect(routeRequest(navigate(path), ORIGIN), path).toBeNull();
      expect(routeRequest(subresource(path, ''), ORIGIN), path).toBeNull();
    }
    expect(routeRequest(navigate('/create-memorial'), ORIGIN)).toBeNull();
    expect(routeRequest(navigate('/memorial/ana/editar'), ORIGIN)).toBeNull();
  });

  it('never answers other methods, Range requests, videos or other origins', () => {
    expectAnswers(routeRequest, [
      [{ ...navigate('/memorial/ana'), method: 'POST' }, ORIGIN, null],
      [subresource('/media/profile/u/a.jpg', 'image', { hasRange: true }), ORIGIN, null],
      [subresource('/media/video/u/v.mp4', 'video'), ORIGIN, null],
      [subresource('/media/video/u/v.webm', ''), ORIGIN, null],
      [subresource('/templates/template-4-mobile.webm', 'video'), ORIGIN, null],
      [{ ...navigate('/memorial/ana'), url: 'https://otro.example/memorial/ana' }, ORIGIN, null],
    ]);
    expect(
      routeRequest(subresource('/vi/abc/hqdefault.jpg', 'image', { url: 'https://i.ytimg.com/vi/abc/hqdefault.jpg' }), ORIGIN),
    ).toBeNull();
  });

  it('sorts a page’s subresources by how they may change', () => {
    expect(routeRequest(subresource('/_astro/PublicPageScript.BbqCO_y3.js', 'script'), ORIGIN)).toEqual({ kind: 'asset' });
    expect(routeRequest(subresource('/media/profile/seed/maria-480.jpg'), ORIGIN)).toEqual({ kind: 'media-image' });
    // The page's own list of what it loaded has no destination: the extension decides.
    expectAnswers(routeRequest, [
      [subresource('/media/gallery/seed/girasoles-480.jpg', ''), ORIGIN, { kind: 'media-image' }],
      [subresource('/templates/template-4-mobile.webp'), ORIGIN, { kind: 'site-image' }],
      [subresource('/favicon.svg'), ORIGIN, { kind: 'site-image' }],
      [subresource('/sw.js', 'script'), ORIGIN, null],
      [subresource('/manifest.webmanifest', 'manifest'), ORIGIN, null],
    ]);
  });

  it('recognises the plaque’s address in any case', () => {
    expect(routeRequest(navigate('/Q/7K3M9P'), ORIGIN)).toEqual({ kind: 'short-link', code: '7K3M9P' });
    expect(routeRequest(navigate('/q/7k3m9p'), ORIGIN)).toEqual({ kind: 'short-link', code: '7K3M9P' });
    expectAnswers(shortCodeFromPath, [
      ['/q/7k3m9p/', '7K3M9P'],
      ['/quienes-somos', null],
      ['/q/', null],
    ]);
  });
});

function response(overrides: Partial<Omit<ResponseFacts, 'headers'>> = {}, headers: Record<string, string> = {}): ResponseFacts {
  const lower = new Map(Object.entries({ 'content-type': 'text/html; charset=utf-8', ...headers }).map(([k, v]) => [k.toLowerCase(), v]));
  return { status: 200, type: 'basic', redirected: false, ...overrides, headers: { get: (name) => lower.get(name.toLowerCase()) ?? null } };
}

describe('which answers the service worker keeps', () => {
  itAnswers('keeps a complete same-origin success, the public pages’ own cache headers included', isKeepable, [
    [response(), 'html', true],
    [response({}, { 'cache-control': 'no-cache' }), 'html', true],
    [response({}, { 'cache-control': 'public, max-age=60, stale-while-revalidate=300' }), 'html', true],
    [response({}, { 'content-type': 'image/jpeg', 'cache-control': 'public, max-age=31536000, immutable' }), true],
  ]);

  it('never keeps errors, partial answers, redirects or other origins’ answers', () => {
    for (const status of [404, 500, 206, 302, 0]) expect(isKeepable(response({ status }))).toBe(false);
    expectAnswers(isKeepable, [
      [response({ type: 'opaque' }), false],
      [response({ type: 'opaqueredirect', status: 0 }), false],
      [response({ type: 'cors' }), false],
      [response({ redirected: true }), false],
      [response({}, { 'content-range': 'bytes 0-99/1000' }), false],
    ]);
  });

  itAnswers('never keeps an answer marked no-store or private, or one that sets a cookie', isKeepable, [
    [response({}, { 'cache-control': 'no-store' }), false],
    [response({}, { 'cache-control': 'private, no-store' }), false],
    [response({}, { 'cache-control': 'Private' }), false],
    [response({}, { 'cache-control': 'private="set-cookie", max-age=60' }), false],
    [response({}, { 'set-cookie': 'session=abc; HttpOnly' }), false],
    [response({}, { vary: '*' }), false],
  ]);

  it('withdraws a page the server closed to this visitor (private, signed-out) or no longer has', () => {
    for (const status of [401, 403, 404, 410]) expect(pageVerdict({ status, type: 'basic' }), String(status)).toBe('withdrawn');
  });

  it('forgets only the old address of a page that moved', () => {
    for (const status of [301, 302, 307, 308]) expect(pageVerdict({ status, type: 'basic' })).toBe('moved');
    expect(pageVerdict({ status: 0, type: 'opaqueredirect' })).toBe('moved');
  });

  it('leaves the copy alone when the server fails: that is no answer about the page', () => {
    for (const status of [200, 500, 502, 503, 429, 400]) expect(pageVerdict({ status, type: 'basic' }), String(status)).toBe('current');
  });

  it('keeps a page’s address only when the answer is a page', () => {
    expect(isKeepable(response({}, { 'content-type': 'application/json' }), 'html')).toBe(false);
    expect(isKeepable(response({}, { 'content-type': 'application/json' }))).toBe(true);
  });
});

describe('the size cap', () => {
  const entry = (key: string, savedAt: number, bytes = 10) => ({ key, savedAt, bytes });

  it('evicts the oldest saved first beyond the entry limit', () => {
    const entries = [entry('c', 3), entry('a', 1), entry('d', 4), entry('b', 2)];
    expect(entriesToEvict(entries, { maxEntries: 2, maxBytes: 1000 })).toEqual(['a', 'b']);
    expect(entriesToEvict(entries, { maxEntries: 4, maxBytes: 1000 })).toEqual([]);
  });

  it('evicts the oldest saved first beyond the byte limit', () => {
    const entries = [entry('old', 1, 400), entry('mid', 2, 400), entry('new', 3, 400)];
    expect(entriesToEvict(entries, { maxEntries: 10, maxBytes: 800 })).toEqual(['old']);
  });

  it('drops one entry larger than the whole limit without emptying the cache around it', () => {
    const entries = [entry('old', 1, 100), entry('huge', 2, 5000), entry('new', 3, 100)];
    expect(entriesToEvict(entries, { maxEntries: 10, maxBytes: 1000 })).toEqual(['huge']);
  });
});

describe('the saved copy of a page', () => {
  const html = '<!DOCTYPE html><html lang="es-CO"><head><link rel="shortlink" href="/Q/7K3M9P"></head><body></body></html>';

  it('carries the time it was saved on its <html>', () => {
    expect(markSavedCopy(html, new Date('2026-11-24T22:13:00.000Z'))).toContain(
      '<html data-saved-at="2026-11-24T22:13:00.000Z" lang="es-CO">',
    );
  });

  itAnswers('names the plaque’s code the page links to, in any case and form of address', shortCodeInPage, [
    [html, '7K3M9P'],
    ['<link href="HTTPS://RECUERDOSETERNOS.CO/Q/ab2cd3" rel="shortlink">', 'AB2CD3'],
    ['<link rel="canonical" href="/q/7K3M9P"><link rel="icon" href="/favicon.svg">', null],
  ]);

  it('finds the page a code leads to, the latest saved when the page changed its address', () => {
    const pages = [
      { url: `${ORIGIN}/memorial/ana-old`, shortCode: '7K3M9P', savedAt: 1 },
      { url: `${ORIGIN}/memorial/ana`, shortCode: '7K3M9P', savedAt: 2 },
      { url: `${ORIGIN}/familia/familia-gomez`, shortCode: 'AB2CD3', savedAt: 3 },
      { url: `${ORIGIN}/`, shortCode: null, savedAt: 4 },
    ];
    expect(savedPageForCode(pages, '7K3M9P')).toBe(`${ORIGIN}/memorial/ana`);
    expect(savedPageForCode(pages, 'ZZZZZZ')).toBeNull();
  });
});

describe('the offline notice', () => {
  it('says when the copy was saved, in Colombia’s time whatever the phone’s zone', () => {
    expect(savedCopyNotice('2026-11-24T22:13:00.000Z')).toBe('Sin conexión · guardado el 24 de noviembre de 2026 a las 5:13 p. m.');
    // 03:05 UTC is still the day before in Bogotá.
    expectAnswers(formatSavedAt, [
      [new Date('2026-03-01T03:05:00Z'), '28 de febrero de 2026 a las 10:05 p. m.'],
      [new Date('2026-01-01T06:07:00Z'), '1 de enero de 2026 a la 1:07 a. m.'],
      [new Date('2026-07-20T05:00:00Z'), '20 de julio de 2026 a las 12:00 a. m.'],
      [new Date('2026-07-20T17:30:00Z'), '20 de julio de 2026 a las 12:30 p. m.'],
    ]);
  });

  it('says only what it knows when the saved time is unreadable', () => {
    expect(savedCopyNotice('ayer')).toBe('Sin conexión');
  });
});

describe('what a page tells the service worker', () => {
  it('accepts only a well-formed request to keep a page, with a bounded list', () => {
    const message = keepPageMessage(
      `${ORIGIN}/memorial/ana`,
      Array.from({ length: 150 }, (_, i) => `${ORIGIN}/media/${i}.jpg`),
    );
    expect(message.resources).toHaveLength(100);
    expectAnswers(isKeepPageMessage, [
      [message, true],
      [{ type: 'keep-page', url: 5, resources: [] }, false],
      [{ type: 'keep-page', url: '/', resources: [1] }, false],
      [null, false],
    ]);
  });
});

describe("the public pages' first bytes (site/scripts/offline/worker-news.ts)", () => {
  it('spell the saved copy, the failed refresh, the withdrawn page and their messages as the protocol does', () => {
    expect(WORKER_NEWS_MARKS.savedAt).toBe(SAVED_AT_ATTRIBUTE);
    expect(WORKER_NEWS_MARKS.refreshFailed).toBe(REFRESH_FAILED_ATTRIBUTE);
    expect(WORKER_NEWS_MARKS.withdrawn).toBe(WITHDRAWN_ATTRIBUTE);
    expect(isNetworkFailedMessage({ type: WORKER_NEWS_MARKS.networkFailedMessage })).toBe(true);
    expectAnswers(isPageWithdrawnMessage, [
      [{ type: WORKER_NEWS_MARKS.withdrawnMessage }, true],
      [{ type: WORKER_NEWS_MARKS.networkFailedMessage }, false],
      [null, false],
    ]);
  });
});
