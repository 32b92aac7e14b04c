import { randomUUID } from 'node:crypto';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { captchaAnswerHash } from '../../worker/services/captcha';
import { hashToken } from '../../worker/services/tokens';
import { axeViolations } from '../helpers/axe';
import { PHONE, testClientAddress } from '../helpers/browser';
import { createMemorialWithPortrait, openDashboard } from '../helpers/e2e-customers';
import { executeLocalSql } from '../helpers/local-worker';
import { WALL_TEXTS } from '../../site/lib/wall/wall-texts';
import { MEMORY_MESSAGES } from '../../worker/schemas/memory-texts';
import { useBrowser } from '../helpers/e2e-suite';

/**
 * A wall the family can keep (docs/features/memory-wall.md), on phones against the built Worker: a visitor reports a memory from its
 * detail; two more visitors' reports take it off the open wall live; the owner finds it under 'Reportados' with the
 * reasons and keeps it; approves two waiting memories at once with the checkboxes; blocks the writer of one after
 * confirming and lifts the block. A visitor is told before the captcha that the family asks for a photo and is
 * refused words alone; the owner is then offered 'Aceptar recuerdos sin foto' in one click (docs/features/memory-wall.md), after which a
 * visitor leaves words alone.
 */
const baseURL = inject('baseURL');
const stateDir = inject('stateDir');
const ANSWER = 'ACEF';
const NAME = 'Rosalba Cárdenas';
/** Where the photo-asking form and the manager's offer are photographed, to look at (docs/features/memory-wall.md). */
const SHOTS = process.env.WALL_PHOTO_SHOTS ?? '';

const quote = (value: string | null) => (value === null ? 'NULL' : `'${value.replace(/'/g, "''")}'`);
const sql = (command: string) => executeLocalSql(stateDir, command);

type Memorial = { id: string; slug: string };
type WallMemory = { id: string; author_name: string; photo_url: string | null };

async function insertMemory(
  memorialId: string,
  row: { id: string; author: string; message: string; authorized: boolean; createdAt: string; writer?: string },
) {
  await sql(
    'INSERT INTO memories (id, memorial_profile_id, photo_url, author_name, message, things_list, visitor_consent, is_authorized, writer_hash, created_at) ' +
      `VALUES (${quote(row.id)}, ${quote(memorialId)}, '', ${quote(row.author)}, ${quote(row.message)}, '[]', 1, ${row.authorized ? 1 : 0}, ` +
      `${quote(row.writer ?? null)}, ${quote(row.createdAt)})`,
  );
}

async function publicWall(memorialId: string): Promise<WallMemory[]> {
  const response = await fetch(`${baseURL}/api/memories?memorial_profile_id=${memorialId}`);
  return ((await response.json()) as { data: WallMemory[] }).data;
}

/** Another visitor's report, from an address of their own. */
async function reportFromElsewhere(memoryId: string): Promise<number> {
  const response = await fetch(`${baseURL}/api/memories/${memoryId}/report`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': testClientAddress() },
    body: JSON.stringify({ reason: 'offensive', details: 'No es respetuoso con la familia' }),
  });
  return response.status;
}

async function openWall(context: BrowserContext, slug: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`/muro-de-recuerdos/${slug}`);
  await page.waitForFunction(() => document.documentElement.dataset.wallLive === 'socket');
  return page;
}

async function openManager(page: Page): Promise<Locator> {
  const button = page.getByRole('button', { name: `Recuerdos de ${NAME}` });
  await expect.poll(() => button.isEnabled()).toBe(true);
  await button.click();
  const dialog = page.getByRole('dialog', { name: `Recuerdos de ${NAME}` });
  await dialog.locator('.dash-mems__list').waitFor();
  return dialog;
}

const item = (dialog: Locator, author: string) =>
  dialog.locator('.dash-mem').filter({ has: dialog.page().getByRole('heading', { name: author, exact: true }) });

