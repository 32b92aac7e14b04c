import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { likesLabel } from '../../site/lib/wall/memory-card';
import { captchaAnswerHash } from '../../worker/services/captcha';
import { DESKTOP, launchBrowser, PHONE } from '../helpers/browser';
import { deliveredMail } from '../helpers/e2e-accounts';
import { createMemorial, originHeaders, uploadProfilePhoto } from '../helpers/e2e-customers';
import { executeLocalSql } from '../helpers/local-worker';
import { CONDITION_TIMEOUT_MS } from '../helpers/timeouts';
import { useBrowser } from '../helpers/e2e-suite';

/**
 * The memory wall in real browsers against the Worker under workerd: a visitor leaves a memory behind the
 * captcha and asks for it to be public, it stays off the wall until the owner approves it, and a wall left
 * open shows the approval, likes and the deletion without reloading (the wall's Durable Object over a
 * WebSocket), or by polling when the socket cannot open. With 'Publicar recuerdos sin mi aprobación' on,
 * a public memory shows at once, and a message full of markup breaks nothing on the page.
 */
const baseURL = inject('baseURL');
const stateDir = inject('stateDir');
const SEED_MEDIA = new URL('../../db/seed/media/', import.meta.url).pathname;
const ANSWER = 'ACEF';

type Memorial = { id: string; slug: string };
type Memory = { id: string; author_name: string; message: string; is_public: boolean; likes: number };

const MESSAGE = 'Gracias por cada domingo en la finca, abuela.';
/** Markup the HTML parser acts on even inside a script element: it must not end the wall's state early. */
const HOSTILE_MESSAGE = 'hola <!--<script x';

const sql = (value: string) => `'${value.replace(/'/g, "''")}'`;

/** Opens a wall and waits until its script runs and its live channel is decided. */
async function openWall(context: BrowserContext, path: string, live: 'socket' | 'polling' = 'socket'): Promise<Page> {
  const page = await context.newPage();
  await page.goto(path);
  await page.waitForFunction((mode) => document.documentElement.dataset.wallLive === mode, live);
  return page;
}

/**
 * The captcha's image cannot be read by a script (that is its point), so the test swaps the stored
 * answer of the challenge the form shows for one it knows, the way only someone with the database could.
 */
async function knowCaptcha(page: Page): Promise<void> {
  const id = await page.waitForFunction(() => document.querySelector<HTMLInputElement>('input[name="captcha_id"]')?.value || null);
  const captchaId = String(await id.jsonValue());
  await executeLocalSql(
    stateDir,
    `UPDATE captchas SET answer_hash = ${sql(captchaAnswerHash(captchaId, ANSWER))} WHERE id = ${sql(captchaId)}`,
  );
}

async function fillMemory(page: Page, author: string, message = MESSAGE): Promise<void> {
  await page.getByRole('button', { name: '+ Dejar un recuerdo' }).click();
  const dialog = page.getByRole('dialog', { name: /^Para / });
  await dialog.waitFor();
  await dialog.locator('input[type=file]').setInputFiles(`${SEED_MEDIA}jardin.jpg`);
  await dialog.getByRole('button', { name: 'Ampliar la foto' }).waitFor();
  await dialog.getByLabel('Tu nombre *').fill(author);
  await dialog.getByLabel('Tu mensaje *').fill(message);
  expect(await dialog.getByText(`${message.length}/500`).count()).toBe(1);
  await dialog.getByLabel(/Una canción/).fill('Colombia tierra querida');
  await dialog.getByLabel('Algo que extrañas').fill('Sus arepas');
  await dialog.getByRole('button', { name: '+ Agregar otra' }).click();
  await dialog.getByLabel('Algo que extrañas').nth(1).fill('Sus consejos');
  await dialog.getByRole('checkbox', { name: /^Autorizo el tratamiento de mis datos/ }).check();
}

async function memoriesOnWall(memorialId: string): Promise<Memory[]> {
  const response = await fetch(`${baseURL}/api/memories?memorial_profile_id=${memorialId}`);
  return ((await response.json()) as { data: Memory[] }).data;
}

