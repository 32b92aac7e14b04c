import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { pendingBadge } from '../../site/lib/admin/orders';
import { todayInColombia } from '../../site/lib/dates';
import { formatCOP, formatDate } from '../../site/lib/format';
import { DESKTOP, PHONE, waitForIslands } from '../helpers/browser';
import { executeLocalSql } from '../helpers/local-worker';
import { enrolledAdmin } from '../helpers/e2e-admin';
import { placeOrder } from '../helpers/e2e-customers';
import { useBrowser } from '../helpers/e2e-suite';

/**
 * The back-office's orders in a real browser against the built Worker: a customer pays by transfer, a
 * customer is kept out of /admin, and the administrator accepts, rejects and records an order by hand.
 * The administrator signs in once (login attempts are rate limited per e-mail) and the session is shared.
 */
const baseURL = inject('baseURL');
const stateDir = inject('stateDir');

let counter = 0;
const unique = () => `${Date.now().toString(36)}${++counter}`.toUpperCase();
const newReference = () => `E2E${unique()}`;
/** The payer the order's detail and confirmation name. */
const CAMILA = { payer_name: 'Camila Torres' };

type Package = { id: string; name: string; price: number };

const rowWith = (page: Page, reference: string): Locator => page.locator('.admin-table tbody tr', { hasText: reference });

async function searchOrders(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Buscar órdenes' }).fill(text);
  await rowWith(page, text).waitFor();
  await expect.poll(() => page.locator('.admin-table tbody tr').count()).toBe(1);
}

