import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations } from '../helpers/axe';
import { describeHtmlErrors, validateHtml } from '../helpers/html-validator';
import { DESKTOP, PHONE, waitForIslands } from '../helpers/browser';
import { createMemorial, uploadProfilePhoto } from '../helpers/e2e-customers';
import { MAP_LINK_MESSAGES } from '../../worker/schemas/resting-place-texts';
import { useBrowser } from '../helpers/e2e-suite';

/**
 * 'Dónde descansa' (docs/features/resting-places.md), on a phone at the grave: the family opens the memorial's editor, takes the grave's
 * position from the browser (a granted geolocation), sees its accuracy and tries again for a better one, is told
 * why a short maps link cannot be read, and saves the place; the public page then shows 'Dónde descansa' and
 * 'Cómo llegar' with plain Google Maps and Waze links that carry the coordinates, and no map tiles. A place kept
 * to the family leaves the page; a traslado keeps the bóveda in the history and, in the same cemetery without a
 * new point, keeps 'Cómo llegar' to the same point (docs/features/resting-places.md).
 */
const baseURL = inject('baseURL');
const SHOTS = process.env.RESTING_PLACE_SHOTS;

const NAME = 'Gilberto Antonio Salazar';
/** The Cementerio Central in Bogotá, then a better fix of the same grave. */
const FIRST_FIX = { latitude: 4.621537, longitude: -74.082131, accuracy: 12 };
const SECOND_FIX = { latitude: 4.621544, longitude: -74.082127, accuracy: 5 };