describe('a wall the family can keep', () => {
  const suite = useBrowser();
  const owner = suite.customer('moderacion', { buys: ['individual'] });
  let memorial: Memorial;
  const reported = randomUUID();
  const waiting = [randomUUID(), randomUUID()];
  const troll = randomUUID();

  beforeAll(async () => {
    ({ memorial } = await createMemorialWithPortrait<Memorial>(owner.context, baseURL, {
      name: NAME,
      birthDate: '1948-03-09',
      deathDate: '2025-01-14',
      template_id: 'template-2',
    }));
    await insertMemory(memorial.id, {
      id: reported,
      author: 'Cuenta Desconocida',
      message: 'Compre ya en nuestra tienda.',
      authorized: true,
      createdAt: '2026-02-03T15:00:00.000Z',
    });
    await insertMemory(memorial.id, {
      id: waiting[0]!,
      author: 'Doña Fabiola',
      message: 'Siempre con una sonrisa.',
      authorized: false,
      createdAt: '2026-02-02T15:00:00.000Z',
    });
    await insertMemory(memorial.id, {
      id: waiting[1]!,
      author: 'El coro de San Judas',
      message: 'Cantaremos por ti.',
      authorized: false,
      createdAt: '2026-02-01T15:00:00.000Z',
    });
    await insertMemory(memorial.id, {
      id: troll,
      author: 'Anónimo Molesto',
      message: 'Un mensaje que la familia no quiere.',
      authorized: false,
      createdAt: '2026-01-31T15:00:00.000Z',
      writer: hashToken(`e2e-writer-${randomUUID()}`),
    });
  });

  it('lets a visitor report a memory from its detail, and three visitors take it off the open wall', async () => {
    const visitor = await suite.browser.newContext({ ...PHONE, baseURL });
    const page = await openWall(visitor, memorial.slug);
    const card = page.locator('.memory-card').filter({ hasText: 'Cuenta Desconocida' });
    await card.getByRole('button', { name: 'Ver recuerdo' }).click();
    const detail = page.locator('#memory-detail');
    await detail.getByRole('button', { name: 'Reportar' }).click();
    const form = detail.getByRole('form', { name: 'Reportar este recuerdo' });
    await form.waitFor();
    // Sending without a reason says what is missing, in Spanish, before anything is sent.
    await form.getByRole('button', { name: 'Enviar reporte' }).click();
    await form.getByRole('alert').filter({ hasText: 'Elige por qué reportas este recuerdo' }).waitFor();
    await form.getByRole('radio', { name: 'Spam o publicidad' }).check();
    await form.getByLabel('Detalle (opcional)').fill('Es publicidad de una tienda');
    // The open form passes WCAG 2.2 AA like the rest of the wall (tests/e2e/accessibility.test.ts).
    expect(await axeViolations(page, '#memory-detail')).toEqual([]);
    await form.getByRole('button', { name: 'Enviar reporte' }).click();
    await detail.getByText('Gracias. La familia revisará este recuerdo.').waitFor();
    expect(await form.isVisible()).toBe(false);
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'hidden' });

    // One report leaves it on the wall; the third different visitor's takes it off, live.
    expect(await reportFromElsewhere(reported)).toBe(202);
    expect((await publicWall(memorial.id)).map((m) => m.id)).toContain(reported);
    expect(await reportFromElsewhere(reported)).toBe(202);
    await card.waitFor({ state: 'detached' });
    expect((await publicWall(memorial.id)).map((m) => m.id)).not.toContain(reported);
    expect(await page.getByText('Aún no hay recuerdos compartidos').isVisible()).toBe(true);
    await visitor.close();
  });

  it('shows the family what was reported and why, and keeps it on the wall', async () => {
    const page = await openDashboard(owner.context);
    const dialog = await openManager(page);
    await dialog.getByRole('button', { name: 'Reportados' }).click();
    const memory = item(dialog, 'Cuenta Desconocida');
    await memory.getByText('Oculto por reportes: decide si vuelve al muro').waitFor();
    // The list of every memory stays on screen until the reported ones arrive.
    await expect.poll(() => dialog.locator('.dash-mem').count()).toBe(1);
    expect(await memory.getByText('3 reportes').count()).toBe(1);
    expect(await memory.innerText()).toContain('Spam o publicidad: Es publicidad de una tienda');
    expect(await memory.innerText()).toContain('Ofensivo o irrespetuoso: No es respetuoso con la familia');
    expect(await axeViolations(page, '.dash-mems')).toEqual([]);
    await memory.getByRole('button', { name: /^Mantener en el muro/ }).click();
    await dialog.getByText('No hay recuerdos reportados por decidir.').waitFor();
    await expect.poll(async () => (await publicWall(memorial.id)).map((m) => m.id)).toContain(reported);
    await page.close();
  });

  it('approves several memories at once with the checkboxes', async () => {
    const page = await openDashboard(owner.context);
    const dialog = await openManager(page);
    const approve = dialog.getByRole('button', { name: 'Aprobar seleccionados' });
    expect(await approve.getAttribute('aria-disabled')).toBe('true');
    await dialog.getByRole('checkbox', { name: 'Seleccionar el recuerdo de Doña Fabiola' }).check();
    await dialog.getByRole('checkbox', { name: 'Seleccionar el recuerdo de El coro de San Judas' }).check();
    await dialog.getByText('2 seleccionados').waitFor();
    await approve.click();
    await item(dialog, 'Doña Fabiola').getByText('Visible en el muro').waitFor();
    await item(dialog, 'El coro de San Judas').getByText('Visible en el muro').waitFor();
    const onWall = (await publicWall(memorial.id)).map((m) => m.id);
    expect(onWall).toEqual(expect.arrayContaining(waiting));
    expect(await dialog.getByText('0 seleccionados').count()).toBe(1);
    await page.close();
  });

  it('blocks the writer of a memory after asking, lists the block, and lifts it', async () => {
    const page = await openDashboard(owner.context);
    const dialog = await openManager(page);
    const memory = item(dialog, 'Anónimo Molesto');
    // Memories left before the wall recognised writers offer no block.
    expect(
      await item(dialog, 'Doña Fabiola')
        .getByRole('button', { name: /^Bloquear a quien escribió/ })
        .count(),
    ).toBe(0);
    await memory.getByRole('button', { name: /^Bloquear a quien escribió/ }).click();
    const question = memory.getByRole('group', { name: /^¿Bloquear a quien escribió este recuerdo durante 30 días\?/ });
    await question.waitFor();
    await question.getByRole('button', { name: 'Cancelar' }).click();
    await question.waitFor({ state: 'detached' });
    await memory.getByRole('button', { name: /^Bloquear a quien escribió/ }).click();
    await memory.getByRole('button', { name: 'Sí, bloquear' }).click();
    const blocks = dialog.getByRole('region', { name: 'Personas bloqueadas en este muro' });
    await blocks.getByText(/^Anónimo Molesto: bloqueado hasta el \d{1,2} de \p{L}+$/u).waitFor();
    await blocks.getByRole('button', { name: 'Quitar bloqueo de Anónimo Molesto' }).click();
    await blocks.waitFor({ state: 'detached' });
    await page.close();
  });

  it('tells a visitor before the captcha that the family asks for a photo, and refuses words alone', async () => {
    const visitor = await suite.browser.newContext({ ...PHONE, baseURL });
    const wall = await openWall(visitor, memorial.slug);
    await wall.getByRole('button', { name: '+ Dejar un recuerdo' }).click();
    const form = wall.getByRole('dialog', { name: /^Para / });
    await form.getByText('Foto del recuerdo *').waitFor();
    const asked = form.getByText(WALL_TEXTS.photoRequiredNote);
    const missing = form.getByText(WALL_TEXTS.photoMissingNote);
    await asked.waitFor();
    await missing.waitFor();
    if (SHOTS) await form.screenshot({ path: `${SHOTS}/leave-memory-390.png` });
    // Both come before the captcha, in the page's order and on the screen.
    const above = await form.locator('captcha-field').evaluate(
      (captcha, notes) =>
        notes.map((text) => {
          const note = [...captcha.closest('form')!.querySelectorAll('p')].find((p) => p.textContent?.trim() === text)!;
          return (
            Boolean(note.compareDocumentPosition(captcha) & Node.DOCUMENT_POSITION_FOLLOWING) &&
            note.getBoundingClientRect().bottom <= captcha.getBoundingClientRect().top
          );
        }),
      [WALL_TEXTS.photoRequiredNote, WALL_TEXTS.photoMissingNote],
    );
    expect(above).toEqual([true, true]);
    expect(await axeViolations(wall, '[data-leave-form]')).toEqual([]);
    await form.getByLabel('Tu nombre *').fill('Tía Mercedes');
    await form.getByLabel('Tu mensaje *').fill('No tengo foto, pero sí muchos recuerdos de las onces en su casa.');
    await form.getByRole('checkbox', { name: /^Autorizo el tratamiento de mis datos/ }).check();
    const id = await wall.waitForFunction(() => document.querySelector<HTMLInputElement>('input[name="captcha_id"]')?.value || null);
    const captchaId = String(await id.jsonValue());
    await sql(`UPDATE captchas SET answer_hash = ${quote(captchaAnswerHash(captchaId, ANSWER))} WHERE id = ${quote(captchaId)}`);
    await form.getByLabel('Código de verificación').fill(ANSWER);
    await form.getByRole('button', { name: 'Guardar recuerdo' }).click();
    await form.getByRole('alert').filter({ hasText: MEMORY_MESSAGES.photoRequiredFamilyTold }).waitFor();
    if (SHOTS) await form.screenshot({ path: `${SHOTS}/leave-memory-refused-390.png` });
    expect(await form.getByLabel('Tu mensaje *').inputValue()).toContain('las onces');
    await visitor.close();
  });

  it('offers the family "Aceptar recuerdos sin foto" in one click, after which a visitor leaves words alone', async () => {
    const page = await openDashboard(owner.context);
    const dialog = await openManager(page);
    const setting = dialog.getByRole('checkbox', { name: 'Aceptar recuerdos sin foto' });
    await expect.poll(() => setting.isEnabled()).toBe(true);
    expect(await setting.isChecked()).toBe(false);
    const notice = dialog.locator('[data-photoless-notice]');
    await notice.getByText(/^Una persona quiso dejar un recuerdo sin foto \(el \d{1,2} de \p{L}+\) y no se guardó/u).waitFor();
    expect(await axeViolations(page, '[data-photoless-notice]')).toEqual([]);
    if (SHOTS) await dialog.screenshot({ path: `${SHOTS}/manager-photoless-390.png` });
    await notice.getByRole('button', { name: 'Aceptar recuerdos sin foto' }).click();
    await page.getByText('El muro acepta recuerdos sin foto').waitFor();
    expect(await setting.isChecked()).toBe(true);
    await notice.waitFor({ state: 'detached' });
    await page.close();

    const visitor = await suite.browser.newContext({ ...PHONE, baseURL });
    const wall = await openWall(visitor, memorial.slug);
    await wall.getByRole('button', { name: '+ Dejar un recuerdo' }).click();
    const form = wall.getByRole('dialog', { name: /^Para / });
    await form.getByText('Foto del recuerdo (opcional)').waitFor();
    await form.getByLabel('Tu nombre *').fill('Vecinos de la cuadra');
    await form.getByLabel('Tu mensaje *').fill('La vamos a extrañar en cada novena.');
    await form.getByLabel('Hacer público este recuerdo en el muro').check();
    await form.getByRole('checkbox', { name: /^Autorizo el tratamiento de mis datos/ }).check();
    const id = await wall.waitForFunction(() => document.querySelector<HTMLInputElement>('input[name="captcha_id"]')?.value || null);
    const captchaId = String(await id.jsonValue());
    await sql(`UPDATE captchas SET answer_hash = ${quote(captchaAnswerHash(captchaId, ANSWER))} WHERE id = ${quote(captchaId)}`);
    await form.getByLabel('Código de verificación').fill(ANSWER);
    await form.getByRole('button', { name: 'Guardar recuerdo' }).click();
    await wall.getByRole('heading', { name: '¡Recuerdo enviado!' }).waitFor();
    await visitor.close();
  });
});
