import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../worker/schemas/account-texts';
import { POLICY_VERSION, PRIVACY_MESSAGES } from '../../worker/schemas/privacy-texts';
import type { AccountExport } from '../../worker/services/account-data';
import { captchaAnswerHash } from '../../worker/services/captcha';
import { DESKTOP, PHONE } from '../helpers/browser';
import { uniqueEmail } from '../helpers/e2e-accounts';
import { createMemorial, uploadProfilePhoto } from '../helpers/e2e-customers';
import { executeLocalSql } from '../helpers/local-worker';
import { useBrowser } from '../helpers/e2e-suite';
import { fillSignUp, openSignUpFromLanding } from '../helpers/e2e-sign-up';

/**
 * Ley 1581 de 2012 in real browsers (docs/features/personal-data.md): registration, the memory form and the plaque's delivery form send
 * nothing until their unticked authorisation box is ticked, and say so in Spanish; a customer downloads
 * everything held about them from 'Mis datos' (a plain link, working without scripts) and deletes their account,
 * after which their memorial's public page is gone and the address no longer signs in.
 */
const baseURL = inject('baseURL');
const stateDir = inject('stateDir');
const SEED_MEDIA = new URL('../../db/seed/media/', import.meta.url).pathname;
const SEEDED_WALL = '/muro-de-recuerdos/maria-elena-rodriguez';
const NAME = 'Gilberto Antonio Suárez';
const ANSWER = 'KMRT';

const sql = (value: string) => `'${value.replace(/'/g, "''")}'`;

/** Every request a page sends to `path` (any method but GET), to prove a refused form sent nothing. */
function watchWrites(page: Page, path: string): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && new URL(request.url()).pathname.startsWith(path)) sent.push(`${request.method()} ${request.url()}`);
  });
  return sent;
}

