import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { pendingBadge } from '../../site/lib/admin/orders';
import { DESKTOP, waitForIslands } from '../helpers/browser';
import { apiCall, emailedLink, uniqueEmail } from '../helpers/e2e-accounts';
import { buyPackage, originHeaders, placeOrder, signUpIn } from '../helpers/e2e-customers';
import { adminSessionToken, enrolledAdmin } from '../helpers/e2e-admin';
import { TEST_ADMIN } from '../helpers/local-worker';
import { useBrowser } from '../helpers/e2e-suite';

/**
 * The back-office's dashboard and 'Gestión de usuarios' in a real browser against the built Worker, with
 * the live updates of product §2.4 and §3.4: an administrator finds and creates customers, roles are kept to
 * super admins, a deactivated customer's open session ends, and new orders reach the dashboard, the bell
 * and the customer's own dashboard without anyone reloading.
 */
const baseURL = inject('baseURL');

const suite = useBrowser();
const superAdmin = suite.admin(DESKTOP);

/** Opens a back-office view and waits until its live channel is up, so later changes arrive as notices. */
async function openAdmin(context: BrowserContext, view: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`/admin?vista=${view}`);
  await page.locator('.admin[data-live="socket"]').waitFor();
  return page;
}

const userRow = (page: Page, email: string) => page.locator('.admin-table tbody tr', { hasText: email });

async function findUser(page: Page, email: string) {
  await page.getByRole('searchbox', { name: 'Buscar usuarios' }).fill(email);
  await userRow(page, email).waitFor();
  await expect.poll(() => page.locator('.admin-table tbody tr').count()).toBe(1);
}

/** The person's row found through the search, and its 'Editar usuario' dialog opened. */
async function openUserEditor(page: Page, email: string) {
  await findUser(page, email);
  await userRow(page, email)
    .getByRole('button', { name: /^Editar/ })
    .click();
  return page.getByRole('dialog', { name: 'Editar usuario' });
}

describe('the back-office dashboard', () => {
  it('opens on the figures, and shows a new order on the dashboard and the bell without reloading', async () => {
    const page = await openAdmin(superAdmin.context, 'dashboard');
    await page.getByRole('heading', { name: 'Resumen' }).waitFor();
    const pending = page.locator('[data-stat="Órdenes pendientes"]');
    await expect.poll(() => pending.innerText()).toMatch(/^\d+$/);
    const before = Number(await pending.innerText());

    const customer = await suite.browser.newContext({ ...DESKTOP, baseURL });
    const email = await signUpIn(customer, baseURL, 'tablero');
    await placeOrder(customer, baseURL);

    await expect.poll(() => pending.innerText()).toBe(String(before + 1));
    await expect.poll(() => page.getByTestId('pending-badge').innerText()).toBe(pendingBadge(before + 1));
    const activity = page.locator('.activity', { hasText: email });
    await activity.filter({ hasText: 'Orden por verificar' }).waitFor();
    await activity.filter({ hasText: 'Nuevo usuario' }).waitFor();
    expect(new URL(page.url()).search).toBe('?vista=dashboard');
    await customer.close();
    await page.close();
  });
});

