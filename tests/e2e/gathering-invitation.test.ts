import { readFile, writeFile } from 'node:fs/promises';
import { Resvg } from '@resvg/resvg-js';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, PHONE, waitForIslands } from '../helpers/browser';
import { createMemorialWithPortrait, originHeaders } from '../helpers/e2e-customers';
import { decodeQr } from '../helpers/qr-decode';
import { colombianDay } from '../helpers/colombian-days';
import { useBrowser } from '../helpers/e2e-suite';

/**
 * 'Invitación' (docs/features/gathering-invitation.md) on a phone: the owner presses the button under a gathering and the phone's share sheet
 * receives a 1080 × 1350 PNG whose heart QR code decodes to the memorial's short link, the plaque's own text.
 * Where a browser cannot share files, the same press downloads it.
 */
const baseURL = inject('baseURL');
const NAME = 'Rosa Elvira Cárdenas de Villamizar';
/** Where the test leaves the phone's invitation for a person to look at. */
const PICTURE = process.env.INVITATION_PICTURE ?? '/tmp/invitation-phone.png';

type Memorial = { id: string; slug: string; short_url: string };
type Gathering = { id: string; starts_at: string };
type Shared = { title: string; text: string; name: string; type: string; base64: string };

/** A day 20 days ahead in Colombia, 7 p. m. there, as a form sends it. */
function colombiaEvening(): { iso: string; day: string } {
  const day = colombianDay(20);
  return { iso: `${day}T19:00:00-05:00`, day };
}

/** A PNG's pixel size, from its header. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** The PNG's pixels (resvg decodes the picture inside an SVG) and what its QR code says. */
function qrTextOf(png: Buffer): string | null {
  const { width, height } = pngSize(png);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}"><image width="${width}" height="${height}" xlink:href="data:image/png;base64,${png.toString('base64')}"/></svg>`;
  const image = new Resvg(svg, { background: 'white' }).render();
  return decodeQr({ width: image.width, height: image.height, data: new Uint8ClampedArray(image.pixels) });
}

/** The share sheet, stubbed before any script runs: it takes files and keeps the one it was given. */
function stubShareSheet(mode: string): void {
  const shared: { value: unknown } = { value: null };
  Object.defineProperty(window, '__shared', { get: () => shared.value });
  Object.defineProperty(navigator, 'canShare', { configurable: true, value: (data?: ShareData) => Boolean(data?.files?.length) });
  Object.defineProperty(navigator, 'share', {
    configurable: true,
    value: async (data: ShareData) => {
      if (mode === 'cancel') throw new DOMException('Share canceled', 'AbortError');
      const file = data.files![0]!;
      const bytes = new Uint8Array(await file.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      shared.value = { title: data.title, text: data.text, name: file.name, type: file.type, base64: btoa(binary) };
    },
  });
}

/**
 * The dashboard's 'Fechas y recordatorios' dialog of the memorial, where 'Misas y encuentros' lists the gathering
 * with its 'Invitación' button.
 */
async function openGathering(page: Page): Promise<Locator> {
  await page.goto('/dashboard');
  await waitForIslands(page);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: NAME, exact: true }) });
  const open = card.locator('.dash-dates__open');
  await expect.poll(() => open.isEnabled()).toBe(true);
  await open.click();
  const dialog = page.getByRole('dialog', { name: `Fechas y recordatorios de ${NAME}` });
  const panel = dialog.getByRole('region', { name: 'Misas y encuentros' });
  await panel.locator('.dash-gath__list').waitFor();
  return panel;
}

/** Presses 'Invitación' under the gathering. */
async function pressInvitation(context: BrowserContext): Promise<{ page: Page; panel: Locator }> {
  const page = await context.newPage();
  const panel = await openGathering(page);
  await panel.getByRole('button', { name: 'Invitación a Misa de novenario' }).click();
  return { page, panel };
}

