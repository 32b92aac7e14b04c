import { describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { SEED_MEMORIAL } from '../../db/seed/data/memorials';
import { PHONE } from '../helpers/browser';
import { cachedUrls } from '../helpers/offline-caches';
import { useBrowser } from '../helpers/e2e-suite';

/**
 * "Opens with no signal": the service worker (site/service-worker/) keeps a memorial a phone opened, and the
 * plaque's QR code opens it again offline, saying when it was saved; the visit made offline is counted once
 * the connection is back. Against the built Worker, with the worker allowed (the suite blocks it elsewhere).
 */
const baseURL = inject('baseURL');
const MEMORIAL_PATH = `/memorial/${SEED_MEMORIAL.slug}`;
const MEMORIAL_URL = `${baseURL}${MEMORIAL_PATH}`;
const VISIT_ROUTE = `**/api/profiles/public/${SEED_MEMORIAL.slug}/visit`;

async function publicMemorial(): Promise<{ code: string; visits: number }> {
  const response = await fetch(`${baseURL}/api/profiles/public/${SEED_MEMORIAL.slug}`);
  const { data } = (await response.json()) as { data: { short_code: string; visit_count: number } };
  return { code: data.short_code, visits: data.visit_count };
}

/** The portrait as this phone loaded it (the rendition it chose from srcset) and the largest one it did not need. */
function portraitUrls(page: Page): Promise<{ loaded: string; largest: string }> {
  return page.locator('main img[fetchpriority="high"]').evaluate((img: HTMLImageElement) => ({
    loaded: img.currentSrc,
    largest: new URL(img.srcset.split(',').at(-1)?.trim().split(' ')[0] ?? '', location.href).href,
  }));
}

describe('a memorial opened with no signal', () => {
  const suite = useBrowser();
  let context: BrowserContext;

  it('opens from the QR code offline, says when it was saved, and counts the visit once back online', async () => {
    const { code, visits: before } = await publicMemorial();
    context = await suite.browser.newContext({ ...PHONE, serviceWorkers: 'allow' });

    // The first scan, online. The signal drops right after the page arrives: its visit never reaches the server.
    await context.route(VISIT_ROUTE, (route) => route.abort('internetdisconnected'));
    const first = await context.newPage();
    await first.goto(`${baseURL}/Q/${code}`);
    await first.waitForURL(MEMORIAL_URL);
    await first.locator('[data-visit-counter][data-visit="pending"]').waitFor({ state: 'attached' });

    // The worker takes the page over and keeps it with what it loaded, photos at this phone's size.
    await first.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const portrait = await portraitUrls(first);
    expect(portrait.loaded).not.toBe(portrait.largest);
    await expect.poll(() => cachedUrls(first)).toEqual(expect.arrayContaining([MEMORIAL_URL, portrait.loaded]));
    const scripts = await first.locator('script[src]').evaluateAll((tags) => tags.map((tag) => (tag as HTMLScriptElement).src));
    expect(scripts.length).toBeGreaterThan(0);
    await expect.poll(() => cachedUrls(first)).toEqual(expect.arrayContaining(scripts));

    // Private pages and API answers pass through the worker untouched, and are never kept.
    await first.evaluate(async (slug) => {
      await fetch(`/api/profiles/public/${slug}`).then((response) => response.json());
      await fetch('/api/health').then((response) => response.text());
    }, SEED_MEMORIAL.slug);
    await first.goto(`${baseURL}/dashboard`);
    await first.goto(`${baseURL}/admin`);
    const kept = (await cachedUrls(first)).map((url) => new URL(url).pathname);
    expect(kept.filter((path) => /^\/(?:api|dashboard|admin|edit|preview|auth)/.test(path))).toEqual([]);
    expect(kept).not.toContain(new URL(portrait.largest).pathname);
    await first.close();
    await context.unroute(VISIT_ROUTE);

    // At the grave with no signal: the plaque's QR code opens the saved page at its own address.
    await context.setOffline(true);
    const offline = await context.newPage();
    await offline.goto(`${baseURL}/Q/${code}`);
    await offline.waitForURL(MEMORIAL_URL);
    expect(await offline.getByRole('heading', { level: 1 }).innerText()).toContain(SEED_MEMORIAL.profileName);
    const notice = offline.getByRole('status').filter({ hasText: 'Sin conexión · guardado el' });
    await notice.waitFor();
    expect(await notice.innerText()).toMatch(/^Sin conexión · guardado el \d{1,2} de [a-z]+ de \d{4} a las? \d{1,2}:\d{2} [ap]\. m\.$/);
    await offline.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('main img[fetchpriority="high"]');
      return img !== null && img.complete && img.naturalWidth > 0;
    });
    await offline.locator('[data-visit-counter][data-visit="pending"]').waitFor({ state: 'attached' });
    expect((await publicMemorial()).visits).toBe(before);

    // The connection comes back while the page is open: the visit made offline is counted, once.
    await context.setOffline(false);
    await offline.locator('[data-visit-counter][data-visit="counted"]').waitFor({ state: 'attached' });
    await expect.poll(async () => (await publicMemorial()).visits).toBe(before + 1);
    await notice.waitFor({ state: 'hidden' });
    expect(await offline.evaluate(() => localStorage.getItem('recuerdos:visitas-pendientes'))).toBeNull();
    await context.close();
  });

  it('says a page is a saved copy when the network fails while the phone believes it is online', async () => {
    context = await suite.browser.newContext({ ...PHONE, serviceWorkers: 'allow' });
    const first = await context.newPage();
    await first.goto(MEMORIAL_URL);
    await first.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await expect.poll(() => cachedUrls(first)).toContain(MEMORIAL_URL);
    await first.close();

    // One bar of signal that carries nothing: the browser still reports a connection, but the worker's
    // request for the page fails, so it shows the saved copy and tells the page, which says it is one.
    await context.route(MEMORIAL_URL, (route) => route.abort('timedout'));
    const page = await context.newPage();
    await page.goto(MEMORIAL_URL);
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.dataset.savedAt)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    await page.getByRole('status').filter({ hasText: 'Sin conexión · guardado el' }).waitFor();
    await context.close();
  });

  it('forgets a saved page once the server says it is gone, from its address or from the QR code', async () => {
    const { code } = await publicMemorial();
    const gone = { status: 404, contentType: 'text/html', body: '<!doctype html><h1>Memorial no encontrado</h1>' };
    for (const way of ['page', 'plaque'] as const) {
      context = await suite.browser.newContext({ ...PHONE, serviceWorkers: 'allow' });
      const first = await context.newPage();
      await first.goto(MEMORIAL_URL);
      await first.waitForFunction(() => navigator.serviceWorker.controller !== null);
      await expect.poll(() => cachedUrls(first)).toContain(MEMORIAL_URL);

      // The family unpublished the memorial: the worker's next request meets a 404 (faked here, so the shared
      // seed stays published for the other tests).
      await context.route(way === 'page' ? MEMORIAL_URL : `${baseURL}/Q/${code}`, (route) => route.fulfill(gone));
      await first.goto(way === 'page' ? MEMORIAL_URL : `${baseURL}/Q/${code}`);
      await expect.poll(() => cachedUrls(first)).not.toContain(MEMORIAL_URL);
      await context.close();
    }
  });
});
