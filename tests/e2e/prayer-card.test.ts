import { readFile } from 'node:fs/promises';
import type { BrowserContext, Download, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { CARD_MESSAGES, CARD_TEXT_PRESETS, textDoesNotFitMessage } from '../../worker/schemas/prayer-card-texts';
import { DESKTOP, PHONE, waitForIslands } from '../helpers/browser';
import { createMemorial, uploadProfilePhoto } from '../helpers/e2e-customers';
import { readPdf, textIn } from '../helpers/pdf-text';
import { useBrowser } from '../helpers/e2e-suite';

/**
 * The prayer card from the dashboard in a real browser: 'Billetera' or 'A6' opens the dialog, the owner
 * picks a text or writes their own, sees the card the server draws, and downloads exactly that card; without
 * JavaScript the same links download the card with the prayer.
 */
const baseURL = inject('baseURL');
const NAME = 'Rosa Elvira Cárdenas';

async function openDialog(context: BrowserContext, size: 'Billetera' | 'A6'): Promise<{ page: Page; dialog: Locator }> {
  const page = await context.newPage();
  await page.goto('/dashboard');
  await waitForIslands(page);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: NAME }) });
  await card.getByRole('link', { name: size, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Recordatorio de ${NAME}` });
  await dialog.waitFor();
  return { page, dialog };
}

/** The preview shows a drawn card and the download offers exactly it. */
async function previewReady(dialog: Locator, query: RegExp): Promise<Locator> {
  const download = dialog.getByRole('link', { name: 'Descargar PDF' });
  await expect.poll(async () => ((await download.count()) ? ((await download.getAttribute('href')) ?? '') : '')).toMatch(query);
  await expect
    .poll(() =>
      dialog.locator('img.card-dialog__card:not(.card-dialog__card--stale)').evaluate((image) => (image as HTMLImageElement).naturalWidth),
    )
    .toBeGreaterThan(0);
  return download;
}

async function pdfOf(download: Download) {
  const path = await download.path();
  return readPdf(new Uint8Array(await readFile(path!)));
}

describe('the prayer card on the dashboard', () => {
  const suite = useBrowser();
  const customer = suite.customer('recordatorio', { context: { ...DESKTOP, acceptDownloads: true }, buys: ['individual'] });

  beforeAll(async () => {
    const photo = await uploadProfilePhoto(customer.context, baseURL);
    await createMemorial(customer.context, baseURL, {
      name: NAME,
      birthDate: '1950-04-10',
      deathDate: '2025-01-15',
      template_id: 'template-4',
      profile_image_url: photo,
    });
  });

  it('opens at the size clicked, previews the chosen preset and downloads that very card', async () => {
    const { page, dialog } = await openDialog(customer.context, 'Billetera');
    expect(await dialog.getByRole('radio', { name: /^Billetera/ }).isChecked()).toBe(true);
    expect(await dialog.getByRole('radio', { name: /^Oración por los difuntos/ }).isChecked()).toBe(true);
    await previewReady(dialog, /size=wallet&texto=oracion$/);

    await dialog.getByRole('radio', { name: /^A6/ }).check();
    await dialog.getByRole('radio', { name: /^Salmo 23/ }).check();
    const link = await previewReady(dialog, /size=a6&texto=salmo23$/);
    const downloading = page.waitForEvent('download');
    await link.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('recordatorio-rosa-elvira-cardenas-a6.pdf');
    const { pages } = await pdfOf(download);
    expect(pages).toHaveLength(1);
    expect(pages[0]!.width).toBeCloseTo(297.64, 2);
    expect(textIn(pages[0]!, 'Italic')).toBe(CARD_TEXT_PRESETS.find((preset) => preset.id === 'salmo23')!.text.individual);
    for (const font of pages[0]!.fonts) expect(font.embedded).toBe(true);
    await dialog.getByRole('button', { name: 'Cerrar', exact: true }).first().click();
    await dialog.waitFor({ state: 'hidden' });
    await page.close();
  });

  it("takes the owner's own words with a counter, refuses words that cannot fit whole, and prints the ones that do", async () => {
    const { page, dialog } = await openDialog(customer.context, 'Billetera');
    await dialog.getByRole('radio', { name: 'Mis propias palabras' }).check();
    await dialog.getByRole('alert').filter({ hasText: CARD_MESSAGES.ownTextRequired }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Descargar PDF' }).isDisabled()).toBe(true);

    const field = dialog.getByRole('textbox', { name: 'Tus palabras' });
    await field.fill('a'.repeat(90));
    await dialog
      .getByRole('alert')
      .filter({ hasText: textDoesNotFitMessage('wallet') })
      .waitFor();
    expect(await dialog.getByRole('button', { name: 'Descargar PDF' }).isDisabled()).toBe(true);

    const words = 'Abuela, tu café de la mañana sigue con nosotros.\nTe amamos y te recordamos en cada novena.';
    await field.fill(words);
    expect(await dialog.getByText(`${[...words].length} de 300 caracteres`).count()).toBe(1);
    const link = await previewReady(dialog, /size=wallet&texto=propio&texto_propio=/);
    expect(await dialog.getByRole('alert').count()).toBe(0);
    const downloading = page.waitForEvent('download');
    await link.click();
    const { pages } = await pdfOf(await downloading);
    expect(pages).toHaveLength(2);
    expect(textIn(pages[1]!, 'Italic')).toBe(words.replace('\n', ' '));
    await page.close();
  });

  it('works on a phone', async () => {
    const phone = await suite.sameSession(customer, PHONE);
    const { page, dialog } = await openDialog(phone, 'A6');
    await previewReady(dialog, /size=a6&texto=oracion$/);
    const box = await dialog.locator('img.card-dialog__card').boundingBox();
    expect(box!.width).toBeGreaterThan(250);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await page.close();
    await phone.close();
  });

  it('downloads the card with the prayer from the plain links before any JavaScript', async () => {
    const plain = await suite.sameSession(customer, { ...DESKTOP, javaScriptEnabled: false, acceptDownloads: true });
    const page = await plain.newPage();
    await page.goto('/dashboard');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: NAME }) });
    const downloading = page.waitForEvent('download');
    await card.getByRole('link', { name: 'A6', exact: true }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('recordatorio-rosa-elvira-cardenas-a6.pdf');
    const { pages } = await pdfOf(download);
    expect(textIn(pages[0]!, 'Italic')).toBe(CARD_TEXT_PRESETS[0]!.text.individual);
    await plain.close();
  });
});
