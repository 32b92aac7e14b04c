import { mkdirSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { VISIBILITY_MESSAGES as M } from '../../worker/schemas/visibility-texts';
import { PHONE } from '../helpers/browser';
import { createMemorial, originHeaders, readMemorial, uploadProfilePhoto } from '../helpers/e2e-customers';
import { cachedUrls } from '../helpers/offline-caches';
import { useBrowser } from '../helpers/e2e-suite';

/**
 * A page made private is private on every phone, also on one whose service worker saved it while it was
 * public (docs/features/offline.md, 'A page that closes'). On a 390 × 844 phone against the built Worker: the
 * visitor's phone saves a memorial and its wall, the owner makes it private through the API, and the phone's next
 * visit shows the code form, never the saved copy; both copies are gone, so offline nothing of it opens. On a weak
 * signal (the worker's request to the server held until the test lets it go) the saved copy is shown without the
 * offline notice, a changed page replaces it, and a 403 reloads the tab into the code form.
 */
const baseURL = inject('baseURL');
const NAME = 'Rosalba Quintero Díaz';
const SHOTS = process.env.OFFLINE_SHOTS_DIR;

type Memorial = { id: string; slug: string; short_code: string };

/** When the kept copy of `url` was saved (its `<html data-saved-at>`), or null when none is kept. */
function savedAtOfCopy(page: Page, url: string): Promise<string | null> {
  return page.evaluate(async (key) => {
    const copy = await caches.match(key, { ignoreVary: true });
    return copy ? (/data-saved-at="([^"]+)"/.exec(await copy.text())?.[1] ?? null) : null;
  }, url);
}

/**
 * Holds the worker's requests for `url` until `release` is called: a signal too weak to answer within the worker's
 * budget, for as long as the test needs, with no clock in the test.
 */
async function holdNetwork(context: BrowserContext, url: string): Promise<{ held: () => number; release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = 0;
  await context.route(url, async (route) => {
    held += 1;
    await released;
    await route.continue();
  });
  return { held: () => held, release };
}

describe('a memorial made private after a phone saved it', () => {
  const suite = useBrowser();
  const owner = suite.customer('offline-privado', { context: {}, buys: ['individual'] });
  let memorial: Memorial;
  let pageUrl: string;
  let wallUrl: string;

  async function setVisibility(visibility: 'public' | 'private'): Promise<void> {
    const answer = await owner.context.request.put(`/api/profiles/${memorial.id}/visibility`, {
      data: visibility === 'private' ? { visibility, access_code: 'Abuela Rosalba 1940' } : { visibility },
      headers: originHeaders(baseURL),
    });
    expect(answer.status()).toBe(200);
  }

  /** A visitor's phone that opened the memorial and its wall while they were public: both are kept. */
  async function phoneThatSavedIt(): Promise<{ context: BrowserContext; page: Page }> {
    const context = await suite.browser.newContext({ ...PHONE, serviceWorkers: 'allow' });
    const page = await context.newPage();
    await page.goto(pageUrl);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.goto(wallUrl);
    expect(await page.content()).toContain(NAME);
    await expect.poll(() => cachedUrls(page)).toEqual(expect.arrayContaining([pageUrl, wallUrl]));
    return { context, page };
  }

  beforeAll(async () => {
    const photo = await uploadProfilePhoto(owner.context, baseURL);
    const { id } = await createMemorial(owner.context, baseURL, {
      name: NAME,
      birthDate: '1940-03-11',
      deathDate: '2025-01-20',
      template_id: 'template-2',
      profile_image_url: photo,
      description: 'Sembró el jardín de la casa de Pereira.',
    });
    memorial = await readMemorial<Memorial>(owner.context, id);
    pageUrl = `${baseURL}/memorial/${memorial.slug}`;
    wallUrl = `${baseURL}/muro-de-recuerdos/${memorial.slug}`;
  });

  it('online, the next visit shows the code form and drops the page’s and the wall’s copies; offline nothing opens', async () => {
    await setVisibility('public');
    const { context, page } = await phoneThatSavedIt();
    await setVisibility('private');

    const answer = await page.goto(pageUrl);
    expect(answer?.status()).toBe(403);
    await page.getByRole('heading', { level: 1, name: M.privateTitle }).waitFor();
    await page.getByLabel(M.codeLabel, { exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-saved-at'))).toBe(false);
    expect(await page.content()).not.toMatch(/Rosalba|Quintero|jardín/);
    const kept = await cachedUrls(page);
    expect(kept).not.toContain(pageUrl);
    expect(kept).not.toContain(wallUrl);
    if (SHOTS) {
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/private-gate-after-saved-copy-390.png` });
    }

    // At the grave with no signal: neither the page, nor its wall, nor the plaque's code opens a copy.
    await context.setOffline(true);
    await expect(page.goto(pageUrl)).rejects.toThrow(/net::ERR_/);
    await expect(page.goto(wallUrl)).rejects.toThrow(/net::ERR_/);
    await expect(page.goto(`${baseURL}/Q/${memorial.short_code}`)).rejects.toThrow(/net::ERR_/);
    await context.close();
  });

  it('on a weak signal the copy shows without the offline notice, is replaced by a changed page, and a 403 reloads it into the code form', async () => {
    await setVisibility('public');
    const { context, page } = await phoneThatSavedIt();
    const firstSave = await savedAtOfCopy(page, pageUrl);
    expect(firstSave).not.toBeNull();

    // The server has not answered within the worker's budget: the saved copy, and no 'Sin conexión' (nothing failed).
    const slow = await holdNetwork(context, pageUrl);
    await page.goto(pageUrl);
    expect(slow.held()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.dataset.savedAt)).toBe(firstSave);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toContain(NAME);
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);
    expect(await page.locator('[data-saved-copy-notice]').textContent()).toBe('');
    // Its answer then comes: the page as it is now replaces the copy, so the old one is not shown again.
    slow.release();
    await expect.poll(() => savedAtOfCopy(page, pageUrl)).not.toBe(firstSave);
    await context.unroute(pageUrl);

    // Made private; on the same weak signal the copy shows first, and the server's 403 reloads the tab at once.
    await setVisibility('private');
    const closing = await holdNetwork(context, pageUrl);
    await page.goto(pageUrl);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-saved-at'))).toBe(true);
    expect(await page.locator('[data-saved-copy-notice]').textContent()).toBe('');
    closing.release();
    await page.getByRole('heading', { level: 1, name: M.privateTitle }).waitFor();
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-saved-at'))).toBe(false);
    expect(await page.content()).not.toMatch(/Rosalba|Quintero|jardín/);
    const kept = await cachedUrls(page);
    expect(kept).not.toContain(pageUrl);
    expect(kept).not.toContain(wallUrl);
    await context.close();
  });
});
