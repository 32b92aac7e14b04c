import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { PHONE } from '../helpers/browser';
import { deliveredMail, emailedLink, uniqueEmail } from '../helpers/e2e-accounts';
import { createMemorial, uploadProfilePhoto } from '../helpers/e2e-customers';
import { colombiaDate } from '../../site/lib/public/birthday';
import { cardDateLabel } from '../../site/lib/public/remembrance-page';
import { DEFAULT_CHOICES } from '../../worker/remembrance/choices';
import { formatDay, parseDay, sameDayIn } from '../../worker/remembrance/day-math';
import { dayAfter, nextRemembranceDates, todaysRemembrance, type RemembranceSubject } from '../../worker/remembrance/rules';
import { PRIVACY_MESSAGES } from '../../worker/schemas/privacy-texts';
import { useBrowser } from '../helpers/e2e-suite';

/**
 * Remembrance dates (docs/features/remembrance.md) from a visitor's side: the memorial's 'Fechas para recordar' card and the banner of the day, a candle
 * (the second one the same day does not count), 'Recibir recordatorios' with the authorisation, the confirmation
 * from the e-mail, and the daily job on the cabo de año sending the reminder with its unsubscribe headers.
 *
 * The page's "today" is the Worker's real Colombian date, so the memorial is made to have a remembrance day today:
 * its person died a year ago (on 29 February, four years ago, as a year ago has no such day).
 */
const baseURL = inject('baseURL');
const NAME = 'Gilberto Arango Villa';
const BIRTH = '1947-03-09';

type Memorial = { id: string; slug: string };
type OutboxMessage = { subject: string; links: string[]; headers: Record<string, string>; text: string };

function deathDateFor(today: string): string {
  const day = parseDay(today);
  if (!day) throw new Error(`unreadable date ${today}`);
  return day.month === 2 && day.day === 29 ? formatDay({ ...day, year: day.year - 4 }) : formatDay({ ...day, year: day.year - 1 });
}

/** innerText with its runs of spaces and line breaks as single spaces. */
const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();

/** What reached `email`'s inbox, once nothing for it is still in the mail queue. */
const outbox = (email: string): Promise<OutboxMessage[]> => deliveredMail(baseURL, email);