describe('the authorisation to process personal data', () => {
  const suite = useBrowser();
  const customer = suite.customer('datos', { buys: ['individual'] });
  let slug: string;

  beforeAll(async () => {
    const portrait = await uploadProfilePhoto(customer.context, baseURL);
    ({ slug } = await createMemorial(customer.context, baseURL, {
      name: NAME,
      birthDate: '1941-03-09',
      deathDate: '2025-01-20',
      template_id: 'template-2',
      profile_image_url: portrait,
    }));
  });

  it('registration refuses to send without the box, with a link to the policy, and creates the account once ticked', async () => {
    const context = await suite.browser.newContext({ ...DESKTOP, baseURL });
    const page = await context.newPage();
    const sent = watchWrites(page, '/api/auth/register');
    const dialog = await openSignUpFromLanding(page);
    await fillSignUp(dialog, {
      names: 'Rosa Elvira',
      surnames: 'Cárdenas',
      email: uniqueEmail('consentimiento'),
      password: 'girasoles-de-mayo',
    });

    const box = dialog.getByRole('checkbox', { name: /^Autorizo el tratamiento de mis datos personales/ });
    expect(await box.isChecked()).toBe(false);
    expect(await dialog.getByRole('link', { name: 'Política de Tratamiento de Datos Personales' }).getAttribute('href')).toBe(
      '/politica-de-datos',
    );
    expect(await dialog.getByRole('link', { name: 'Términos y Condiciones' }).getAttribute('href')).toBe('/terminos');
    await dialog.getByRole('button', { name: 'Crear cuenta' }).click();
    await dialog.getByText(PRIVACY_MESSAGES.registro).waitFor();
    expect(sent).toEqual([]);

    await box.check();
    expect(await dialog.getByText(PRIVACY_MESSAGES.registro).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Crear cuenta' }).click();
    await dialog.getByText('¡Cuenta creada exitosamente!').waitFor();
    expect(sent).toHaveLength(1);
    await context.close();
  });

  it('publishes the policy with its version and the company from the settings, linked from the footer', async () => {
    const context = await suite.browser.newContext({ ...PHONE, baseURL });
    const page = await context.newPage();
    await page.goto('/template');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Política de Tratamiento de Datos Personales' }).click();
    await page.waitForURL(`${baseURL}/politica-de-datos`);
    await page.getByRole('heading', { level: 1, name: 'Política de Tratamiento de Datos Personales' }).waitFor();
    expect(await page.getByText(`Versión ${POLICY_VERSION}`).count()).toBe(1);
    // Whatever the settings say now (another file may have edited the footer): the page reads them.
    const settings = (await (await fetch(`${baseURL}/api/settings`)).json()) as {
      data: { key: string; value: { email?: string; company_name?: string } }[];
    };
    const footer = settings.data.find((entry) => entry.key === 'footer_info')?.value;
    const responsible = page.getByRole('region', { name: '1. Quién es el responsable' });
    expect(await responsible.getByText(footer?.company_name ?? '', { exact: true }).count()).toBe(1);
    if (footer?.email) expect(await responsible.getByRole('link', { name: footer.email }).count()).toBe(1);
    for (const right of ['Conocer', 'Actualizar y rectificar', 'Revocar la autorización y pedir la supresión']) {
      expect(await page.getByText(right, { exact: true }).count(), right).toBe(1);
    }
    expect(await page.getByText('10 días hábiles', { exact: true }).count()).toBe(1);
    expect(await page.getByText('15 días hábiles', { exact: true }).count()).toBe(1);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Términos y Condiciones' }).click();
    await page.getByRole('heading', { level: 1, name: 'Términos y Condiciones' }).waitFor();
    await context.close();
  });

  it("the memory form refuses to send without the box, which is not 'Hacer público'", async () => {
    const context = await suite.browser.newContext({ ...PHONE, baseURL });
    const page = await context.newPage();
    const sent = [...watchWrites(page, '/api/memories'), ...watchWrites(page, '/api/upload-proxy')];
    await page.goto(SEEDED_WALL);
    await page.waitForFunction(() => document.documentElement.dataset.wallLive !== undefined);
    await page.getByRole('button', { name: '+ Dejar un recuerdo' }).click();
    const dialog = page.getByRole('dialog', { name: /^Para / });
    await dialog.waitFor();
    await dialog.locator('input[type=file]').setInputFiles(`${SEED_MEDIA}jardin.jpg`);
    await dialog.getByLabel('Tu nombre *').fill('Camila Torres');
    await dialog.getByLabel('Tu mensaje *').fill('Gracias por los tintos de la tarde.');
    const captchaId = String(
      await (
        await page.waitForFunction(() => document.querySelector<HTMLInputElement>('input[name="captcha_id"]')?.value || null)
      ).jsonValue(),
    );
    await executeLocalSql(
      stateDir,
      `UPDATE captchas SET answer_hash = ${sql(captchaAnswerHash(captchaId, ANSWER))} WHERE id = ${sql(captchaId)}`,
    );
    await dialog.getByLabel('Código de verificación').fill(ANSWER);

    const box = dialog.getByRole('checkbox', { name: /^Autorizo el tratamiento de mis datos/ });
    expect(await box.isChecked()).toBe(false);
    expect(await dialog.getByRole('link', { name: 'Política de Tratamiento de Datos Personales' }).getAttribute('href')).toBe(
      '/politica-de-datos',
    );
    // Making it public does not stand in for the authorisation.
    await dialog.getByLabel('Hacer público este recuerdo en el muro').check();
    await dialog.getByRole('button', { name: 'Guardar recuerdo' }).click();
    await dialog.getByRole('alert').filter({ hasText: PRIVACY_MESSAGES.recuerdo }).waitFor();
    expect(sent).toEqual([]);

    // The authorisation without 'Hacer público': the memory goes to the family and stays off the wall.
    await dialog.getByLabel('Hacer público este recuerdo en el muro').uncheck();
    await box.check();
    await dialog.getByRole('button', { name: 'Guardar recuerdo' }).click();
    await page.getByRole('heading', { name: '¡Recuerdo enviado!' }).waitFor();
    expect(await page.getByText('Como no pediste hacerlo público, solo la familia podrá verlo.').count()).toBe(1);
    await context.close();
  });

  it("the plaque's delivery form refuses to send without the box", async () => {
    const page = await customer.context.newPage();
    const sent = watchWrites(page, '/api/plaques/');
    await page.goto('/dashboard');
    await page.getByRole('button', { name: `Agregar datos de envío de ${NAME}` }).click();
    const form = page.getByRole('dialog', { name: '¿A dónde enviamos la placa?' });
    await form.getByLabel('Nombre de quien recibe').fill('Luz Marina Gómez');
    await form.getByLabel('Teléfono de contacto').fill('310 555 1234');
    await form.getByLabel('Departamento').selectOption('Santander');
    await form.getByLabel('Municipio').selectOption('Bucaramanga');
    await form.getByLabel('Dirección').fill('Calle 36 # 27-52, apto 502');

    const box = form.getByRole('checkbox', { name: /^Autorizo el tratamiento de los datos de envío/ });
    expect(await box.isChecked()).toBe(false);
    await form.getByRole('button', { name: 'Guardar datos de envío' }).click();
    await form.getByText(PRIVACY_MESSAGES.entrega_placa).waitFor();
    expect(sent).toEqual([]);

    await box.check();
    await form.getByRole('button', { name: 'Guardar datos de envío' }).click();
    await form.waitFor({ state: 'hidden' });
    await page.getByText('Envío a: Luz Marina Gómez · 310 555 1234 · Calle 36 # 27-52, apto 502, Bucaramanga (Santander)').waitFor();
    expect(sent).toHaveLength(1);
    await page.close();
  });

  it("downloads everything held about the customer from 'Mis datos', with a plain link that needs no script", async () => {
    const context = await suite.sameSession(customer, { ...DESKTOP, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/dashboard');
    const section = page.getByRole('region', { name: 'Mis datos' });
    const download = page.waitForEvent('download');
    await section.getByRole('link', { name: 'Descargar mis datos' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^mis-datos-recuerdos-eternos-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await file.path())!, 'utf8')) as AccountExport;
    expect(data).toMatchObject({ policy_version: POLICY_VERSION, account: { email: customer.email, first_name: 'Lucía' } });
    expect(data.memorials.map((memorial) => memorial.profile_name)).toEqual([NAME]);
    expect(data.orders).toHaveLength(1);
    expect(data.plaques[0]?.delivery).toMatchObject({ recipient_name: 'Luz Marina Gómez', municipality: 'Bucaramanga' });
    expect(data.privacy_consents.map((consent) => consent.purpose).sort()).toEqual(['entrega_placa', 'registro']);
    await context.close();
  });

  it('deletes the account from the dashboard after saying what goes and what stays, with the password again', async () => {
    // The public page is kept at the edge: the deletion must purge it.
    expect((await fetch(`${baseURL}/memorial/${slug}`)).status).toBe(200);

    const page = await customer.context.newPage();
    await page.goto('/dashboard');
    await page.getByRole('region', { name: 'Mis datos' }).getByRole('button', { name: 'Eliminar mi cuenta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Eliminar mi cuenta' });
    await dialog.getByRole('heading', { name: 'Se elimina' }).waitFor();
    expect(await dialog.getByText(/Tus memoriales y memoriales familiares/).count()).toBe(1);
    expect(await dialog.getByRole('heading', { name: 'Se conserva' }).count()).toBe(1);
    expect(await dialog.getByText(/Tus órdenes pagadas, sin tu nombre/).count()).toBe(1);

    await dialog.getByRole('button', { name: 'Eliminar mi cuenta para siempre' }).click();
    await dialog.getByText(ACCOUNT_MESSAGES.passwordRequired).waitFor();
    await dialog.getByLabel('Contraseña de tu cuenta').fill('no-es-la-clave');
    await dialog.getByRole('button', { name: 'Eliminar mi cuenta para siempre' }).click();
    await dialog.getByRole('alert').filter({ hasText: ACCOUNT_MESSAGES.wrongPassword }).waitFor();

    await dialog.getByLabel('Contraseña de tu cuenta').fill('clave-segura');
    await dialog.getByRole('button', { name: 'Eliminar mi cuenta para siempre' }).click();
    const done = page.getByRole('dialog', { name: 'Tu cuenta fue eliminada' });
    await done.waitFor();
    await done.getByRole('link', { name: 'Ir al inicio' }).click();
    await page.waitForURL(`${baseURL}/`);
    await page.getByRole('button', { name: 'Iniciar sesión' }).waitFor();

    expect((await fetch(`${baseURL}/memorial/${slug}`)).status).toBe(404);
    expect((await customer.context.request.get('/dashboard', { maxRedirects: 0 })).status()).toBe(302);
    const login = await fetch(`${baseURL}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: customer.email, password: 'clave-segura' }),
    });
    expect(((await login.json()) as { error: string }).error).toBe('No existe una cuenta con este correo');
    await page.close();
  });
});
