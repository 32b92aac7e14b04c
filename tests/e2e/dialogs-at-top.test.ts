import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SEED_MEMORIAL } from '../../db/seed/data/memorials';
import { DESKTOP, PHONE, waitForIslands } from '../helpers/browser';
import { useBrowser } from '../helpers/e2e-suite';

/**
 * Every dialog opens at its top with the focus on its heading, and gives the focus back to what opened it
 * when it closes: the memorial's 'Ver datos no menos importantes' (taller than a phone, with 'Cerrar' at its
 * bottom, which the browser would focus and scroll to), the photo lightbox, a memory on the wall, and the
 * React modal of the landing and the dashboard (which focuses its first field instead when that field
 * shows without scrolling, since people came to type).
 */
const MEMORIAL = `/memorial/${SEED_MEMORIAL.slug}`;

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);
/** The dialog's own scroll, or its panel's for the React modal. */
const scrolled = (dialog: Locator) =>
  dialog.evaluate((element) => element.scrollTop + (element.querySelector('.modal__panel')?.scrollTop ?? 0));

describe('dialogs open at their top with the focus on their heading', () => {
  const suite = useBrowser();

  async function open(path: string, device: BrowserContextOptions) {
    const { page } = await suite.visitor(device);
    await page.goto(path);
    return page;
  }

  it('opens the life statistics at their title on a phone, where they are taller than the screen', async () => {
    const page = await open(MEMORIAL, PHONE);
    const button = page.getByRole('button', { name: 'Ver datos no menos importantes' });
    await button.click();
    const title = `La vida de ${SEED_MEMORIAL.profileName} en números`;
    const stats = page.getByRole('dialog', { name: title });
    await stats.waitFor();
    // Taller than the phone: had the browser focused 'Cerrar', the title would be scrolled away.
    expect(await stats.evaluate((dialog) => dialog.scrollHeight > dialog.clientHeight)).toBe(true);
    await expect.poll(() => focusedText(page)).toBe(title);
    expect(await scrolled(stats)).toBe(0);
    const heading = stats.getByRole('heading', { name: title });
    const box = await heading.boundingBox();
    expect(box && box.y >= 0 && box.y + box.height <= 844).toBe(true);

    await stats.getByRole('button', { name: 'Cerrar' }).click();
    await stats.waitFor({ state: 'hidden' });
    await expect.poll(() => isFocused(button)).toBe(true);

    // Opened again after scrolling it down, it starts at its top again.
    await button.click();
    await stats.waitFor();
    await stats.evaluate((dialog) => dialog.scrollTo(0, dialog.scrollHeight));
    await page.keyboard.press('Escape');
    await stats.waitFor({ state: 'hidden' });
    await button.click();
    await stats.waitFor();
    await expect.poll(() => scrolled(stats)).toBe(0);
    await expect.poll(() => focusedText(page)).toBe(title);
  });

  it('opens a memory on the wall at its top, the focus on its author, and returns to its card', async () => {
    const page = await open(`/muro-de-recuerdos/${SEED_MEMORIAL.slug}`, PHONE);
    const view = page.getByRole('button', { name: 'Ver recuerdo' }).first();
    await view.click();
    const detail = page.locator('#memory-detail');
    await detail.waitFor();
    const author = await detail.locator('[data-detail-author]').innerText();
    expect(author.length).toBeGreaterThan(0);
    await expect.poll(() => focusedText(page)).toBe(author);
    expect(await scrolled(detail)).toBe(0);
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'hidden' });
    await expect.poll(() => isFocused(view)).toBe(true);
  });

  it("opens the wall's form at its top, the focus on 'Para …', and returns to '+ Dejar un recuerdo'", async () => {
    const page = await open(`/muro-de-recuerdos/${SEED_MEMORIAL.slug}`, PHONE);
    const button = page.getByRole('button', { name: '+ Dejar un recuerdo' });
    await button.click();
    const title = `Para ${SEED_MEMORIAL.profileName}`;
    const form = page.getByRole('dialog', { name: title });
    await form.waitFor();
    await expect.poll(() => focusedText(page)).toBe(title);
    expect(await scrolled(form)).toBe(0);
    await form.getByRole('button', { name: 'Cancelar' }).click();
    await form.waitFor({ state: 'hidden' });
    await expect.poll(() => isFocused(button)).toBe(true);
  });

  it('opens a modal without fields at its heading, and returns the focus to its button', async () => {
    const page = await open('/', DESKTOP);
    await waitForIslands(page);
    const card = page.getByRole('button', { name: /Ejemplos reales/ });
    await card.click();
    const modal = page.getByRole('dialog', { name: 'Ejemplos reales' });
    await modal.waitFor();
    await expect.poll(() => focusedText(page)).toBe('Ejemplos reales');
    expect(await scrolled(modal)).toBe(0);
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'hidden' });
    await expect.poll(() => isFocused(card)).toBe(true);
  });

  it('opens a modal whose first field shows at once with the focus in that field, at its top', async () => {
    const page = await open('/', DESKTOP);
    await waitForIslands(page);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    const modal = page.getByRole('dialog', { name: 'Iniciar sesión' });
    await modal.waitFor();
    await expect.poll(() => isFocused(modal.getByLabel('Correo electrónico'))).toBe(true);
    expect(await scrolled(modal)).toBe(0);
  });
});