describe('administration of orders', () => {
  const suite = useBrowser();
  const customer = suite.customer('cliente-admin', { context: DESKTOP, name: 'Camila Torres' });
  const admin = suite.admin({ ...DESKTOP, locale: 'es-CO' });
  let packages: Package[];
  const references: { accept: string; reject: string } = { accept: '', reject: '' };

  beforeAll(async () => {
    packages = ((await (await fetch(`${baseURL}/api/packages`)).json()) as { data: Package[] }).data;
    const pkg = packages[0];
    if (!pkg) throw new Error('no packages seeded');
    references.accept = (await placeOrder(customer.context, baseURL, pkg, CAMILA)).reference;
    references.reject = (await placeOrder(customer.context, baseURL, pkg, CAMILA)).reference;
  });

  it('offers a guest the sign-in, and keeps a customer out with a calm message', async () => {
    const guest = await suite.browser.newPage(PHONE);
    const response = await guest.goto(`${baseURL}/admin`);
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    // No dead end: the sign-in dialog opens by itself, and the page behind it offers it again once closed.
    const login = guest.getByRole('dialog', { name: 'Iniciar sesión' });
    await login.getByLabel('Correo electrónico').waitFor();
    expect(new URL(guest.url()).pathname).toBe('/admin');
    await login.getByRole('button', { name: 'Cerrar' }).click();
    await login.waitFor({ state: 'detached' });
    await guest.getByRole('heading', { name: 'Panel de administración' }).waitFor();
    await guest.getByRole('button', { name: 'Iniciar sesión' }).click();
    await login.getByLabel('Correo electrónico').waitFor();
    await guest.close();

    const page = await customer.context.newPage();
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Acceso denegado' }).waitFor();
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.close();
  });

  it('signs an administrator in from /admin (password, then the code) and lands in the view that was asked for', async () => {
    const person = await enrolledAdmin(baseURL, 'admin-entrada');
    const context = await suite.browser.newContext({ ...DESKTOP, baseURL });
    const page = await context.newPage();
    await page.goto('/admin?vista=ordenes');
    const login = page.getByRole('dialog', { name: 'Iniciar sesión' });
    await login.getByLabel('Correo electrónico').fill(person.email);
    await login.getByLabel('Contraseña').fill(person.password);
    await login.getByRole('button', { name: 'Iniciar sesión' }).click();
    // The enrolment spent this step's code: a recovery code, so the test never waits for the clock.
    await login.getByRole('button', { name: /Usa un código de recuperación/ }).click();
    await login.getByLabel('Código de recuperación').fill(person.recoveryCodes[0] ?? '');
    await login.getByRole('button', { name: 'Verificar' }).click();
    await login.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Gestión de órdenes' }).waitFor();
    expect(new URL(page.url()).search).toBe('?vista=ordenes');
    await context.close();
  });

  it("takes an administrator from the account menu's 'Panel de administración' to the back-office; a customer's menu has no such item", async () => {
    const page = await admin.context.newPage();
    await page.goto('/');
    await waitForIslands(page);
    await page.getByRole('button', { name: /^Cuenta de/ }).click();
    await page.getByRole('link', { name: 'Panel de administración' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.getByRole('heading', { name: 'Resumen' }).waitFor();
    await page.close();

    const own = await customer.context.newPage();
    await own.goto('/');
    await waitForIslands(own);
    await own.getByRole('button', { name: /^Cuenta de/ }).click();
    await own.getByRole('button', { name: 'Cerrar sesión' }).waitFor();
    expect(await own.getByRole('link', { name: 'Panel de administración' }).count()).toBe(0);
    await own.close();
  });

  it('shows the pending count on the bell and lets the admin accept (through its confirmation) and reject transfers', async () => {
    const page = await admin.context.newPage();
    await page.goto('/admin?vista=ordenes');
    await page.getByRole('heading', { name: 'Gestión de órdenes' }).waitFor();
    await page.getByText('Hola, Administrador').waitFor();

    const { count } = (await (await page.request.get('/api/admin/orders/pending-count')).json()) as { count: number };
    expect(count).toBeGreaterThanOrEqual(2);
    await expect.poll(() => page.getByTestId('pending-badge').innerText()).toBe(pendingBadge(count));

    await searchOrders(page, references.accept);
    const accepted = rowWith(page, references.accept);
    await accepted.getByText('Pendiente').waitFor();
    await accepted.getByText(customer.email).waitFor();
    await accepted.getByRole('button', { name: 'Aceptar' }).click();
    // One click is not enough: the confirmation shows what to compare with the bank's statement.
    const confirmAccept = page.getByRole('dialog', { name: '¿Aceptar este pago?' });
    const facts = await confirmAccept.innerText();
    const pkg = packages[0];
    if (!pkg) throw new Error('no packages seeded');
    for (const fact of [formatCOP(pkg.price), 'Nequi', references.accept, 'Camila Torres', formatDate(todayInColombia()), customer.email]) {
      expect(facts).toContain(fact);
    }
    await confirmAccept.getByRole('button', { name: 'Cancelar' }).click();
    await confirmAccept.waitFor({ state: 'detached' });
    await accepted.getByText('Pendiente').waitFor();
    await accepted.getByRole('button', { name: 'Aceptar' }).click();
    await confirmAccept.getByRole('button', { name: 'Aceptar pago' }).click();
    await confirmAccept.waitFor({ state: 'detached' });
    await accepted.getByText('✓ Procesada').waitFor();
    await accepted.getByText('Completado').waitFor();
    await expect.poll(() => page.getByTestId('pending-badge').innerText()).toBe(pendingBadge(count - 1));

    await searchOrders(page, references.reject);
    const rejected = rowWith(page, references.reject);
    await rejected.getByRole('button', { name: 'Rechazar' }).click();
    const confirm = page.getByRole('dialog', { name: '¿Rechazar esta orden?' });
    await confirm.getByRole('button', { name: 'Rechazar orden' }).click();
    await rejected.getByText('✗ Rechazada').waitFor();
    expect(await rejected.getByRole('button', { name: 'Aceptar' }).count()).toBe(0);

    // The customer sees the decisions in their own orders.
    const mine = (await (await customer.context.request.get('/api/orders')).json()) as {
      data: { payment_intent_id: string; status: string }[];
    };
    const statusOf = (reference: string) => mine.data.find((order) => order.payment_intent_id === reference)?.status;
    expect(statusOf(references.accept)).toBe('completed');
    expect(statusOf(references.reject)).toBe('cancelled');

    // The bell opens the list filtered to pending, whatever was searched.
    await page.getByRole('button', { name: /^Órdenes pendientes/ }).click();
    await expect.poll(() => page.getByLabel('Estado').inputValue()).toBe('pending');
    await expect.poll(() => page.getByRole('searchbox', { name: 'Buscar órdenes' }).inputValue()).toBe('');
    await page.close();
  });

  it('opens an order from its row: customer, package, transfer, who accepted it and when, and what it paid for', async () => {
    const page = await admin.context.newPage();
    await page.goto('/admin?vista=ordenes');
    await searchOrders(page, references.accept);
    // A click anywhere on the row outside its buttons.
    await rowWith(page, references.accept).locator('td[data-label="Método de pago"]').click();
    const detail = page.getByRole('dialog', { name: 'Orden de Camila Torres' });
    await detail.getByRole('heading', { name: 'Historial' }).waitFor();
    const text = await detail.innerText();
    for (const fact of [
      customer.email,
      references.accept,
      'Nequi',
      'Completado',
      'El cliente envió el comprobante',
      'Pago aceptado por Administrador',
    ]) {
      expect(text).toContain(fact);
    }
    expect(text).toContain('El cliente aún no ha creado el memorial de esta orden.');
    await detail.getByRole('button', { name: 'Cerrar' }).click();
    await detail.waitFor({ state: 'detached' });

    // From the keyboard: the row's own button.
    await rowWith(page, references.accept)
      .getByRole('button', { name: /^Ver detalle/ })
      .click();
    await detail.getByRole('heading', { name: 'Historial' }).waitFor();
    await page.close();
  });

  it("lists an order awaiting validation (pending_verification) under 'Pendiente', as the bell counts it", async () => {
    const pkg = packages[0];
    if (!pkg) throw new Error('no packages seeded');
    const { reference } = await placeOrder(customer.context, baseURL, pkg, CAMILA);
    await executeLocalSql(stateDir, `UPDATE orders SET status = 'pending_verification' WHERE payment_intent_id = '${reference}'`);

    const page = await admin.context.newPage();
    await page.goto('/admin?vista=ordenes');
    await page.getByRole('heading', { name: 'Gestión de órdenes' }).waitFor();
    await page.getByRole('button', { name: /^Órdenes pendientes/ }).click();
    await expect.poll(() => page.getByLabel('Estado').inputValue()).toBe('pending');
    await searchOrders(page, reference);
    const row = rowWith(page, reference);
    await row.getByText('Pendiente').waitFor();
    await row.getByRole('button', { name: 'Aceptar' }).waitFor();

    await page.getByLabel('Estado').selectOption('completed');
    await page.getByText('No se encontraron órdenes').waitFor();
    await page.getByLabel('Estado').selectOption('pending');
    await rowWith(page, reference).waitFor();
    await page.close();
  });

  it("records a manual order through 'Nueva orden'", async () => {
    const page = await admin.context.newPage();
    await page.goto('/admin?vista=ordenes');
    await page.getByRole('button', { name: 'Nueva orden' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva orden' });

    await dialog.getByRole('button', { name: 'Crear orden' }).click();
    for (const message of [
      'Debes seleccionar un usuario válido',
      'Debes seleccionar un paquete',
      'Debes seleccionar un método de pago',
      'El número de referencia es requerido',
      'El nombre del pagador es requerido',
      'La fecha de transferencia es requerida',
      'El monto debe ser mayor a 0',
    ]) {
      await dialog.getByText(message).waitFor();
    }

    await dialog.getByLabel('Usuario').fill(customer.email.slice(0, 20));
    await dialog.locator('.user-picker__option', { hasText: customer.email }).click();
    await expect.poll(() => dialog.getByText('Debes seleccionar un usuario válido').count()).toBe(0);

    const pkg = packages[0];
    if (!pkg) throw new Error('no packages seeded');
    await dialog.getByLabel('Paquete').selectOption(pkg.id);
    // The amount is prefilled with the package's price.
    expect(await dialog.getByLabel('Monto (COP)').inputValue()).toBe(String(pkg.price));
    await dialog.getByLabel('Método de pago').selectOption('bancolombia');
    const reference = newReference();
    await dialog.getByLabel('Número de referencia').fill(reference);
    await dialog.getByLabel('Nombre del pagador').fill('Camila Torres');
    await dialog.getByLabel('Fecha de transferencia').fill(todayInColombia());
    expect(await dialog.locator('.field__error').count()).toBe(0);

    await dialog.getByRole('button', { name: 'Crear orden' }).click();
    await page.getByText('¡Orden creada exitosamente!').waitFor();
    await dialog.waitFor({ state: 'detached' });

    await searchOrders(page, reference);
    await rowWith(page, reference).getByText('✓ Procesada').waitFor();
    await rowWith(page, reference).getByText('Bancolombia').waitFor();
    await page.close();
  });

  it('on a phone: cards, the drawer menu, and the view kept in the URL', async () => {
    const phone = await suite.browser.newContext({ ...PHONE, baseURL, storageState: await admin.context.storageState() });
    const page = await phone.newPage();
    await page.goto('/admin?vista=ordenes');
    await page.getByRole('heading', { name: 'Gestión de órdenes' }).waitFor();
    await page.locator('.admin-table tbody tr').first().waitFor();
    // Rows are laid out as cards, each cell naming its column.
    const firstRow = page.locator('.admin-table tbody tr').first();
    expect(await firstRow.evaluate((row) => getComputedStyle(row).display)).toBe('grid');
    const label = await firstRow.locator('td[data-label="Monto"]').evaluate((cell) => getComputedStyle(cell, '::before').content);
    expect(label).toBe('"Monto"');

    // 'Perfiles especiales' has its own address, which a reload keeps; its old query address leads there too.
    const specialProfiles = page.getByRole('heading', { level: 1, name: 'Perfiles especiales' });
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('dialog', { name: 'Menú del panel' }).getByRole('link', { name: 'Perfiles especiales' }).click();
    await specialProfiles.waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/special-profiles');

    await page.reload();
    await specialProfiles.waitFor();
    await page.goto('/admin?vista=perfiles-especiales');
    await specialProfiles.waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/special-profiles');

    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('dialog', { name: 'Menú del panel' }).getByRole('link', { name: 'Órdenes (pagos)' }).click();
    await page.getByRole('heading', { name: 'Gestión de órdenes' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin');
    expect(new URL(page.url()).searchParams.get('vista')).toBe('ordenes');
    await page.goBack();
    await specialProfiles.waitFor();
    await phone.close();
  });
});
