import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { PHONE, waitForIslands } from '../helpers/browser';
import { apiCall } from '../helpers/e2e-accounts';
import { openDashboard, originHeaders, uploadProfilePhoto } from '../helpers/e2e-customers';
import { adminSessionToken } from '../helpers/e2e-admin';
import { useBrowser } from '../helpers/e2e-suite';

/**
 * 'Mis memoriales' on the dashboard in a real browser: a customer with one paid individual order creates
 * a memorial through the API and finds it on the dashboard with its quota spent, copies its share link,
 * deletes it after confirming, and gets the quota back. Plus the one-shot ?payment=success and
 * ?created=family notices, which clean the address behind them.
 */
const baseURL = inject('baseURL');

type Profile = { id: string; slug: string; profile_name: string };

describe('Mis memoriales on the dashboard', () => {
  const suite = useBrowser();
  const customer = suite.customer('panel', { buys: ['individual'] });
  const adminToken = adminSessionToken();
  let memorial: Profile;

  beforeAll(async () => {
    await customer.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  });

  it('tells a customer who just paid what happens next (no made-up wait), then cleans the address', async () => {
    const page = await openDashboard(customer.context, '?payment=success');
    const dialog = page.getByRole('dialog', { name: '¡Pago recibido!' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('comprobante de pago');
    expect(await dialog.innerText()).toContain('se activa en cuanto la aprueba');
    expect(await dialog.innerText()).not.toContain('minutos');
    await page.waitForURL((url) => url.pathname === '/dashboard' && url.search === '');
    await dialog.getByRole('button', { name: 'Entendido' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Before the first memorial: the quota is there and the way to use it.
    expect(await page.getByText('Memoriales disponibles: 1').count()).toBe(1);
    expect(await page.getByText('Creados: 0 de 1').count()).toBe(1);
    expect(await page.getByText('Aún no has creado un memorial individual.').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Crear memorial' }).getAttribute('href')).toBe('/select-memorial-type');
    // Reloading does not bring the dialog back.
    await page.reload();
    await page.getByRole('heading', { name: 'Mis memoriales' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.close();
  });

  it('lists a memorial created through the API with its quota spent', async () => {
    const photo = await uploadProfilePhoto(customer.context, baseURL);
    const created = await customer.context.request.post('/api/profiles', {
      data: {
        name: 'Rosa Elvira Cárdenas',
        birthDate: '1950-04-10',
        deathDate: '2025-01-15',
        template_id: 'template-4',
        profile_image_url: photo,
      },
      headers: originHeaders(baseURL),
    });
    expect(created.status()).toBe(201);
    memorial = ((await created.json()) as { data: Profile }).data;

    const page = await openDashboard(customer.context);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Rosa Elvira Cárdenas' }) });
    expect(await card.getByText('10 de abril de 1950 – 15 de enero de 2025').count()).toBe(1);
    expect(await card.getByText('Publicado').count()).toBe(1);
    expect(await card.getByText('0 visitas').count()).toBe(1);
    await expect.poll(() => card.locator('img').evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    expect(await card.getByRole('link', { name: /^Ver/ }).getAttribute('href')).toBe(`/memorial/${memorial.slug}`);
    expect(await card.getByRole('link', { name: /^Vista previa/ }).getAttribute('href')).toBe(`/preview/${memorial.slug}`);
    expect(await card.getByRole('link', { name: /^Editar/ }).getAttribute('href')).toBe(`/edit/${memorial.id}`);

    expect(await page.getByText('Memoriales disponibles: 0').count()).toBe(1);
    expect(await page.getByText('Creados: 1 de 1').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Crear memorial' }).count()).toBe(0);
    await page.close();
  });

  it('downloads the heart QR code and the prayer card from the memorial’s card', async () => {
    const page = await openDashboard(customer.context);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Rosa Elvira Cárdenas' }) });
    const svgLink = card.getByRole('link', { name: 'SVG' });
    const download = page.waitForEvent('download');
    await svgLink.click();
    expect((await download).suggestedFilename()).toBe(`qr-${memorial.slug}.svg`);

    const svg = await page.request.get((await svgLink.getAttribute('href')) ?? '');
    expect(svg.headers()['content-type']).toBe('image/svg+xml');
    expect(await svg.text()).toContain('<svg');
    const cardPdf = await page.request.get((await card.getByRole('link', { name: 'Billetera' }).getAttribute('href')) ?? '');
    expect(cardPdf.headers()['content-type']).toBe('application/pdf');
    expect((await cardPdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await page.close();
  });

  it('downloads the whole memorial as a zip that holds a page, its photo and memorial.json', async () => {
    const page = await openDashboard(customer.context);
    const link = page.getByRole('link', { name: 'Descargar memorial de Rosa Elvira Cárdenas' });
    expect(await link.getAttribute('download')).not.toBeNull();
    const download = page.waitForEvent('download');
    await link.click();
    expect((await download).suggestedFilename()).toBe(`memorial-${memorial.slug}.zip`);

    // The built Worker in workerd streams it with its exact length (FixedLengthStream) from local R2.
    const zip = await page.request.get((await link.getAttribute('href')) ?? '');
    expect(zip.headers()['content-type']).toBe('application/zip');
    const body = new Uint8Array(await zip.body());
    expect(Number(zip.headers()['content-length'])).toBe(body.byteLength);
    const files = unzipSync(body);
    expect(Object.keys(files).sort()).toEqual(['fotos/perfil.jpg', 'index.html', 'memorial.json']);
    expect(new TextDecoder().decode(files['index.html'])).toContain('<h1>Rosa Elvira Cárdenas</h1>');
    expect(JSON.parse(new TextDecoder().decode(files['memorial.json']))).toMatchObject({
      kind: 'individual',
      memorial: { id: memorial.id },
    });
    await page.close();
  });

  it('shows a camera in place of a photo that does not load', async () => {
    // A context of its own: the customer's renderer may still hold the photo in its memory cache.
    const context = await suite.browser.newContext({ ...PHONE, baseURL, storageState: await customer.context.storageState() });
    const page = await context.newPage();
    await page.route('**/media/**', (route) => route.abort());
    await page.goto('/dashboard');
    await page.locator('.dash-card__photo--empty svg').waitFor();
    expect(await page.locator('.dash-card img').count()).toBe(0);
    await context.close();
  });

  it('copies the absolute public link and confirms it for 3 seconds, and sends it by WhatsApp', async () => {
    const page = await openDashboard(customer.context);
    const link = `${baseURL}/memorial/${memorial.slug}`;
    await page.getByRole('button', { name: 'Copiar enlace de Rosa Elvira Cárdenas' }).click();
    const notice = page.getByText('Enlace copiado al portapapeles');
    await notice.waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await notice.waitFor({ state: 'hidden' });
    const whatsapp = new URL(
      (await page.getByRole('link', { name: /^Compartir por WhatsApp de Rosa Elvira Cárdenas/ }).getAttribute('href')) ?? '',
    );
    expect(`${whatsapp.origin}${whatsapp.pathname}`).toBe('https://wa.me/');
    expect(whatsapp.searchParams.get('text')).toContain(link);
    await page.close();
  });

  it('keeps the memorial and says so when the deletion fails', async () => {
    const page = await openDashboard(customer.context);
    await page.route(`**/api/profiles/${memorial.id}`, (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({ status: 500, json: { success: false, error: 'Error interno del servidor' } })
        : route.fallback(),
    );
    await page.getByRole('button', { name: 'Eliminar Rosa Elvira Cárdenas' }).click();
    await page.getByRole('dialog').getByLabel('Para confirmar, escribe el nombre del memorial').fill('Rosa Elvira Cárdenas');
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar', exact: true }).click();
    await page.getByText('Error al eliminar memorial').waitFor();
    expect(await page.getByRole('heading', { name: 'Rosa Elvira Cárdenas' }).count()).toBe(1);
    await page.close();
  });

  it('deletes the memorial after confirming and gives the quota back', async () => {
    const page = await openDashboard(customer.context);
    await page.getByRole('button', { name: 'Eliminar Rosa Elvira Cárdenas' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Eliminar este memorial?' });
    await dialog.waitFor();
    // Cancelling changes nothing.
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByRole('heading', { name: 'Rosa Elvira Cárdenas' }).count()).toBe(1);

    await page.getByRole('button', { name: 'Eliminar Rosa Elvira Cárdenas' }).click();
    // 'Descargar memorial' comes first (docs/features/editing-a-memorial.md), then the name typed before 'Eliminar' works.
    const keep = dialog.getByRole('link', { name: 'Descargar memorial de Rosa Elvira Cárdenas' });
    expect(await keep.getAttribute('href')).toContain(`/api/profiles/${memorial.id}/export`);
    // Until the name is typed 'Eliminar' is marked unavailable (aria-disabled: still focusable and announced).
    expect(await dialog.getByRole('button', { name: 'Eliminar', exact: true }).getAttribute('aria-disabled')).toBe('true');
    expect(await page.getByRole('heading', { name: 'Rosa Elvira Cárdenas' }).count()).toBe(1);
    await dialog.getByLabel('Para confirmar, escribe el nombre del memorial').fill('rosa elvira cardenas');
    await dialog.getByRole('button', { name: 'Eliminar', exact: true }).click();
    await page.getByText('Memorial eliminado').waitFor();
    await page.getByRole('heading', { name: 'Rosa Elvira Cárdenas' }).waitFor({ state: 'detached' });
    // Focus does not fall back to the top of the page with the card it was on.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Mis memoriales');
    await page.getByText('Memoriales disponibles: 1').waitFor();
    expect(await page.getByText('Creados: 0 de 1').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Crear memorial' }).count()).toBe(1);

    const mine = await page.request.get('/api/profiles/my-profiles');
    expect(((await mine.json()) as { data: Profile[] }).data).toEqual([]);
    // The server agrees: a fresh page shows the same.
    await page.reload();
    await page.getByText('Memoriales disponibles: 1').waitFor();
    expect(await page.getByText('Aún no has creado un memorial individual.').count()).toBe(1);
    await page.close();
  });

  it('greets a new family memorial after the wizard and cleans the address', async () => {
    const page = await openDashboard(customer.context, '?refresh=true&created=family');
    await page.getByText('¡Memorial familiar creado con éxito!').waitFor();
    await page.waitForURL((url) => url.pathname === '/dashboard' && url.search === '');
    await page.close();
  });

  it('lists a couple page an administrator made for the customer, to view and share but not delete, and drops it live', async () => {
    const found = await apiCall(
      baseURL,
      'GET',
      `/api/admin/users/search?email=${encodeURIComponent(customer.email)}`,
      undefined,
      adminToken,
    );
    const { users } = (await found.json()) as { users: { id: string }[] };
    const form = new FormData();
    form.append('type', 'profile');
    form.append(
      'file',
      new Blob([readFileSync(new URL('../../db/seed/media/jardin.jpg', import.meta.url))], { type: 'image/jpeg' }),
      'jardin.jpg',
    );
    const upload = await fetch(`${baseURL}/api/upload-proxy/proxy`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${adminToken}` },
    });
    const { publicUrl } = (await upload.json()) as { publicUrl: string };
    const couple = {
      couple_name: 'Los Ortiz Salazar',
      description: 'Treinta años juntos.',
      profile_image_url: publicUrl,
      person1_name: 'Lucía',
      person1_birth_date: '1970-05-02',
      person2_name: 'Julián',
      person2_birth_date: '1968-09-14',
      is_published: true,
      user_id: users[0]?.id,
    };
    const made = await apiCall(baseURL, 'POST', '/api/admin/couple-profiles', couple, adminToken);
    expect(made.status).toBe(201);
    const { data } = (await made.json()) as { data: { coupleProfile: { id: string; slug: string } } };

    const page = await openDashboard(customer.context);
    await waitForIslands(page);
    const card = page.locator(`[data-couple-card="${data.coupleProfile.slug}"]`);
    expect(await page.getByRole('heading', { name: 'Páginas de pareja' }).count()).toBe(1);
    expect(await card.getByText('Lucía y Julián').count()).toBe(1);
    expect(await card.getByRole('link', { name: 'Ver Los Ortiz Salazar' }).getAttribute('href')).toBe(`/pareja/${data.coupleProfile.slug}`);
    expect(await card.getByRole('button', { name: /Eliminar/ }).count()).toBe(0);
    await card.getByRole('button', { name: 'Copiar enlace de Los Ortiz Salazar' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/pareja/${data.coupleProfile.slug}`);
    const qr = await page.request.get((await card.getByRole('link', { name: 'SVG' }).getAttribute('href')) ?? '');
    expect(qr.headers()['content-type']).toBe('image/svg+xml');

    // The back-office deletes it: the open dashboard hears it and the card goes.
    expect((await apiCall(baseURL, 'DELETE', `/api/admin/couple-profiles/${data.coupleProfile.id}`, undefined, adminToken)).status).toBe(
      200,
    );
    await card.waitFor({ state: 'detached' });
    await page.close();
  });
});