describe('the memory wall', () => {
  const suite = useBrowser();
  const owner = suite.customer('muro', { context: DESKTOP, buys: ['individual'] });
  let visitor: BrowserContext;
  let watcher: BrowserContext;
  let memorial: Memorial;

  beforeAll(async () => {
    const photo = await uploadProfilePhoto(owner.context, baseURL);
    memorial = await createMemorial<Memorial>(owner.context, baseURL, {
      name: 'Inés Bermúdez',
      birthDate: '1941-06-02',
      deathDate: '2024-11-30',
      template_id: 'template-3',
      profile_image_url: photo,
    });
    visitor = await suite.browser.newContext({ ...PHONE, baseURL });
    watcher = await suite.browser.newContext({ ...DESKTOP, baseURL });
  });

  it('opens from the memorial page, empty at first, and is a real 404 for a missing profile', async () => {
    const page = await visitor.newPage();
    await page.goto(`/memorial/${memorial.slug}`);
    await page.getByRole('link', { name: 'Ver Muro de los Recuerdos' }).click();
    await page.waitForURL(`**/muro-de-recuerdos/${memorial.slug}`);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toMatch(/Muro de los Recuerdos de\s+Inés Bermúdez/i);
    expect(await page.getByText('Aún no hay recuerdos compartidos').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: /Volver al memorial/ }).getAttribute('href')).toBe(`/memorial/${memorial.slug}`);

    const missing = await page.goto('/muro-de-recuerdos/nadie-con-este-nombre');
    expect(missing?.status()).toBe(404);
    expect(await page.getByRole('heading', { name: 'Perfil no encontrado' }).count()).toBe(1);
    await page.close();
  });

  it('takes a memory behind the captcha, keeps it off the wall, and shows it live once the owner approves', async () => {
    const open = await openWall(watcher, `/muro-de-recuerdos/${memorial.slug}`);
    const page = await openWall(visitor, `/muro-de-recuerdos/${memorial.slug}`);
    await fillMemory(page, 'Valentina Ruiz');
    await knowCaptcha(page);
    const dialog = page.getByRole('dialog', { name: /^Para / });
    // The visitor's consent: the owner still decides.
    await dialog.getByLabel('Hacer público este recuerdo en el muro').check();
    await dialog.getByLabel('Código de verificación').fill(ANSWER.toLowerCase());
    await dialog.getByRole('button', { name: 'Guardar recuerdo' }).click();
    await page.getByRole('heading', { name: '¡Recuerdo enviado!' }).waitFor();
    expect(await page.getByText('Será visible una vez que la familia lo autorice.').count()).toBe(1);
    await page.getByRole('button', { name: 'Entendido' }).click();

    // Waiting for approval: on no wall, not through the API either.
    expect(await memoriesOnWall(memorial.id)).toEqual([]);
    expect(await open.locator('.memory-card').count()).toBe(0);

    // The owner follows the e-mail's link to the dashboard and shows the memory from the manager there.
    const [notice] = await deliveredMail(baseURL, owner.email);
    expect(notice?.subject).toBe('Un nuevo recuerdo para Inés Bermúdez espera tu aprobación');
    const dashboard = await owner.context.newPage();
    await dashboard.goto(new URL(notice!.links[0]!).pathname + new URL(notice!.links[0]!).search);
    const manager = dashboard.getByRole('dialog', { name: 'Recuerdos de Inés Bermúdez' });
    await manager.waitFor();
    const pending = manager.getByRole('listitem').filter({ hasText: 'Valentina Ruiz' });
    await pending.getByText('Esperando tu aprobación').waitFor();
    await pending.getByRole('button', { name: 'Mostrar en el muro' }).click();
    await pending.getByText('Visible en el muro').waitFor();
    await dashboard.close();

    const card = open.locator('.memory-card').filter({ hasText: 'Valentina Ruiz' });
    await card.waitFor();
    expect(await card.innerText()).toContain('Sus consejos');
    expect(await open.getByText('1 recuerdo compartido').count()).toBe(1);
    expect(await open.getByText('Aún no hay recuerdos compartidos').isVisible()).toBe(false);
    await page.close();
    await open.close();
  });

  it('counts a like at once, shows it on other open walls, and opens the memory in full', async () => {
    const open = await openWall(watcher, `/muro-de-recuerdos/${memorial.slug}`);
    const page = await openWall(visitor, `/muro-de-recuerdos/${memorial.slug}`);
    const like = page.locator('.memory-card').first().locator('[data-like]');
    await like.click();
    expect(await like.innerText()).toContain('1 me gusta');
    expect(await like.getAttribute('aria-pressed')).toBe('true');
    await open.locator('.memory-card [data-like]').filter({ hasText: '1 me gusta' }).waitFor();

    await page.getByRole('button', { name: 'Ver recuerdo' }).first().click();
    const detail = page.locator('#memory-detail');
    await detail.waitFor();
    expect(await detail.innerText()).toContain(MESSAGE);
    expect(await detail.innerText()).toContain('Colombia tierra querida');
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'hidden' });
    await page.close();
    await open.close();
  });

  it('rolls a like back when the server refuses it', async () => {
    const context = await suite.browser.newContext({ ...PHONE, baseURL });
    const page = await openWall(context, `/muro-de-recuerdos/${memorial.slug}`);
    await page.route('**/api/memories/*/like', (route) =>
      route.fulfill({ status: 500, json: { success: false, error: 'Error interno del servidor' } }),
    );
    const like = page.locator('.memory-card').first().locator('[data-like]');
    // The wall's HTML may be the edge's copy from before the last like (a like purges nothing): the script
    // reads the count again once its live channel opens.
    const [memory] = await memoriesOnWall(memorial.id);
    await expect.poll(() => like.locator('[data-like-count]').innerText()).toBe(likesLabel(memory!.likes));
    const before = await like.innerText();
    await like.click();
    await expect.poll(() => like.innerText()).toBe(before);
    await context.close();
  });

  it('says a wrong code is wrong beside a new one, as often as it happens, then takes the memory', async () => {
    const page = await openWall(visitor, `/muro-de-recuerdos/${memorial.slug}`);
    await fillMemory(page, 'Julián Mora');
    const dialog = page.getByRole('dialog', { name: /^Para / });
    const captcha = dialog.locator('captcha-field');
    const captchaId = dialog.locator('input[name="captcha_id"]');
    const answer = dialog.getByLabel('Código de verificación');
    const refusal = captcha.getByRole('alert');

    // Name and message are required before anything is sent.
    await dialog.getByLabel('Tu nombre *').fill('   ');
    await dialog.getByRole('button', { name: 'Guardar recuerdo' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'El nombre y mensaje son requeridos' }).waitFor();
    await dialog.getByLabel('Tu nombre *').fill('Julián Mora');

    // No code typed: said beside the captcha, with the cursor in its field, and nothing sent.
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    await dialog.getByRole('button', { name: 'Guardar recuerdo' }).click();
    await expect.poll(() => refusal.innerText()).toBe('Ingresa el código de verificación');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('captcha_input');
    expect(await dialog.locator('[data-leave-error]').isVisible()).toBe(false);
    expect(posts).toEqual([]);

    // Six misread codes in a row (Z is in no code): each is refused for what it is, beside a new code, with
    // the cursor back in the answer field, and none of them counts as a memory sent.
    for (let attempt = 0; attempt < 6; attempt++) {
      await expect.poll(() => captchaId.inputValue()).not.toBe('');
      const shown = await captchaId.inputValue();
      await answer.fill('ZZZZ');
      await dialog.getByRole('button', { name: 'Guardar recuerdo' }).click();
      await expect.poll(() => refusal.innerText()).toBe('El código no coincide. Intenta con el nuevo código.');
      await expect.poll(async () => [shown, ''].includes(await captchaId.inputValue())).toBe(false);
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('captcha_input');
      expect(await answer.inputValue()).toBe('');
      expect(await dialog.locator('[data-leave-error]').isVisible()).toBe(false);
    }
    expect(await dialog.getByText('Has enviado varios recuerdos seguidos').count()).toBe(0);

    // Typing the new code clears the refusal; the right code sends the memory.
    await knowCaptcha(page);
    await answer.fill(ANSWER);
    expect(await refusal.isVisible()).toBe(false);
    await dialog.getByRole('button', { name: 'Guardar recuerdo' }).click();
    await page.getByRole('heading', { name: '¡Recuerdo enviado!' }).waitFor();
    await page.getByRole('button', { name: 'Entendido' }).click();
    await page.close();
  });

  it("speaks the code shown on 'Escuchar el código', and speaks the new one after 'Nuevo código'", async () => {
    const page = await openWall(visitor, `/muro-de-recuerdos/${memorial.slug}`);
    await page.getByRole('button', { name: '+ Dejar un recuerdo' }).click();
    const dialog = page.getByRole('dialog', { name: /^Para / });
    const captcha = dialog.locator('captcha-field');
    const captchaId = dialog.locator('input[name="captcha_id"]');
    for (const change of [null, 'Nuevo código'] as const) {
      if (change) await captcha.getByRole('button', { name: change }).click();
      await expect.poll(() => captchaId.inputValue()).not.toBe('');
      const shown = await captchaId.inputValue();
      const [response] = await Promise.all([
        page.waitForResponse((answer) => answer.url().endsWith('/audio')),
        captcha.getByRole('button', { name: 'Escuchar el código' }).click(),
      ]);
      expect(response.url()).toBe(`${baseURL}/api/memories/captcha/${shown}/audio`);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('audio/wav');
      // It plays (the field marks itself while the code is spoken) and nothing went wrong.
      await expect.poll(() => captcha.getAttribute('data-playing')).toBe('');
      expect(await captcha.getByRole('alert').isVisible()).toBe(false);
    }
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await page.close();
  });

  it('follows by polling when the socket cannot open, and drops a deleted memory', async () => {
    const context = await suite.browser.newContext({ ...DESKTOP, baseURL });
    await context.routeWebSocket(/\/api\/memories\/live/, (socket) => socket.close());
    const page = await openWall(context, `/muro-de-recuerdos/${memorial.slug}`, 'polling');
    const cards = page.locator('.memory-card');
    expect(await cards.count()).toBe(1);
    const [memory] = await memoriesOnWall(memorial.id);
    const removed = await owner.context.request.delete(`/api/memories/${memory!.id}`, { headers: originHeaders(baseURL) });
    expect(removed.status()).toBe(200);
    // The wall polls every 20 s: wait out one period, then as long as any condition.
    await expect.poll(() => cards.count(), { timeout: 20_000 + CONDITION_TIMEOUT_MS, interval: 1_000 }).toBe(0);
    expect(await page.getByText('Aún no hay recuerdos compartidos').isVisible()).toBe(true);
    await context.close();
  });

  it('shows a public memory at once when the owner publishes without approval, and markup in it breaks nothing', async () => {
    // The owner turns the setting on in the wall's memories manager.
    const dashboard = await owner.context.newPage();
    await dashboard.goto(`/dashboard?recuerdos=memorial:${memorial.id}`);
    const manager = dashboard.getByRole('dialog', { name: 'Recuerdos de Inés Bermúdez' });
    const setting = manager.getByRole('checkbox', { name: 'Publicar recuerdos sin mi aprobación' });
    await expect.poll(() => setting.isEnabled()).toBe(true);
    expect(await setting.isChecked()).toBe(false);
    await setting.check();
    await dashboard.getByText('Los recuerdos públicos se mostrarán sin esperar tu aprobación').waitFor();
    await dashboard.close();

    const page = await openWall(visitor, `/muro-de-recuerdos/${memorial.slug}`);
    await fillMemory(page, 'Tomás Herrera', HOSTILE_MESSAGE);
    await knowCaptcha(page);
    const dialog = page.getByRole('dialog', { name: /^Para / });
    await dialog.getByLabel('Hacer público este recuerdo en el muro').check();
    await dialog.getByLabel('Código de verificación').fill(ANSWER);
    await dialog.getByRole('button', { name: 'Guardar recuerdo' }).click();
    await page.getByRole('heading', { name: '¡Recuerdo enviado!' }).waitFor();
    expect(await page.getByText('Tu recuerdo se ha enviado exitosamente y ya se muestra en el muro.').count()).toBe(1);
    await page.getByRole('button', { name: 'Entendido' }).click();
    await page.close();
    expect((await memoriesOnWall(memorial.id)).map((memory) => memory.message)).toEqual([HOSTILE_MESSAGE]);

    // A new visitor gets the memory in the page's HTML, and every part of the wall still works.
    const context = await suite.browser.newContext({ ...PHONE, baseURL });
    const fresh = await openWall(context, `/muro-de-recuerdos/${memorial.slug}`);
    const card = fresh.locator('.memory-card').filter({ hasText: 'Tomás Herrera' });
    expect(await card.innerText()).toContain(HOSTILE_MESSAGE);
    await fresh.getByRole('button', { name: '+ Dejar un recuerdo' }).click();
    const leave = fresh.getByRole('dialog', { name: 'Para Inés Bermúdez' });
    await leave.waitFor();
    await leave.getByRole('button', { name: 'Cancelar' }).click();
    await leave.waitFor({ state: 'hidden' });
    await card.getByRole('button', { name: 'Ver recuerdo' }).click();
    const detail = fresh.locator('#memory-detail');
    await detail.waitFor();
    expect(await detail.innerText()).toContain(HOSTILE_MESSAGE);
    await fresh.keyboard.press('Escape');
    await detail.waitFor({ state: 'hidden' });
    await context.close();
  });
});