describe('Gestión de usuarios', () => {
  it('pages a search from the first page to the last and back, each page the rows its number has (sought by cursor)', async () => {
    // A word of their own in every address, so the other files' new users never join this list.
    const label = `paginas${Date.now()}`;
    for (let n = 0; n < 23; n++) {
      const made = await apiCall(
        baseURL,
        'POST',
        '/api/admin/users',
        { email: uniqueEmail(label), first_name: 'Página', last_name: `Prueba ${n}` },
        adminSessionToken(),
      );
      expect(made.status).toBe(201);
    }
    /** The page by its number alone, as the API answers without a cursor. */
    const emailsOf = async (pageNumber: number) => {
      const response = await apiCall(
        baseURL,
        'GET',
        `/api/admin/users?search=${label}&page=${pageNumber}&limit=10`,
        undefined,
        adminSessionToken(),
      );
      return ((await response.json()) as { data: { email: string }[] }).data.map((user) => user.email);
    };
    const page = await openAdmin(superAdmin.context, 'usuarios');
    await page.getByRole('searchbox', { name: 'Buscar usuarios' }).fill(label);
    const summary = page.locator('.pager__summary');
    const shows = async (text: string, pageNumber: number) => {
      await expect.poll(() => summary.innerText()).toBe(text);
      const emails = await emailsOf(pageNumber);
      for (const email of emails) await userRow(page, email).waitFor();
      await expect.poll(() => page.locator('.admin-table tbody tr').count()).toBe(emails.length);
      expect(await page.getByRole('button', { name: `Página ${pageNumber}` }).getAttribute('aria-current')).toBe('page');
    };
    await shows('Mostrando 1 a 10 de 23 resultados', 1);
    // The next page is asked for from the one on screen, by its cursor.
    const sought = page.waitForRequest((request) => /\/api\/admin\/users\?.*page=2.*cursor=/.test(request.url()));
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await sought;
    await shows('Mostrando 11 a 20 de 23 resultados', 2);
    await page.getByRole('button', { name: 'Página 3' }).click();
    await shows('Mostrando 21 a 23 de 23 resultados', 3);
    await page.getByRole('button', { name: 'Anterior' }).click();
    await shows('Mostrando 11 a 20 de 23 resultados', 2);
    await page.getByRole('button', { name: 'Página 1' }).click();
    await shows('Mostrando 1 a 10 de 23 resultados', 1);
    await page.close();
  });

  it('finds a customer by e-mail, with their orders and memorials counted', async () => {
    const customer = await suite.browser.newContext({ ...DESKTOP, baseURL });
    const email = await signUpIn(customer, baseURL, 'buscada');
    await placeOrder(customer, baseURL);
    const page = await openAdmin(superAdmin.context, 'usuarios');
    await findUser(page, email);
    const row = userRow(page, email);
    expect(await row.locator('td[data-label="Órdenes"]').innerText()).toBe('1');
    expect(await row.locator('td[data-label="Rol"]').innerText()).toBe('Usuario');
    await customer.close();
    await page.close();
  });

  it('creates an account whose sign-in link goes only to the person, who opens it and is signed in', async () => {
    const page = await openAdmin(superAdmin.context, 'usuarios');
    const email = uniqueEmail('enlace');
    await page.getByRole('button', { name: 'Nuevo usuario' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo usuario' });
    await dialog.getByRole('button', { name: 'Crear usuario' }).click();
    await dialog.getByText('Los nombres son requeridos').waitFor();
    // No password field: the back-office never chooses one for someone.
    expect(await dialog.getByLabel(/Contraseña/).count()).toBe(0);
    await dialog.getByLabel('Nombres', { exact: true }).fill('Lucía');
    await dialog.getByLabel('Apellidos', { exact: true }).fill('Restrepo');
    await dialog.getByLabel('Correo electrónico', { exact: true }).fill(email);
    await dialog.getByRole('button', { name: 'Crear usuario' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Usuario creado exitosamente. Le enviamos un enlace de acceso a su correo.').waitFor();
    await userRow(page, email).waitFor();

    // The person opens the e-mailed link in their own browser: signed in, asked to choose a password.
    const link = await emailedLink(baseURL, email, '/auth/magic-link');
    const person = await suite.browser.newContext({ ...DESKTOP, baseURL });
    const personal = await person.newPage();
    await personal.goto(link.replace(new URL(link).origin, baseURL));
    await expect
      .poll(
        async () =>
          ((await (await personal.request.get('/api/auth/session')).json()) as { data?: { user?: { email: string } } }).data?.user?.email,
      )
      .toBe(email);
    await person.close();
    await page.close();
  });

  it("offers 'Eliminar' as a secondary button whose confirmation names what is lost, and says why an account with payments stays", async () => {
    const leaving = await suite.browser.newContext({ ...DESKTOP, baseURL });
    const leavingEmail = await signUpIn(leaving, baseURL, 'se-va');
    await placeOrder(leaving, baseURL);
    const paying = await suite.browser.newContext({ ...DESKTOP, baseURL });
    const payingEmail = await signUpIn(paying, baseURL, 'pago');
    await buyPackage(paying, baseURL, adminSessionToken(), 'individual');

    const page = await openAdmin(superAdmin.context, 'usuarios');
    await findUser(page, leavingEmail);
    const remove = userRow(page, leavingEmail).getByRole('button', { name: /^Eliminar/ });
    // Outlined, not solid red: the solid red is the confirmation's last click.
    expect(await remove.getAttribute('class')).toContain('button--danger-outline');
    await remove.click();
    const confirm = page.getByRole('dialog', { name: '¿Eliminar este usuario?' });
    const losses = await confirm.innerText();
    expect(losses).toContain(leavingEmail);
    expect(losses).toContain('1 orden sin pagar');
    expect(losses).toContain('no podrá volver a iniciar sesión');
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await confirm.waitFor({ state: 'detached' });
    await userRow(page, leavingEmail).waitFor();
    await remove.click();
    await confirm.getByRole('button', { name: 'Eliminar usuario' }).click();
    await page.getByText('Usuario eliminado exitosamente').waitFor();
    await userRow(page, leavingEmail).waitFor({ state: 'detached' });

    await findUser(page, payingEmail);
    await userRow(page, payingEmail)
      .getByRole('button', { name: /^Eliminar/ })
      .click();
    const kept = page.getByRole('dialog', { name: 'Esta cuenta no se puede eliminar' });
    expect(await kept.innerText()).toContain('1 orden pagada');
    expect(await kept.getByRole('button', { name: 'Eliminar usuario' }).count()).toBe(0);
    await kept.getByRole('button', { name: 'Entendido' }).click();
    await kept.waitFor({ state: 'detached' });
    await userRow(page, payingEmail).waitFor();
    await Promise.all([leaving.close(), paying.close(), page.close()]);
  });

  it('keeps roles to super admins: a plain admin cannot promote, a super admin can', async () => {
    const customer = await suite.browser.newContext({ ...DESKTOP, baseURL });
    const customerEmail = await signUpIn(customer, baseURL, 'rol');
    await customer.close();

    // A plain administrator, made by the super admin through the API the view uses, with its second factor on.
    const plainAdmin = await enrolledAdmin(baseURL, 'admin-simple');
    const plain = await suite.browser.newContext({ ...DESKTOP, baseURL });
    await plain.addCookies([{ name: 'session', value: plainAdmin.token, url: baseURL }]);
    const plainPage = await openAdmin(plain, 'usuarios');
    const form = await openUserEditor(plainPage, customerEmail);
    expect(await form.getByLabel('Rol').isDisabled()).toBe(true);
    await form.getByRole('button', { name: 'Cancelar' }).click();
    const customerId = await userRow(plainPage, customerEmail).getAttribute('data-user-id');
    const refused = await plain.request.put(`/api/admin/users/${customerId}`, { data: { role: 'admin' }, headers: originHeaders(baseURL) });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { error: string }).error).toBe('No tienes permisos para realizar esta acción');
    // Nor can they touch another administrator: no edit or delete on the super admin's row.
    await findUser(plainPage, TEST_ADMIN.email);
    expect(
      await userRow(plainPage, TEST_ADMIN.email)
        .getByRole('button', { name: /^Editar/ })
        .count(),
    ).toBe(0);

    const page = await openAdmin(superAdmin.context, 'usuarios');
    const superForm = await openUserEditor(page, customerEmail);
    await superForm.getByLabel('Rol').selectOption('admin');
    await superForm.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.getByText('Usuario actualizado exitosamente').waitFor();
    await expect.poll(() => userRow(page, customerEmail).locator('td[data-label="Rol"]').innerText()).toBe('Admin');
    // The plain admin's open list follows the change live.
    await findUser(plainPage, customerEmail);
    await expect.poll(() => userRow(plainPage, customerEmail).locator('td[data-label="Rol"]').innerText()).toBe('Admin');

    // Demoted, the plain admin's open back-office loses its live channel at once (and cannot get it back).
    const listed = await superAdmin.context.request.get(`/api/admin/users?search=${encodeURIComponent(plainAdmin.email)}`);
    const plainId = ((await listed.json()) as { data: { id: string }[] }).data[0]!.id;
    const demoted = await superAdmin.context.request.put(`/api/admin/users/${plainId}`, {
      data: { role: 'user' },
      headers: originHeaders(baseURL),
    });
    expect(demoted.status()).toBe(200);
    await plainPage.locator('.admin[data-live="polling"]').waitFor();
    await plain.close();
    await page.close();
  });

  it("sends a password-reset link to the person's own address from 'Editar', after asking, instead of setting a password", async () => {
    const customer = await suite.browser.newContext({ ...DESKTOP, baseURL });
    const email = await signUpIn(customer, baseURL, 'restablecer');
    await customer.close();
    const page = await openAdmin(superAdmin.context, 'usuarios');
    const form = await openUserEditor(page, email);
    expect(await form.getByLabel(/Nueva contraseña/).count()).toBe(0);
    await form.getByRole('button', { name: 'Enviar enlace para restablecer la contraseña' }).click();
    await form.getByRole('group', { name: 'Confirmar envío del enlace' }).getByText(email).waitFor();
    await form.getByRole('button', { name: 'Enviar enlace', exact: true }).click();
    await page.getByText(`Enviamos a ${email} un enlace para restablecer la contraseña.`).waitFor();
    expect(new URL(await emailedLink(baseURL, email, '/reset-password')).searchParams.get('token')).toEqual(expect.any(String));
    await page.close();
  });

  it('deactivates a customer, whose open dashboard then finds itself signed out', async () => {
    const customer = await suite.browser.newContext({ ...DESKTOP, baseURL });
    const email = await signUpIn(customer, baseURL, 'desactivada');
    const dashboard = await customer.newPage();
    await dashboard.goto('/dashboard');
    await dashboard.waitForFunction(() => document.documentElement.dataset.dashboardLive === 'socket');

    const page = await openAdmin(superAdmin.context, 'usuarios');
    const form = await openUserEditor(page, email);
    await form.getByLabel(/Cuenta activa/).uncheck();
    await form.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect.poll(() => userRow(page, email).locator('td[data-label="Estado"]').innerText()).toBe('Inactivo');

    expect((await customer.request.get('/api/auth/session')).status()).toBe(401);
    // The dashboard, asked again without a session, sends to the sign-in page, which would bring the person back.
    await dashboard.waitForURL((url) => url.pathname === '/iniciar-sesion' && url.searchParams.get('volver') === '/dashboard');
    await customer.close();
    await page.close();
  });

  it("lists a user's memorials and copies a published one's link", async () => {
    const page = await openAdmin(superAdmin.context, 'usuarios');
    await findUser(page, TEST_ADMIN.email);
    await userRow(page, TEST_ADMIN.email)
      .getByRole('button', { name: /^Perfiles/ })
      .click();
    const dialog = page.getByRole('dialog', { name: /^Perfiles de/ });
    await dialog.getByText('María Elena Rodríguez').waitFor();
    await superAdmin.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await dialog.getByRole('button', { name: 'Copiar enlace de María Elena Rodríguez' }).click();
    await page.getByText('Enlace copiado al portapapeles').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/memorial/maria-elena-rodriguez`);
    await page.close();
  });
});

describe("the customer's dashboard, live", () => {
  it('unlocks Mis memoriales when the order is accepted in another browser', async () => {
    const customer = await suite.browser.newContext({ ...DESKTOP, baseURL });
    await signUpIn(customer, baseURL, 'espera');
    const { id: orderId } = await placeOrder(customer, baseURL);
    const dashboard = await customer.newPage();
    await dashboard.goto('/dashboard');
    await dashboard.waitForFunction(() => document.documentElement.dataset.dashboardLive === 'socket');
    // 'Mis memoriales' takes the live data once it has woken (client:idle).
    await waitForIslands(dashboard);
    const orders = dashboard.getByRole('region', { name: 'Mis órdenes' });
    await orders.getByText('Pendiente').waitFor();
    expect(await dashboard.getByRole('link', { name: 'Crear memorial' }).count()).toBe(0);

    const accepted = await superAdmin.context.request.patch(`/api/admin/orders/${orderId}`, {
      data: { status: 'completed' },
      headers: originHeaders(baseURL),
    });
    expect(accepted.status()).toBe(200);

    await orders.getByText('Completado').waitFor();
    await dashboard.getByRole('link', { name: 'Crear memorial' }).waitFor();
    await customer.close();
  });
});
