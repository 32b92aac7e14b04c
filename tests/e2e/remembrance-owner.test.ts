import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { testClientAddress } from '../helpers/browser';
import { emailedLink, uniqueEmail } from '../helpers/e2e-accounts';
import { createFamily, createMemorial, openDashboard, uploadProfilePhoto } from '../helpers/e2e-customers';
import { memorialPhrase } from '../../worker/schemas/family-name';
import { colombianDay } from '../helpers/colombian-days';
import { useBrowser } from '../helpers/e2e-suite';

/**
 * The owner's side of the remembrance dates (docs/features/remembrance.md), in a real browser at a phone's width: a customer with a
 * published memorial sees its next dates on the card, turns the novenario off and on in 'Fechas y recordatorios'
 * (the API's next dates and the public calendar follow), sees the candles visitors lit with the names they left,
 * sees a confirmed reminder subscriber masked (not one who never confirmed) and removes them after the question
 * says what follows. A family's card names its members, and Día de la Madre is offered only when a member is
 * recorded as a mother.
 */
const baseURL = inject('baseURL');

const NAME = 'Rosalba Cárdenas Vélez';
const FAMILY = 'Familia Ocampo Ríos';

type Created = { id: string; slug: string };
type Upcoming = { date: string; kind: string }[];

/** A birthday half a year away from today, so it never falls among the novenario's days. */
function birthDayFarFromToday(year: number): string {
  const month = ((Number(colombianDay(0).slice(5, 7)) + 5) % 12) + 1;
  return `${year}-${String(month).padStart(2, '0')}-10`;
}

