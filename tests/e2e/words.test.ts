import { describe, expect, inject, it } from 'vitest';
import { PHONE, waitForIslands } from '../helpers/browser';
import { openDashboard } from '../helpers/e2e-customers';
import { SEED_MEMORIAL } from '../../db/seed/data/memorials';
import { useBrowser } from '../helpers/e2e-suite';

/**
 * The words (docs/product/text-changes.md) on a phone (390×844): the dashboard says 'Memoriales disponibles', never "cuotas"; the
 * header says 'Mi panel', never "Dashboard"; and the kind the family paid for comes first on
 * /select-memorial-type, above the greyed one; offline, the song's button says it needs a connection instead of
 * opening an empty player. (The couple dialog's 'Ver la página' is in admin-couples.test.ts.) And the
 * header's section links, wider than the phone, fade at the edge that has more behind it, so the row shows it
 * scrolls. WORDS_SCREENSHOTS=dir keeps a screenshot of the pages.
 */
const baseURL = inject('baseURL');
const SHOTS = process.env.WORDS_SCREENSHOTS;

describe('the product’s words on a phone', () => {
  const suite = useBrowser();
  // Only a family package: the family option must come first, the individual one greyed below it.
  const customer = suite.customer('palabras', { buys: ['family'] });

  it('shows the memorials left to create and names the dashboard "Mi panel"', async () => {
    const page = await openDashboard(customer.context);
    await page.getByText('Memoriales disponibles: 1').waitFor();
    expect(await page.getByText('Creados: 0 de 1').count()).toBe(1);
    const body = await page.locator('body').innerText();
    expect(body).not.toMatch(/cuotas?\b/i);
    expect(body).not.toMatch(/dashboard/i);

    await waitForIslands(page);
    await page.locator('[data-user-menu-button]').click();
    const menuLink = page.locator('.user-menu__panel').getByRole('link', { name: 'Mi panel' });
    await menuLink.waitFor();
    expect(await menuLink.getAttribute('href')).toBe('/dashboard');
    expect(await page.locator('header').getByRole('link', { name: 'Dashboard' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/dashboard-390x844.png` });
    await page.close();
  });

  it('puts the kind the family can create first, above the greyed one', async () => {
    const page = await customer.context.newPage();
    await page.goto('/select-memorial-type');
    const cards = page.locator('.types > li');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(2);
    await cards.first().getByRole('link', { name: 'Crear memorial familiar' }).waitFor();
    expect(await cards.first().getByText('Memoriales disponibles: 1').count()).toBe(1);
    expect(await cards.nth(1).getByRole('heading', { name: 'Memorial individual' }).count()).toBe(1);
    expect(await cards.nth(1).getByText('Memoriales disponibles: 0').count()).toBe(1);
    expect(await cards.nth(1).getByRole('link').count()).toBe(0);
    // The available option starts within the first screen.
    const box = await cards.first().getByRole('link', { name: 'Crear memorial familiar' }).boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(844 + (await page.evaluate(() => window.scrollY)));
    expect(await page.locator('main').innerText()).not.toMatch(/cuota/i);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/select-memorial-type-390x844.png` });
    await page.close();
  });

  it("fades the header's section links at the edge with more behind it, so the row shows it scrolls", async () => {
    const context = await suite.browser.newContext({ ...PHONE, baseURL });
    const page = await context.newPage();
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Secciones' });
    const edges = () =>
      nav.evaluate((element) => ({
        scrolls: element.scrollWidth > element.clientWidth,
        before: element.hasAttribute('data-more-before'),
        after: element.hasAttribute('data-more-after'),
        mask: getComputedStyle(element).maskImage,
      }));
    // At the start: the end fades, the start does not.
    await expect.poll(async () => (await edges()).after).toBe(true);
    const first = await edges();
    expect(first).toMatchObject({ scrolls: true, before: false });
    expect(first.mask).toContain('linear-gradient');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/header-390x844.png`, clip: { x: 0, y: 0, width: 390, height: 140 } });

    // Scrolled to the end: the start fades and the end is clear.
    await nav.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    await expect.poll(async () => (await edges()).after).toBe(false);
    expect((await edges()).before).toBe(true);
    await context.close();
  });

  it('says the song needs a connection when the phone is offline, and opens no empty player', async () => {
    const context = await suite.browser.newContext({ ...PHONE, baseURL });
    const page = await context.newPage();
    await page.goto(`/memorial/${SEED_MEMORIAL.slug}`);
    await waitForIslands(page);
    const play = page.locator('[data-youtube-play]');
    await play.scrollIntoViewIfNeeded();
    await context.setOffline(true);
    await play.click();
    await play.getByText('La canción se escucha con conexión a internet').waitFor();
    expect(await page.locator('iframe[src*="youtube"]').count()).toBe(0);
    await context.close();
  });
});
