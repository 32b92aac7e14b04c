import { afterAll, describe, expect, inject, it } from 'vitest';
import { SEED_MEMORIAL } from '../../db/seed/data/memorials';
import { launchBrowser, PHONE } from '../helpers/browser';
import { describeHtmlErrors, validateHtml } from '../helpers/html-validator';
import { executeLocalSql } from '../helpers/local-worker';

/**
 * Stale if error (docs/features/edge-cache.md, "When D1 or the render fails") in the built Worker: when the page cannot be rendered, a visitor gets the
 * copy the edge kept (`x-edge-cache: stale`) and, where there is none, the Spanish error page with a 500 that no
 * cache keeps. A render is made to fail by a row the page cannot read (its photo list is not JSON any more), as
 * it would fail with D1 failing halfway through; the row is put back after the file.
 */
const baseURL = inject('baseURL');
const stateDir = inject('stateDir');
const SLUG = SEED_MEMORIAL.slug;
const MEMORIAL_PAGE = `/memorial/${SLUG}`;
/** The same page at an address the edge never keeps (`-` written as `%2D`): always rendered, never a copy. */
const UNCACHED_ADDRESS = `/memorial/${SLUG.replaceAll('-', '%2D')}`;
const where = `slug = '${SLUG}'`;

async function visit(path: string) {
  const response = await fetch(`${baseURL}${path}`, { redirect: 'manual' });
  return {
    status: response.status,
    cache: response.headers.get('x-edge-cache'),
    cacheControl: response.headers.get('cache-control'),
    html: await response.text(),
  };
}

let broken = false;
/** Breaks (or mends) the memorial's photo list in place: 'x' before the JSON, taken off again. */
async function breakGallery(on: boolean) {
  await executeLocalSql(
    stateDir,
    `UPDATE memorial_profiles SET gallery_images = ${on ? "'x' || gallery_images" : 'substr(gallery_images, 2)'} WHERE ${where}`,
  );
  broken = on;
}

afterAll(async () => {
  if (broken) await breakGallery(false);
});

describe('a public page whose render fails', () => {
  it('is served from the copy the edge kept, marked stale; with no copy, the Spanish error page with a 500, never kept', async () => {
    await expect.poll(async () => (await visit(MEMORIAL_PAGE)).cache).toBe('hit');
    const kept = await visit(MEMORIAL_PAGE);

    await breakGallery(true);
    // executeLocalSql purged every page: the copy is outdated, and the render that should replace it fails.
    const stale = await visit(MEMORIAL_PAGE);
    expect(stale).toMatchObject({ status: 200, cache: 'stale', cacheControl: 'no-cache' });
    expect(stale.html).toBe(kept.html);

    const failed = await visit(UNCACHED_ADDRESS);
    expect(failed.status).toBe(500);
    expect(failed.cache).toBeNull();
    expect(failed.cacheControl).toBe('no-store');
    expect(failed.html).toContain('No pudimos mostrar esta página');
    expect(failed.html).toContain('Ocurrió un error inesperado. Intenta nuevamente en unos minutos.');
    expect(failed.html).toContain('lang="es-CO"');
    const errors = await validateHtml([{ name: '500', html: failed.html }]);
    expect(errors, describeHtmlErrors(errors)).toEqual([]);

    const browser = await launchBrowser();
    try {
      const page = await (await browser.newContext(PHONE)).newPage();
      const answer = await page.goto(`${baseURL}${UNCACHED_ADDRESS}`);
      expect(answer?.status()).toBe(500);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('No pudimos mostrar esta página');
      const retry = page.getByRole('link', { name: 'Intentar de nuevo' });
      // Back to the page's own address, decoded.
      expect(await retry.getAttribute('href')).toBe(MEMORIAL_PAGE);
    } finally {
      await browser.close();
    }

    await breakGallery(false);
    const mended = await visit(MEMORIAL_PAGE);
    expect(mended).toMatchObject({ status: 200, cache: 'miss' });
    expect((await visit(UNCACHED_ADDRESS)).status).toBe(200);
  });
});