describe('the demo wall', () => {
  it('shows the seeded public memories, newest first, and not the one awaiting approval', async () => {
    const browser = await launchBrowser();
    const page = await browser.newPage({ ...PHONE, baseURL });
    await page.goto('/muro-de-recuerdos/maria-elena-rodriguez');
    expect(await page.locator('.memory-card__author').allInnerTexts()).toEqual(['Andrés Felipe Rojas', 'Camila Rodríguez']);
    expect(await page.getByText('Luz Marina Ospina').count()).toBe(0);
    await expect
      .poll(() =>
        page
          .locator('.memory-card img')
          .first()
          .evaluate((img) => (img as HTMLImageElement).naturalWidth),
      )
      .toBeGreaterThan(0);
    await browser.close();
  });
});

describe('a family wall with many memories', () => {
  const suite = useBrowser();

  beforeAll(async () => {
    const photo = '/media/memory/anon/no-esta.jpg';
    const rows = Array.from(
      { length: 7 },
      (_, i) =>
        `(${sql(crypto.randomUUID())}, (SELECT id FROM family_profiles WHERE slug = 'familia-gomez-herrera'), ${sql(photo)}, ${sql(`Visitante ${i + 1}`)}, ${sql(`Recuerdo número ${i + 1}`)}, '[]', 1, 1, ${sql(`2026-02-0${i + 1}T12:00:00.000Z`)})`,
    );
    await executeLocalSql(
      stateDir,
      `INSERT INTO memories (id, family_profile_id, photo_url, author_name, message, things_list, visitor_consent, is_authorized, created_at) VALUES ${rows.join(', ')}`,
    );
  });

  it('resolves by the familia- slug and by the /familia/ path, 5 at a time, newest first', async () => {
    const context = await suite.browser.newContext({ ...PHONE, baseURL });
    for (const path of ['/muro-de-recuerdos/familia-gomez-herrera', '/familia/familia-gomez-herrera/muro-de-recuerdos']) {
      const page = await openWall(context, path);
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toMatch(/Gómez Herrera/);
      const authors = page.locator('.memory-card__author');
      expect(await authors.allInnerTexts()).toEqual(['Visitante 7', 'Visitante 6', 'Visitante 5', 'Visitante 4', 'Visitante 3']);
      expect(await page.getByText('7 recuerdos compartidos').count()).toBe(1);
      await page.getByRole('button', { name: 'Ver más recuerdos' }).click();
      await expect.poll(() => authors.count()).toBe(7);
      expect(await page.getByRole('button', { name: 'Ver más recuerdos' }).isVisible()).toBe(false);
      // The photos point nowhere: each card says so instead of showing a broken image (lazy photos load,
      // and fail, once scrolled near).
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect.poll(() => page.locator('.memory-card__photo--missing').count()).toBe(7);
      await page.close();
    }
    await context.close();
  });
});
