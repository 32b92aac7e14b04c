import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SEED_FAMILY, SEED_MEMORIAL } from '../../db/seed/data/memorials';
import { DESKTOP, PHONE } from '../helpers/browser';
import { useBrowser } from '../helpers/e2e-suite';

/**
 * The template's looping video on the public memorial and family pages, in a real browser: the HTML shows
 * the template's picture, the video gets its file only after the first interaction or once the page has
 * loaded and the browser is idle (never before), it really plays, and it stays out with reduced motion, the
 * data saver, or when its file fails (the picture simply stays).
 */

const MEMORIAL = `/memorial/${SEED_MEMORIAL.slug}`;
const FAMILY = `/familia/${SEED_FAMILY.slug}`;
const DEVICES = [
  ['phone', PHONE, '-mobile'],
  ['desktop', DESKTOP, ''],
] as const;

type IdleWindow = Window & { runIdle: () => void };

/** Holds every requestIdleCallback until the test calls window.runIdle(): "idle" happens when the test says. */
function holdIdle(): void {
  const waiting: IdleRequestCallback[] = [];
  window.requestIdleCallback = (callback: IdleRequestCallback) => waiting.push(callback);
  (window as unknown as IdleWindow).runIdle = () =>
    waiting.splice(0).forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 50 }));
}

describe('the template video on the public pages', () => {
  const suite = useBrowser();

  async function open(path: string, device: BrowserContextOptions, setup?: (page: Page) => Promise<unknown>) {
    const { context, page } = await suite.visitor(device);
    const videoRequests: string[] = [];
    const pictureRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.webm')) videoRequests.push(new URL(request.url()).pathname);
      if (/\/templates\/[^/]+\.webp$/.test(request.url())) pictureRequests.push(new URL(request.url()).pathname);
    });
    if (setup) await setup(page);
    await page.goto(path);
    await page.waitForLoadState('load');
    const video = page.locator('video[data-ambient-video]');
    return { page, context, video, videoRequests, pictureRequests };
  }

  for (const [name, device, suffix] of DEVICES) {
    it(`adds the memorial's template video only at the first interaction, and it plays, on a ${name}`, async () => {
      const { page, video, videoRequests, pictureRequests } = await open(MEMORIAL, device, (p) => p.addInitScript(holdIdle));
      // The template's picture is in the HTML (only the one this screen's width needs is fetched), the video has no file yet.
      expect(await page.locator('[data-template]').getAttribute('data-template')).toBe(SEED_MEMORIAL.templateId);
      const pictureFile = `/templates/${SEED_MEMORIAL.templateId}${suffix === '' ? '-desktop' : '-mobile'}.webp`;
      const picture = page.locator('.public-page__backdrop img');
      expect(
        await picture.evaluate((element: HTMLImageElement) => [
          new URL(element.currentSrc).pathname,
          element.complete,
          element.naturalWidth > 0,
        ]),
      ).toEqual([pictureFile, true, true]);
      expect(pictureRequests).toEqual([pictureFile]);
      expect(
        await video.evaluate((element: HTMLVideoElement) => [element.muted, element.loop, element.playsInline, element.preload]),
      ).toEqual([true, true, true, 'none']);
      // The page is waiting for a tap or an idle moment, and idle is held: nothing may load by itself.
      await page.locator('video[data-ambient="waiting"]').waitFor({ state: 'attached' });
      expect(await video.getAttribute('src')).toBeNull();
      expect(videoRequests).toEqual([]);

      await page.locator('h1').click();
      const src = `/templates/${SEED_MEMORIAL.templateId}${suffix}.webm`;
      await expect.poll(() => video.getAttribute('src')).toBe(src);
      // It decodes and plays (muted, so no autoplay block), then fades in over the picture.
      await expect.poll(() => video.getAttribute('data-playing')).toBe('');
      expect(await video.evaluate((element: HTMLVideoElement) => !element.paused && element.videoWidth > 0)).toBe(true);
      expect(videoRequests).toContain(src);
    });

    it(`plays the family template video once the page has loaded and is idle, without interaction, on a ${name}`, async () => {
      const { page, video } = await open(FAMILY, device, (p) => p.addInitScript(holdIdle));
      await page.locator('video[data-ambient="waiting"]').waitFor({ state: 'attached' });
      expect(await video.getAttribute('src')).toBeNull();
      await page.evaluate(() => (window as unknown as IdleWindow).runIdle());
      await expect.poll(() => video.getAttribute('src')).toBe(`/templates/${SEED_FAMILY.templateId}${suffix}.webm`);
      await expect.poll(() => video.getAttribute('data-playing')).toBe('');
    });
  }

  it('gets there by itself after load with the real idle callback', async () => {
    const { video } = await open(MEMORIAL, PHONE);
    await expect.poll(() => video.getAttribute('src')).toBe(`/templates/${SEED_MEMORIAL.templateId}-mobile.webm`);
  });

  it('never adds the video with reduced motion, even after idle and a tap', async () => {
    const { page, video, videoRequests } = await open(MEMORIAL, { ...DESKTOP, reducedMotion: 'reduce' }, (p) => p.addInitScript(holdIdle));
    await page.evaluate(() => (window as unknown as IdleWindow).runIdle());
    await page.locator('h1').click();
    await page.keyboard.press('Tab');
    // Decided once, when the page's script ran: no listener, no idle task, so nothing can attach it later.
    expect(await video.getAttribute('data-ambient')).toBe('off');
    expect(await video.getAttribute('src')).toBeNull();
    expect(videoRequests).toEqual([]);
  });

  it('never adds the video when the browser saves data', async () => {
    const { page, video, videoRequests } = await open(FAMILY, PHONE, async (p) => {
      await p.addInitScript(holdIdle);
      await p.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, 'connection', {
          configurable: true,
          get: () => ({ saveData: true, effectiveType: '4g' }),
        });
      });
    });
    await page.evaluate(() => (window as unknown as IdleWindow).runIdle());
    await page.locator('h1').click();
    expect(await video.getAttribute('data-ambient')).toBe('off');
    expect(await video.getAttribute('src')).toBeNull();
    expect(videoRequests).toEqual([]);
  });

  it('keeps the picture, silently, when the video cannot load', async () => {
    const { page, video } = await open(MEMORIAL, DESKTOP, async (p) => {
      await p.addInitScript(holdIdle);
      await p.route('**/templates/*.webm', (route) => route.fulfill({ status: 404, body: '' }));
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.locator('h1').click();
    await expect.poll(() => video.count()).toBe(0);
    const picture = await page
      .locator('.public-page__backdrop img')
      .evaluate((element: HTMLImageElement) => [new URL(element.currentSrc).pathname, element.naturalWidth > 0]);
    expect(picture).toEqual([`/templates/${SEED_MEMORIAL.templateId}-desktop.webp`, true]);
    expect(errors).toEqual([]);
  });
});
