import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { VISIBILITY_MESSAGES as M } from '../../worker/schemas/visibility-texts';
import { axeViolations } from '../helpers/axe';
import { DESKTOP, PHONE, waitForIslands } from '../helpers/browser';
import { describeHtmlErrors, validateHtml } from '../helpers/html-validator';
import { createMemorialWithPortrait, readMemorial } from '../helpers/e2e-customers';
import { useBrowser } from '../helpers/e2e-suite';

/**
 * 'Quién puede verlo' (docs/features/visibility.md), in a real browser against the built Worker: the owner makes a memorial private
 * from its edit screen on a phone; a visitor's phone then gets the code form (from the page, the wall and the
 * plaque's short link) with nothing of the person, a wrong code's Spanish error, the page with the right code,
 * and the page still open after a reload. The page kept at the edge while it was public is never served again
 * to a browser without the code.
 */
const baseURL = inject('baseURL');
const NAME = 'Eduviges Sarmiento Rojas';
const CODE = 'Abuela Eduviges 1931';
const SHOTS = process.env.VISIBILITY_SHOTS_DIR;

type Memorial = { id: string; slug: string; short_code: string };

async function visit(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseURL}${path}`, { headers, redirect: 'manual' });
  return {
    status: response.status,
    cache: response.headers.get('x-edge-cache'),
    robots: response.headers.get('x-robots-tag'),
    cacheControl: response.headers.get('cache-control'),
    html: await response.text(),
  };
}

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

describe('a private memorial on a phone', () => {
  const suite = useBrowser();
  const owner = suite.customer('visibilidad', { buys: ['individual'] });
  let memorial: Memorial;

  beforeAll(async () => {
    const {
      memorial: { id },
    } = await createMemorialWithPortrait<Memorial>(owner.context, baseURL, {
      name: NAME,
      birthDate: '1931-06-02',
      deathDate: '2024-09-14',
      template_id: 'template-3',
      description: 'Tejía ruanas para todos sus nietos.',
    });
    // The plaque's code is given by a trigger on insert: read back.
    memorial = await readMemorial<Memorial>(owner.context, id);
    expect(memorial.short_code).toBeTruthy();
  });

  it('is public at first and kept at the edge', async () => {
    const first = await visit(`/memorial/${memorial.slug}`);
    expect(first.status).toBe(200);
    expect(first.html).toContain(NAME);
    await expect.poll(async () => (await visit(`/memorial/${memorial.slug}`)).cache).toBe('hit');
  });

  it('the owner makes it private from the edit screen', async () => {
    const page = await owner.context.newPage();
    await page.goto(`/edit/${memorial.id}`);
    const section = page.getByRole('region', { name: M.title });
    await section.scrollIntoViewIfNeeded();
    await waitForIslands(page);
    await section.getByRole('radio', { name: /Privado/ }).check();
    const code = section.getByLabel(M.codeLabel, { exact: true });
    await code.fill('corto');
    await section.getByRole('button', { name: M.save }).click();
    await expect.poll(() => section.getByRole('alert').textContent()).toBe(M.codeLength);
    // A code a stranger would try first is refused with the reason.
    await code.fill('123456');
    await section.getByRole('button', { name: M.save }).click();
    await expect.poll(() => section.getByRole('alert').textContent()).toBe(M.codeTooEasy);
    await code.fill(CODE);
    await section.getByRole('button', { name: M.save }).click();
    await expect.poll(() => section.getByRole('status').textContent()).toBe(M.saved);
    if (SHOTS) await section.screenshot({ path: `${SHOTS}/owner-settings-390.png` });
    await page.setViewportSize(DESKTOP.viewport);
    if (SHOTS) await section.screenshot({ path: `${SHOTS}/owner-settings-1280.png` });
    await page.close();
  });

  it('without the code the page, the wall and the plaque show only the code form, never kept at the edge', async () => {
    for (const path of [`/memorial/${memorial.slug}`, `/muro-de-recuerdos/${memorial.slug}`]) {
      for (let round = 0; round < 2; round++) {
        const answer = await visit(path);
        expect(answer.status, path).toBe(403);
        expect(answer.cache, path).not.toBe('hit');
        expect(answer.cacheControl).toBe('private, no-store');
        expect(answer.robots).toBe('noindex');
        expect(answer.html).toContain(M.privateNotice);
        expect(answer.html).not.toMatch(/Eduviges|Sarmiento|ruanas|\/media\//);
      }
    }
    const plaque = await visit(`/q/${memorial.short_code.toLowerCase()}`);
    expect(plaque.status).toBe(302);
    const api = await visit(`/api/profiles/public/${memorial.slug}`);
    expect(api.status).toBe(403);
    expect(api.html).not.toContain('Eduviges');
  });

  it('a visitor’s phone: the plaque leads to the form, a wrong code is refused, the right one opens it for good', async () => {
    const visitor = await suite.browser.newContext({ ...PHONE, baseURL });
    const page = await visitor.newPage();
    const answer = await page.goto(`/q/${memorial.short_code.toLowerCase()}`);
    expect(answer?.status()).toBe(403);
    await expect.poll(() => page.title()).toBe(M.privateTitle);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(M.privateTitle);
    expect(await page.locator('meta[property="og:image"]').count()).toBe(0);
    expect(await page.content()).not.toContain('Eduviges');
    await shot(page, 'code-form-390');

    const code = page.getByLabel(M.codeLabel, { exact: true });
    await code.fill('abuela eduviges 1930');
    await page.getByRole('button', { name: M.open }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(M.wrongCode);
    await shot(page, 'code-form-wrong-390');
    // The form with its error, as assistive technology reads it (WCAG 2.2 AA).
    expect(await axeViolations(page)).toEqual([]);

    await code.fill('abuela eduviges 1931');
    await page.getByRole('button', { name: M.open }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain(NAME);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await shot(page, 'private-open-390');

    const reloaded = await page.reload();
    expect(reloaded?.status()).toBe(200);
    expect(reloaded?.headers()['cache-control']).toBe('private, no-store');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain(NAME);
    // The wall and the candles open on this device too.
    const wall = await page.goto(`/muro-de-recuerdos/${memorial.slug}`);
    expect(wall?.status()).toBe(200);
    expect(await page.content()).toContain(NAME);
    const cookies = await visitor.cookies();
    const pass = cookies.find((cookie) => cookie.name === `acceso-m-${memorial.id}`);
    expect(pass?.httpOnly).toBe(true);
    expect(pass?.sameSite).toBe('Lax');
    await visitor.close();
  });

  it('the code form and the edit screen with its settings are valid HTML', async () => {
    const form = await visit(`/memorial/${memorial.slug}`);
    const wall = await visit(`/muro-de-recuerdos/${memorial.slug}`);
    const page = await owner.context.newPage();
    await page.goto(`/edit/${memorial.id}`);
    const edit = await page.content();
    await page.close();
    const errors = await validateHtml([
      { name: 'code form (page)', html: form.html },
      { name: 'code form (wall)', html: wall.html },
      { name: 'edit screen', html: edit },
    ]);
    expect(errors, describeHtmlErrors(errors)).toEqual([]);
  });

  it('the code form at 1280 px', async () => {
    const desk = await suite.browser.newContext({ ...DESKTOP, baseURL });
    const page = await desk.newPage();
    expect((await page.goto(`/memorial/${memorial.slug}`))?.status()).toBe(403);
    await shot(page, 'code-form-1280');
    await desk.close();
  });
});