describe('remembrance dates on the public page', () => {
  const suite = useBrowser();
  const owner = suite.customer('fechas', { buys: ['individual'] });
  let visitor: BrowserContext;
  let memorial: Memorial;
  const today = colombiaDate();
  const death = deathDateFor(today);
  let subject: RemembranceSubject;

  beforeAll(async () => {
    const photo = await uploadProfilePhoto(owner.context, baseURL);
    memorial = await createMemorial<Memorial>(owner.context, baseURL, {
      name: NAME,
      birthDate: BIRTH,
      deathDate: death,
      template_id: 'template-2',
      profile_image_url: photo,
    });
    subject = {
      target: { kind: 'memorial', id: memorial.id },
      people: [{ memberId: null, name: NAME, birthDate: BIRTH, deathDate: death, relationship: null }],
    };
    visitor = await suite.browser.newContext({ ...PHONE, baseURL });
  });

  async function openMemorial(): Promise<Page> {
    const page = await visitor.newPage();
    expect((await page.goto(`/memorial/${memorial.slug}`))?.status()).toBe(200);
    return page;
  }

  it("shows today's banner, the next two dates, the calendar and the WhatsApp link", async () => {
    const page = await openMemorial();
    const notices = todaysRemembrance(subject, DEFAULT_CHOICES, today).map((notice) => notice.text);
    expect(notices.length).toBeGreaterThan(0);
    expect(await page.locator('[data-remembrance-today] .remembrance-banner__text').allInnerTexts()).toEqual(notices);

    const card = page.getByRole('region', { name: 'Fechas para recordar' });
    const expected = nextRemembranceDates(subject, DEFAULT_CHOICES, dayAfter(today), 2);
    expect(expected).toHaveLength(2);
    const items = card.getByRole('listitem');
    expect(await items.count()).toBe(2);
    for (const [index, date] of expected.entries()) {
      const item = items.nth(index);
      expect(await item.innerText()).toContain(date.title);
      expect(await item.locator('time').getAttribute('datetime')).toBe(date.date);
      expect(await item.locator('time').innerText()).toBe(cardDateLabel(date.date));
    }

    const subscribe = await card.getByRole('link', { name: 'Suscribirme en mi calendario' }).getAttribute('href');
    expect(subscribe).toBe(`webcal://${new URL(baseURL).host}/memorial/${memorial.slug}/fechas.ics`);
    const download = card.getByRole('link', { name: 'Descargar las fechas (.ics)' });
    expect(await download.getAttribute('href')).toBe(`/memorial/${memorial.slug}/fechas.ics`);
    const ics = await fetch(`${baseURL}/memorial/${memorial.slug}/fechas.ics`);
    expect(ics.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(await ics.text()).toContain(`Cabo de año de ${NAME}`);

    const share = new URL((await page.getByRole('link', { name: 'Compartir por WhatsApp' }).getAttribute('href')) ?? '');
    expect(share.origin + share.pathname).toBe('https://wa.me/');
    expect(share.searchParams.get('text')).toBe(
      `En memoria de ${NAME}. Te comparto su memorial, allí puedes ver sus fotos y dejar un recuerdo: ${baseURL}/memorial/${memorial.slug}`,
    );
    await page.close();
  });

  it('lights a candle: the count goes up once, and a second candle the same day is kindly not counted', async () => {
    const page = await openMemorial();
    const candles = page.locator('[data-candles]');
    await expect.poll(() => candles.getAttribute('data-candles')).toBe('read');
    const summary = candles.locator('[data-candle-summary]');
    expect(squeeze(await summary.innerText())).toBe('Velas encendidas: 0');
    expect(await candles.locator('.candle-flame').count()).toBe(0);

    await candles.getByLabel('Tu nombre (opcional)').fill('Tía Carmen');
    await candles.getByRole('button', { name: 'Encender una vela' }).click();
    await candles.getByText('Tu vela está encendida. Gracias por acompañar a la familia.').waitFor();
    await expect.poll(() => candles.locator('.candle-flame').count()).toBe(1);
    expect(squeeze(await summary.innerText())).toBe('Velas encendidas: 1 · esta semana: 1');
    expect(await candles.getByLabel('Tu nombre (opcional)').inputValue()).toBe('');

    await candles.getByRole('button', { name: 'Encender una vela' }).click();
    await candles.getByText('Ya encendiste una vela hoy en este memorial y sigue encendida. Mañana puedes encender otra.').waitFor();
    expect(await candles.getByText('Tu vela está encendida. Gracias por acompañar a la familia.').count()).toBe(0);
    expect(await candles.locator('[data-candle-count]').innerText()).toBe('1');
    const read = await fetch(`${baseURL}/api/candles?memorial_profile_id=${memorial.id}`);
    expect(((await read.json()) as { data: { count: number } }).data.count).toBe(1);

    // The kept page is not what carries the count: a fresh visitor reads it from the API.
    const kept = await fetch(`${baseURL}/memorial/${memorial.slug}`);
    expect(kept.headers.get('x-edge-cache')).toBe('hit');
    expect(await kept.text()).toMatch(/<strong[^>]*data-candle-count[^>]*><\/strong>/);
    const again = await openMemorial();
    await expect.poll(() => again.locator('[data-candles]').getAttribute('data-candles')).toBe('read');
    expect(squeeze(await again.locator('[data-candle-summary]').innerText())).toBe('Velas encendidas: 1 · esta semana: 1');
    await again.close();
    await page.close();
  });

  it('shows the API refusal of a name that is too long, as it comes', async () => {
    const page = await openMemorial();
    const candles = page.locator('[data-candles]');
    // The field stops at 60 characters; a page with an older or altered form still meets the server's rule.
    await candles.getByLabel('Tu nombre (opcional)').evaluate((input) => input.removeAttribute('maxlength'));
    await candles.getByLabel('Tu nombre (opcional)').fill('N'.repeat(61));
    await candles.getByRole('button', { name: 'Encender una vela' }).click();
    await candles.getByRole('alert').getByText('El nombre puede tener máximo 60 caracteres').waitFor();
    await page.close();
  });

  it('subscribes with the authorisation, confirms from the e-mail, and gets the cabo de año reminder', async () => {
    const email = uniqueEmail('recordatorios');
    const page = await openMemorial();
    const card = page.getByRole('region', { name: 'Fechas para recordar' });
    await card.locator('summary', { hasText: 'Recibir recordatorios' }).click();
    const form = card.locator('form[data-remembrance-form="reminders"]');
    await form.getByLabel('Tu correo').fill(email);
    await form.getByRole('button', { name: 'Enviarme los recordatorios' }).click();
    await form.getByRole('alert').getByText(PRIVACY_MESSAGES.recordatorios).waitFor();

    await form.getByRole('checkbox', { name: /^Autorizo el tratamiento de mi correo electrónico/ }).check();
    expect(await form.getByRole('link', { name: 'Política de Tratamiento de Datos Personales' }).getAttribute('href')).toBe(
      '/politica-de-datos',
    );
    await form.getByRole('button', { name: 'Enviarme los recordatorios' }).click();
    await form.getByText(`Te enviamos un correo a ${email}. Ábrelo y confirma para empezar a recibir los recordatorios.`).waitFor();
    expect(await form.getByRole('alert').isHidden()).toBe(true);

    const confirmation = await page.context().newPage();
    await confirmation.goto(await emailedLink(baseURL, email, '/recordatorios/confirmar'));
    await confirmation.getByRole('button', { name: 'Confirmar recordatorios' }).click();
    await confirmation.getByRole('heading', { name: '¡Listo!' }).waitFor();
    await confirmation.close();
    await page.close();

    const death_ = parseDay(death);
    if (!death_) throw new Error('unreadable death date');
    const caboDeAno = formatDay(sameDayIn(death_, death_.year + 1));
    const run = await fetch(`${baseURL}/api/dev/run-daily?date=${caboDeAno}`, { method: 'POST' });
    expect(run.status).toBe(200);

    const reminder = (await outbox(email)).find((message) => message.subject === `Hoy se cumple un año de la partida de ${NAME}`);
    if (!reminder) throw new Error('no cabo de año reminder in the outbox');
    expect(reminder.headers['List-Unsubscribe']).toMatch(/^<https?:\/\/[^>]+\/api\/reminders\/unsubscribe\?token=[a-z2-7]{32}>$/);
    expect(reminder.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(reminder.links.map((link) => new URL(link).pathname)).toContain(`/memorial/${memorial.slug}`);
    expect(reminder.links.some((link) => link.startsWith('https://wa.me/?text='))).toBe(true);

    // The job again the same day sends nothing twice.
    expect((await fetch(`${baseURL}/api/dev/run-daily?date=${caboDeAno}`, { method: 'POST' })).status).toBe(200);
    expect((await outbox(email)).filter((message) => message.subject === reminder.subject)).toHaveLength(1);

    // The reminder's own link leaves with one button, as the browser posts it.
    const leave = await visitor.newPage();
    const unsubscribe = reminder.links.find((link) => new URL(link).pathname === '/recordatorios/baja');
    if (!unsubscribe) throw new Error('no unsubscribe link in the reminder');
    await leave.goto(unsubscribe);
    await leave.getByRole('button', { name: 'Dejar de recibir recordatorios' }).click();
    await leave.getByRole('heading', { name: 'Listo', exact: true }).waitFor();
    expect(await leave.getByText('No te enviaremos más recordatorios de este memorial.', { exact: false }).count()).toBe(1);
    await leave.close();
  });
});