describe('the invitation to a gathering', () => {
  const suite = useBrowser();
  const owner = suite.customer('invitacion', { buys: ['individual'] });
  let memorial: Memorial;
  let when: { iso: string; day: string };

  beforeAll(async () => {
    const {
      memorial: { id },
    } = await createMemorialWithPortrait<Memorial>(owner.context, baseURL, {
      name: NAME,
      birthDate: '1941-02-03',
      deathDate: '2026-01-20',
      template_id: 'template-4',
    });
    // The short code is drawn by a trigger on insert: the memorial's own answer carries its link.
    memorial = ((await (await owner.context.request.get(`/api/profiles/${id}`)).json()) as { data: Memorial }).data;
    expect(memorial.short_url).toMatch(/\/q\/[2-9a-z]{6}$/);
    when = colombiaEvening();
    const gathering = await owner.context.request.post(`/api/profiles/${memorial.id}/gatherings`, {
      data: {
        kind: 'novenario',
        title: 'Misa de novenario',
        starts_at: when.iso,
        place_name: 'Parroquia San José',
        address: 'Calle 45 # 12-30, Teusaquillo, Bogotá',
      },
      headers: originHeaders(baseURL),
    });
    expect(gathering.status()).toBe(201);
    expect(((await gathering.json()) as { data: Gathering }).data.starts_at).toBe(new Date(when.iso).toISOString());
  });

  it('hands a phone’s share sheet a 1080 × 1350 PNG whose QR code is the memorial’s short link', async () => {
    await owner.context.addInitScript(stubShareSheet, 'share');
    const { page, panel } = await pressInvitation(owner.context);
    await page.waitForFunction(() => (window as unknown as { __shared: unknown }).__shared !== null);
    const shared = (await page.evaluate(() => (window as unknown as { __shared: unknown }).__shared)) as Shared;

    expect(shared.type).toBe('image/png');
    expect(shared.name).toBe(`invitacion-${memorial.slug}-${when.day}.png`);
    expect(shared.title).toBe('Invitación: Misa de novenario');
    expect(shared.text).toBe(`Misa de novenario, en memoria de ${NAME}. Su memorial: ${memorial.short_url}`);
    const png = Buffer.from(shared.base64, 'base64');
    await writeFile(PICTURE, png);
    expect(pngSize(png)).toEqual({ width: 1080, height: 1350 });
    // The plaque's QR code carries the short link in upper case (QR alphanumeric mode): so does the invitation's.
    expect(qrTextOf(png)).toBe(memorial.short_url.toUpperCase());

    // The picture stays under the button, to send again or keep.
    await panel.getByRole('img', { name: 'Vista previa de la invitación a Misa de novenario' }).waitFor();
    await panel.getByRole('button', { name: 'Compartir invitación a Misa de novenario' }).waitFor();
    await panel.getByRole('link', { name: 'Descargar invitación a Misa de novenario' }).waitFor();
    await page.close();
  });

  it('says nothing when the person closes the share sheet', async () => {
    const context = await suite.sameSession(owner, PHONE);
    await context.addInitScript(stubShareSheet, 'cancel');
    const { panel } = await pressInvitation(context);
    await panel.getByRole('button', { name: 'Compartir invitación a Misa de novenario' }).waitFor();
    expect(await panel.locator('.invitation__status').textContent()).toBe('');
    await context.close();
  });

  it('downloads the PNG where the browser cannot share files', async () => {
    const context = await suite.sameSession(owner, { ...DESKTOP, acceptDownloads: true });
    const page = await context.newPage();
    const panel = await openGathering(page);
    const downloading = page.waitForEvent('download');
    await panel.getByRole('button', { name: 'Invitación a Misa de novenario' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`invitacion-${memorial.slug}-${when.day}.png`);
    const png = await readFile((await download.path())!);
    expect(pngSize(png)).toEqual({ width: 1080, height: 1350 });
    expect(qrTextOf(png)).toBe(memorial.short_url.toUpperCase());
    await panel.getByRole('link', { name: 'Descargar invitación a Misa de novenario' }).waitFor();
    expect(await panel.getByRole('button', { name: /^Compartir invitación/ }).count()).toBe(0);
    await context.close();
  });
});