describe('where they rest, on a phone', () => {
  const suite = useBrowser();
  const family = suite.customer('descanso', {
    context: { ...PHONE, permissions: ['geolocation'], geolocation: FIRST_FIX },
    buys: ['individual'],
  });
  let memorial: { id: string; slug: string };

  beforeAll(async () => {
    const portrait = await uploadProfilePhoto(family.context, baseURL);
    memorial = await createMemorial(family.context, baseURL, {
      name: NAME,
      birthDate: '1941-06-12',
      deathDate: '2023-02-03',
      template_id: 'template-4',
      profile_image_url: portrait,
    });
  });

  async function openEditor(): Promise<Page> {
    const page = await family.context.newPage();
    await page.goto(`/edit/${memorial.id}`);
    await waitForIslands(page);
    await page.locator('[data-resting-place-editor] .place-editor__form').waitFor();
    return page;
  }

  /** The editor with its 'Registrar un traslado' form open. */
  async function openMove() {
    const page = await openEditor();
    const editor = page.locator('[data-resting-place-editor]');
    await editor.getByText('Registrar un traslado').click();
    return { page, editor, move: editor.locator('.place-editor__move form') };
  }

  /** 'Dónde descansa' on the public page, on a visitor's phone. */
  async function publicSection() {
    const { context: visitor, page: shown } = await suite.visitor();
    await shown.goto(`/memorial/${memorial.slug}`);
    const section = shown.getByRole('region', { name: 'Dónde descansa' });
    await section.waitFor();
    return { visitor, shown, section };
  }

  it('takes the grave`s position from the phone, with its accuracy and a second try, and saves the place', async () => {
    const page = await openEditor();
    const form = page.locator('[data-resting-place-editor] .place-editor__form');
    await form.getByLabel('Tipo de lugar').selectOption('boveda');
    await form.getByLabel(/^Cementerio/).fill('Cementerio Central');
    await form.getByLabel(/^Ciudad/).fill('Bogotá');
    await form.getByLabel(/^Pabellón/).fill('Galería 7');
    await form.getByLabel(/^Número de bóveda/).fill('214');
    await form.getByLabel('Desde qué fecha descansa allí').fill('2023-02-05');
    await form.getByLabel(/^Años del contrato/).fill('4');
    await form.getByLabel(/^Cómo encontrarlo/).fill('Entrando por la calle 26, la tercera galería a la izquierda, fila de arriba.');

    await form.getByRole('button', { name: 'Guardar la ubicación de la tumba' }).click();
    await form.getByText('Precisión: ± 12 m').waitFor();
    expect(await form.locator('[data-place-coordinates]').innerText()).toBe('Coordenadas: 4.621537, -74.082131');

    // A better fix: the second try takes the new position and says how precise it is.
    await family.context.setGeolocation(SECOND_FIX);
    await form.getByRole('button', { name: 'Intentar de nuevo' }).click();
    await form.getByText('Precisión: ± 5 m').waitFor();
    expect(await form.locator('[data-place-coordinates]').innerText()).toBe('Coordenadas: 4.621544, -74.082127');

    // A short link cannot be read without opening it: the family is told to paste the coordinates.
    await form.getByLabel('O pega las coordenadas o un enlace de mapas').fill('https://maps.app.goo.gl/q3Jm7dZ9');
    await form.getByRole('button', { name: 'Usar estas coordenadas' }).click();
    await form.getByText(MAP_LINK_MESSAGES.shortLink).waitFor();

    await form.getByRole('button', { name: 'Guardar el lugar' }).click();
    await form.getByText('Guardamos el lugar de descanso.').waitFor();
    await form.getByText(/El contrato vence el 5 de febrero de 2027/).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await axeViolations(page, '[data-resting-place-editor]')).toEqual([]);
    if (SHOTS) {
      await page.locator('[data-resting-place-editor]').screenshot({ path: `${SHOTS}/editor-390.png` });
      await page.setViewportSize(DESKTOP.viewport);
      await page.locator('[data-resting-place-editor]').screenshot({ path: `${SHOTS}/editor-1280.png` });
    }
    await page.close();
  });

  it('shows "Dónde descansa" and "Cómo llegar" on the public page, with links that carry the point and no map tiles', async () => {
    const visitor = await suite.browser.newContext({ ...PHONE, baseURL });
    const page = await visitor.newPage();
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(baseURL) && !request.url().startsWith('data:')) elsewhere.push(request.url());
    });
    await page.goto(`/memorial/${memorial.slug}`);
    const section = page.getByRole('region', { name: 'Dónde descansa' });
    await section.waitFor();
    const text = await section.innerText();
    expect(text).toContain('BÓVEDA');
    expect(text).toContain('Cementerio Central, Bogotá');
    expect(text).toContain('Galería 7 · Bóveda 214');
    expect(text).toContain('la tercera galería a la izquierda');
    expect(text).not.toContain('contrato');
    const google = section.getByRole('link', { name: /Cómo llegar con Google Maps/ });
    const waze = section.getByRole('link', { name: /Cómo llegar con Waze/ });
    expect(await google.getAttribute('href')).toBe('https://www.google.com/maps/dir/?api=1&destination=4.621544,-74.082127');
    expect(await waze.getAttribute('href')).toBe('https://waze.com/ul?ll=4.621544,-74.082127&navigate=yes');
    await section.scrollIntoViewIfNeeded();
    expect(elsewhere).toEqual([]);
    expect(await axeViolations(page, '#donde-descansa')).toEqual([]);
    // The page as served, with its new section, is valid HTML (the W3C Nu checker).
    const served = await (await fetch(`${baseURL}/memorial/${memorial.slug}`)).text();
    const errors = await validateHtml([{ name: 'memorial con lugar de descanso', html: served }]);
    expect(errors, describeHtmlErrors(errors)).toEqual([]);
    if (SHOTS) {
      await section.screenshot({ path: `${SHOTS}/public-390.png` });
      const wide = await (await suite.browser.newContext({ ...DESKTOP, baseURL })).newPage();
      await wide.goto(`/memorial/${memorial.slug}`);
      const wideSection = wide.getByRole('region', { name: 'Dónde descansa' });
      await wideSection.scrollIntoViewIfNeeded();
      await wideSection.screenshot({ path: `${SHOTS}/public-1280.png` });
      await wide.context().close();
    }
    await visitor.close();
  });

  it('records a traslado bóveda → osario in the same cemetery without touching the point: the page keeps "Cómo llegar"', async () => {
    const { page, editor, move } = await openMove();
    // The move starts from the current place, an osario in the same cemetery, with its point.
    expect(await move.getByLabel('Tipo de lugar').inputValue()).toBe('osario');
    expect(await move.getByLabel(/^Cementerio/).inputValue()).toBe('Cementerio Central');
    expect(await move.getByLabel(/^Ciudad/).inputValue()).toBe('Bogotá');
    expect(await move.getByLabel(/^Número de bóveda/).inputValue()).toBe('');
    expect(await move.locator('[data-place-coordinates]').innerText()).toBe('Coordenadas: 4.621544, -74.082127');
    await move.getByLabel('Fecha del traslado').fill('2024-03-01');
    await move.getByLabel(/^Número de bóveda/).fill('Nicho 31');
    if (SHOTS) await editor.locator('.place-editor__move').screenshot({ path: `${SHOTS}/move-390.png` });
    await move.getByRole('button', { name: 'Registrar el traslado' }).click();
    await editor.getByText('Registramos el traslado.').waitFor();
    const history = editor.locator('.place-editor__history');
    await history.waitFor();
    expect(await history.innerText()).toMatch(/Bóveda · Cementerio Central, Bogotá, 214 · hasta el 1 de marzo de 2024/);
    await page.close();

    const { visitor, shown, section } = await publicSection();
    const text = await section.innerText();
    expect(text).toContain('OSARIO');
    expect(text).toContain('Nicho 31');
    expect(await section.getByRole('link', { name: /Cómo llegar con Google Maps/ }).getAttribute('href')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=4.621544,-74.082127',
    );
    expect(await section.getByRole('link', { name: /Cómo llegar con Waze/ }).getAttribute('href')).toBe(
      'https://waze.com/ul?ll=4.621544,-74.082127&navigate=yes',
    );
    expect(await shown.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await visitor.close();
  });

  it('keeps "Cómo llegar" for a move in the same cemetery even when the form is sent without a point, and says so', async () => {
    const { page, editor, move } = await openMove();
    expect(await move.getByLabel('Tipo de lugar').inputValue()).toBe('osario');
    await move.getByRole('button', { name: 'Quitar la ubicación' }).click();
    await move.getByText('Aún sin ubicación en el mapa.').waitFor();
    // The server keeps the current point for a place in the same cemetery without one: the form says so first.
    const note = move.locator('[data-move-keeps-point]');
    await note.waitFor();
    await move.getByLabel('Fecha del traslado').fill('2025-05-10');
    await move.getByLabel(/^Número de bóveda/).fill('Nicho 12');
    await move.getByRole('button', { name: 'Registrar el traslado' }).click();
    await editor.getByText('Registramos el traslado.').waitFor();
    await page.close();

    const { visitor, section } = await publicSection();
    expect(await section.innerText()).toContain('Nicho 12');
    expect(await section.getByRole('link', { name: /Cómo llegar con Waze/ }).getAttribute('href')).toBe(
      'https://waze.com/ul?ll=4.621544,-74.082127&navigate=yes',
    );
    await visitor.close();
  });

  it('keeps the traslado in the history, and a place kept to the family leaves the public page', async () => {
    const page = await openEditor();
    const editor = page.locator('[data-resting-place-editor]');
    await editor.locator('.place-editor__history').waitFor();
    const form = editor.locator('.place-editor__form');
    expect(await form.getByLabel('Tipo de lugar').inputValue()).toBe('osario');
    await form.getByLabel('Mostrar el lugar en la página pública').uncheck();
    await form.getByRole('button', { name: 'Guardar el lugar' }).click();
    await form.getByText('Guardamos el lugar de descanso.').waitFor();
    await page.close();

    const visitor = await suite.browser.newContext({ ...PHONE, baseURL });
    const shown = await visitor.newPage();
    await shown.goto(`/memorial/${memorial.slug}`);
    await shown.getByRole('heading', { name: NAME }).first().waitFor();
    expect(await shown.getByRole('region', { name: 'Dónde descansa' }).count()).toBe(0);
    expect(await shown.content()).not.toContain('Nicho 31');
    await visitor.close();
  });
});