/** A visitor, without an account, from their own address. */
function asVisitor(method: string, path: string, body: unknown) {
  return fetch(`${baseURL}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': testClientAddress(), origin: baseURL },
    body: JSON.stringify(body),
  });
}

const cardOf = (page: Page, name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

async function openDates(page: Page, name: string, kind: 'individual' | 'family' = 'individual'): Promise<Locator> {
  const button = cardOf(page, name).locator('.dash-dates__open');
  await expect.poll(() => button.isEnabled()).toBe(true);
  await button.click();
  const dialog = page.getByRole('dialog', { name: `Fechas y recordatorios de ${memorialPhrase(kind, name)}` });
  await dialog.waitFor();
  return dialog;
}

describe('remembrance dates in the owner’s dashboard', () => {
  const suite = useBrowser();
  const owner = suite.customer('fechas', { buys: ['individual', 'family'] });
  let memorial: Created;
  let family: Created;
  const deathDate = colombianDay(-2);

  async function upcoming(): Promise<Upcoming> {
    const response = await owner.context.request.get(`/api/remembrance/upcoming?memorial_profile_id=${memorial.id}&count=20`);
    expect(response.status()).toBe(200);
    return ((await response.json()) as { data: Upcoming }).data;
  }

  async function publicCalendar(): Promise<string> {
    const response = await fetch(`${baseURL}/memorial/${memorial.slug}/fechas.ics`);
    expect(response.status).toBe(200);
    return response.text();
  }

  beforeAll(async () => {
    const portrait = await uploadProfilePhoto(owner.context, baseURL);
    // She died two days ago: today is the novenario's third day.
    memorial = await createMemorial<Created & { is_published: boolean }>(owner.context, baseURL, {
      name: NAME,
      birthDate: birthDayFarFromToday(1948),
      deathDate,
      template_id: 'template-4',
      profile_image_url: portrait,
    });

    const familyPortrait = await uploadProfilePhoto(owner.context, baseURL, 'jorge-enrique-gomez.jpg');
    family = await createFamily<Created>(owner.context, baseURL, {
      family_name: FAMILY,
      members: [
        {
          name: 'Aurelio Ocampo',
          birth_date: birthDayFarFromToday(1940),
          death_date: colombianDay(-1),
          profile_image_url: familyPortrait,
          relationship: 'padre',
        },
        {
          name: 'Inés Ríos',
          birth_date: birthDayFarFromToday(1944),
          death_date: colombianDay(-1),
          profile_image_url: familyPortrait,
          relationship: 'abuela',
        },
      ],
    });
  });

  it('shows each memorial’s next dates on its card, a family’s members named together', async () => {
    const page = await openDashboard(owner.context);
    const items = cardOf(page, NAME).locator('.dash-dates__item');
    expect(await items.count()).toBe(3);
    expect(await items.nth(0).innerText()).toMatch(/^Novenario: día 3 de 9\s+Hoy$/);
    expect(await cardOf(page, NAME).locator('.dash-dates__list').innerText()).toContain('Novenario: día 4 de 9');
    expect(await cardOf(page, NAME).locator('.dash-dates__open').innerText()).toContain('0 velas');

    // Both died yesterday: today is their novenario's second day, one line for the two of them.
    const familyItems = cardOf(page, FAMILY).locator('.dash-dates__item');
    expect(await familyItems.nth(0).innerText()).toMatch(/^Novenario de Aurelio Ocampo y Inés Ríos: día 2 de 9\s+Hoy$/);

    // Nothing on a 390 px screen is cut off or pushes the page sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.close();
  });

  it('turns the novenario off and on again: the card, the API and the public calendar follow', async () => {
    expect((await upcoming()).some((date) => date.kind === 'novenario')).toBe(true);
    expect(await publicCalendar()).toContain('Último día del novenario');

    const page = await openDashboard(owner.context);
    const dialog = await openDates(page, NAME);
    // The dialog opens at its top with the focus on its heading.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(`Fechas y recordatorios de ${NAME}`);
    const novenario = dialog.getByRole('checkbox', { name: /^Novenario/ });
    await expect.poll(() => novenario.isChecked()).toBe(true);
    // Día de la Madre and del Padre wait for the owner; an individual memorial may keep either.
    expect(await dialog.getByRole('checkbox', { name: /^Día de la Madre/ }).isChecked()).toBe(false);
    expect(await dialog.getByRole('checkbox', { name: /^Día del Padre/ }).isEnabled()).toBe(true);
    expect(await dialog.getByRole('checkbox', { name: /^Recibir yo también los recordatorios/ }).isChecked()).toBe(true);
    expect(await dialog.getByRole('checkbox', { name: /^Recibir el resumen diario de las velas/ }).isChecked()).toBe(true);

    await novenario.uncheck();
    await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.getByText('Guardamos tus fechas y avisos').waitFor();
    await expect.poll(async () => (await upcoming()).some((date) => date.kind === 'novenario')).toBe(false);
    expect(await publicCalendar()).not.toContain('novenario');
    // The card behind the dialog shows the dates without the novenario.
    await expect.poll(() => cardOf(page, NAME).locator('.dash-dates__list').innerText()).not.toContain('Novenario');

    await novenario.check();
    await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect.poll(async () => (await upcoming()).some((date) => date.kind === 'novenario')).toBe(true);
    await expect.poll(() => cardOf(page, NAME).locator('.dash-dates__item').first().innerText()).toMatch(/^Novenario: día 3 de 9/);
    expect(await publicCalendar()).toContain('Último día del novenario');

    // Saved for good: a new dashboard reads the same choices.
    await page.reload();
    const again = await openDates(page, NAME);
    await expect.poll(() => again.getByRole('checkbox', { name: /^Novenario/ }).isChecked()).toBe(true);
    await page.close();
  });

  it('offers a family Día del Padre for its father and no Día de la Madre without a mother', async () => {
    const page = await openDashboard(owner.context);
    const dialog = await openDates(page, FAMILY, 'family');
    const mother = dialog.getByRole('checkbox', { name: /^Día de la Madre/ });
    await mother.waitFor();
    expect(await mother.isDisabled()).toBe(true);
    expect(await dialog.getByText('Ningún familiar de este memorial está registrado como madre.').count()).toBe(1);
    const father = dialog.getByRole('checkbox', { name: /^Día del Padre/ });
    expect(await father.isEnabled()).toBe(true);
    await father.check();
    await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.getByText('Guardamos tus fechas y avisos').waitFor();
    const settings = await owner.context.request.get(`/api/remembrance/settings?family_profile_id=${family.id}`);
    expect(((await settings.json()) as { data: { kinds: Record<string, boolean> } }).data.kinds).toMatchObject({
      dia_del_padre: true,
      dia_de_la_madre: false,
    });
    await page.close();
  });

  it('lists the candles visitors lit, with the names they left, and counts them on the card', async () => {
    const named = await asVisitor('POST', '/api/candles', { memorial_profile_id: memorial.id, name: 'Tía Carmenza' });
    expect(named.status).toBe(201);
    const anonymous = await asVisitor('POST', '/api/candles', { memorial_profile_id: memorial.id });
    expect(anonymous.status).toBe(201);

    const page = await openDashboard(owner.context);
    expect(await cardOf(page, NAME).locator('.dash-dates__open').innerText()).toContain('2 velas');
    const dialog = await openDates(page, NAME);
    await dialog.getByText('2 velas encendidas').waitFor();
    const rows = dialog.locator('.dash-rem__section').filter({ hasText: 'Velas encendidas' }).locator('.dash-rem__row');
    const texts = await rows.allInnerTexts();
    expect(texts).toHaveLength(2);
    // Newest first: the visitor who left no name, then Tía Carmenza; each with the day in es-CO.
    expect(texts[0]).toContain('Visitante sin nombre');
    expect(texts[1]).toContain('Tía Carmenza');
    expect(texts[1]).toMatch(/\d{1,2} de [a-z]{3,4}\.? de 20\d\d/);
    await page.close();
  });

  it('shows a confirmed subscriber masked and removes them after saying what follows', async () => {
    const confirmed = uniqueEmail('primo');
    const pending = uniqueEmail('vecina');
    for (const email of [confirmed, pending]) {
      const asked = await asVisitor('POST', '/api/reminders', { email, memorial_profile_id: memorial.id, privacy_consent: true });
      expect(asked.status).toBe(202);
    }
    const token = new URL(await emailedLink(baseURL, confirmed, '/recordatorios/confirmar')).searchParams.get('token');
    expect((await asVisitor('POST', '/api/reminders/confirm', { token })).status).toBe(200);

    const page = await openDashboard(owner.context);
    expect(await cardOf(page, NAME).locator('.dash-dates__open').innerText()).toContain('1 suscriptor');
    const dialog = await openDates(page, NAME);
    const section = dialog.locator('.dash-rem__section').filter({ hasText: 'Recordatorios por correo' });
    await section.getByText('1 persona recibe los recordatorios').waitFor();
    // Only the one who confirmed, and only the start of the address.
    const rows = section.locator('.dash-rem__row');
    expect(await rows.count()).toBe(1);
    expect(await rows.first().innerText()).toContain('pr***@example.com');
    expect(await section.innerText()).not.toContain(confirmed);

    await section.getByRole('button', { name: 'Quitar a pr***@example.com' }).click();
    const question = section.getByRole('group');
    expect(await question.innerText()).toContain(
      `¿Quitar a pr***@example.com? Dejará de recibir los recordatorios de las fechas de ${NAME}. No le enviaremos ningún aviso; si quiere volver, puede suscribirse de nuevo desde el memorial.`,
    );
    // The safe answer has the focus.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Cancelar');
    await question.getByRole('button', { name: 'Sí, quitar' }).click();
    await page.getByText('pr***@example.com ya no recibirá recordatorios').waitFor();
    await section.getByText('Aún nadie se ha suscrito a los recordatorios.').waitFor();
    await section.getByText('0 personas reciben los recordatorios').waitFor();
    await expect.poll(() => cardOf(page, NAME).locator('.dash-dates__open').innerText()).toContain('0 suscriptores');

    const listed = await owner.context.request.get(`/api/reminders/subscribers?memorial_profile_id=${memorial.id}`);
    expect(((await listed.json()) as { pagination: { total: number } }).pagination.total).toBe(0);
    await page.close();
  });
});
