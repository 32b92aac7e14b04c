import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, PHONE } from '../helpers/browser';
import { deliveredMail } from '../helpers/e2e-accounts';
import { originHeaders, uploadProfilePhoto } from '../helpers/e2e-customers';
import { useBrowser } from '../helpers/e2e-suite';

/**
 * The plaque's whole way in real browsers (docs/features/plaque-and-card.md): a customer's new memorial asks where to send its plaque,
 * they say it from their phone and download the code to engrave; an administrator engraves and ships it from
 * 'Placas' with the courier's tracking number; the customer's open dashboard follows, the e-mail says it, and
 * the code's address opens the memorial on a phone.
 */
const baseURL = inject('baseURL');
const NAME = 'Carmen Rosa Villamizar';

type OutboxMessage = { subject: string; text: string };

/** What reached `email`'s inbox, once nothing for it is still in the mail queue. */
const inbox = (email: string): Promise<OutboxMessage[]> => deliveredMail(baseURL, email);

describe("the plaque's way from payment to the grave", () => {
  const suite = useBrowser();
  const customer = suite.customer('placa', { buys: ['individual'] });
  const admin = suite.admin(DESKTOP);
  let slug: string;
  let dashboard: Page;

  const card = () => dashboard.getByRole('listitem').filter({ has: dashboard.getByRole('heading', { name: NAME }) });
  const plaque = () => card().getByRole('region', { name: `Placa con código QR de ${NAME}` });

  it('asks the customer where to send the plaque of their new memorial, and keeps the answer', async () => {
    const photo = await uploadProfilePhoto(customer.context, baseURL);
    const created = await customer.context.request.post('/api/profiles', {
      data: { name: NAME, birthDate: '1938-07-02', deathDate: '2024-11-02', template_id: 'template-4', profile_image_url: photo },
      headers: originHeaders(baseURL),
    });
    expect(created.status()).toBe(201);
    slug = ((await created.json()) as { data: { slug: string } }).data.slug;

    dashboard = await customer.context.newPage();
    await dashboard.goto('/dashboard');
    await plaque().getByText('¿A dónde enviamos la placa?').waitFor();
    expect(await plaque().getByText('Por grabar').count()).toBe(1);
    await plaque()
      .getByRole('button', { name: `Agregar datos de envío de ${NAME}` })
      .click();

    const form = dashboard.getByRole('dialog', { name: '¿A dónde enviamos la placa?' });
    await form.getByLabel('Nombre de quien recibe').fill('Luz Marina Gómez');
    await form.getByLabel('Teléfono de contacto').fill('123');
    // The municipios arrive with the form: the selects wait for them.
    await form.getByLabel('Departamento').selectOption('Antioquia');
    await form.getByLabel('Municipio').selectOption('Envigado');
    await form.getByLabel('Dirección').fill('Carrera 43A # 38 Sur-15, casa 4');
    await form.getByLabel('Indicaciones para la entrega (opcional)').fill('Dejar con la vecina de la casa 5');
    await form.getByRole('checkbox', { name: /^Autorizo el tratamiento de los datos de envío/ }).check();
    await form.getByRole('button', { name: 'Guardar datos de envío' }).click();
    await form.getByText('Ingresa un celular o teléfono fijo de Colombia de 10 dígitos, por ejemplo 300 123 4567').waitFor();

    await form.getByLabel('Teléfono de contacto').fill('+57 310 555 1234');
    await form.getByRole('button', { name: 'Guardar datos de envío' }).click();
    await form.waitFor({ state: 'hidden' });
    await plaque().getByText('Envío a: Luz Marina Gómez · 310 555 1234 · Carrera 43A # 38 Sur-15, casa 4, Envigado (Antioquia)').waitFor();

    // Still the customer's to change until it is engraved, and the form opens with what was saved.
    await plaque()
      .getByRole('button', { name: `Editar datos de envío de ${NAME}` })
      .click();
    expect(await form.getByLabel('Municipio').inputValue()).toBe('Envigado');
    await form.getByRole('button', { name: 'Cancelar' }).click();
    await form.waitFor({ state: 'hidden' });
  });

  it('lets the customer download the code to engrave, as SVG', async () => {
    const download = dashboard.waitForEvent('download');
    await card().getByRole('link', { name: 'SVG' }).click();
    expect((await download).suggestedFilename()).toBe(`qr-${slug}.svg`);
  });

  it('is engraved and shipped from Placas, and the open dashboard and the e-mail say so', async () => {
    const page = await admin.context.newPage();
    await page.goto('/admin?vista=placas');
    // Other files' plaques share this server and the queue reads oldest first: look for this customer's.
    await page.getByLabel('Buscar placas').fill(customer.email);
    const row = page.locator('tr', { hasText: NAME });
    await row.getByText('Envigado (Antioquia)').waitFor();
    expect((await row.getByRole('link', { name: 'SVG' }).getAttribute('href')) ?? '').toMatch(/^\/api\/profiles\/[^/]+\/qr\?format=svg$/);

    await row.getByRole('button', { name: 'Marcar como grabada' }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByRole('button', { name: 'Marcar como grabada' }).click();
    await page.getByText('Placa marcada como grabada').waitFor();
    // Engraved: the address is no longer the customer's to change.
    await plaque().getByText('Grabada', { exact: true }).waitFor();
    await plaque()
      .getByRole('button', { name: `Editar datos de envío de ${NAME}` })
      .waitFor({ state: 'detached' });

    await page.getByRole('button', { name: /^Grabada/ }).click();
    await row.getByRole('button', { name: 'Marcar como enviada' }).click();
    const ship = page.getByRole('dialog');
    await ship.getByLabel('Transportadora').fill('Servientrega');
    await ship.getByLabel('Número de guía').fill('sv-2026-884411');
    await ship.getByRole('button', { name: 'Marcar como enviada' }).click();
    await page.getByText('Placa marcada como enviada').waitFor();
    await page.close();

    // The customer's dashboard, open all along, follows without a reload.
    await plaque().getByText('Guía SV-2026-884411 · Servientrega').waitFor();
    expect(await plaque().getByText('Enviada', { exact: true }).count()).toBe(1);

    await expect
      .poll(async () => (await inbox(customer.email)).map((message) => message.subject))
      .toContain(`La placa de ${NAME} va en camino`);
    const shipped = (await inbox(customer.email)).find((message) => message.subject === `La placa de ${NAME} va en camino`);
    expect(shipped?.text).toContain('Número de guía: SV-2026-884411');
    expect(shipped?.text).toContain('Envigado (Antioquia)');
  });

  it("opens the memorial on a phone from the code's address", async () => {
    // The card writes the plaque's link as people type it: lower case, host and code.
    const line = plaque().getByText('Código de la placa:');
    const link = await line.getByRole('link').innerText();
    expect(link).toBe(link.toLowerCase());
    const code = (link.match(/\/q\/([2-9a-hj-np-z]{6})$/) ?? ['', ''])[1]!;
    expect(code).toHaveLength(6);
    const phone = await suite.browser.newPage(PHONE);
    // What the QR code encodes: the same address in capitals.
    await phone.goto(`${baseURL.toUpperCase()}/Q/${code.toUpperCase()}`);
    await phone.waitForURL((address) => address.pathname === `/memorial/${slug}`);
    expect(await phone.getByRole('heading', { level: 1 }).innerText()).toContain(NAME);
    await phone.close();
  });
});
