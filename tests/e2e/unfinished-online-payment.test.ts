import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { todayInColombia } from '../../site/lib/dates';
import { axeViolations } from '../helpers/axe';
import { PHONE, waitForIslands } from '../helpers/browser';
import { signUpIn } from '../helpers/e2e-customers';
import { executeLocalSql } from '../helpers/local-worker';
import { useBrowser } from '../helpers/e2e-suite';
import { addFromLanding, acceptTerms } from '../helpers/e2e-cart';

/**
 * On a phone (docs/features/payments.md, "A checkout that did not finish"): 'Pagar en línea' with Wompi's checkout unreachable (a dropped signal: page.route aborts the
 * navigation). The panel first says it waits for Wompi; once the order has waited past the limit (its creation is
 * moved back ten-plus minutes in the database) the panel and /payment-success say 'Tu pago en línea no se
 * completó' with 'Intentar de nuevo' (a new checkout under a new reference for the same order), 'Pagar por
 * transferencia o Bre-B' (the same order becomes a transfer) and 'Cancelar', which asks first.
 */
const baseURL = inject('baseURL');
const stateDir = inject('stateDir');

const dialog = (page: Page) => page.getByRole('dialog');
const UNFINISHED = 'Tu pago en línea no se completó';

/** The checkout addresses the browser tried to open; every one of them fails as with no signal. */
async function wompiUnreachable(page: Page): Promise<URL[]> {
  const tried: URL[] = [];
  await page.route('https://checkout.wompi.co/**', async (route) => {
    tried.push(new URL(route.request().url()));
    await route.abort('internetdisconnected');
  });
  return tried;
}

/** Waits for the n-th checkout attempt to have been caught, and for the browser to show its error page. */
async function attempt(page: Page, tried: URL[], n: number): Promise<URL> {
  await expect.poll(() => tried.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(n);
  // Not waitForURL: a wait that begins while the doomed navigation is under way rejects with its network error.
  await expect.poll(() => page.url(), { timeout: 15_000 }).toMatch(/^chrome-error:/);
  return tried[n - 1]!;
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** The order made 11 minutes ago, past the reasonable wait for Wompi, and the panel opened again: it says the checkout did not finish. */
async function panelPastTheWait(page: Page, orderId: string) {
  await executeLocalSql(
    stateDir,
    `UPDATE orders SET created_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-11 minutes') WHERE id = '${orderId}'`,
  );
  await page.goto('/dashboard');
  await waitForIslands(page);
  await page.getByRole('heading', { name: UNFINISHED }).waitFor();
}

describe('an online payment whose checkout did not finish, on a phone', () => {
  const suite = useBrowser();
  const customer = suite.customer('wompi-unfinished');

  it('offers a new checkout, a transfer for the same order, and says so on the return page', async () => {
    const page = await customer.context.newPage();
    const tried = await wompiUnreachable(page);

    await addFromLanding(page);
    await dialog(page).getByRole('heading', { name: 'Tu carrito' }).waitFor();
    await dialog(page).getByText('Pagas en línea (Nequi, PSE, tarjeta) o por transferencia (').waitFor();
    await dialog(page).getByRole('button', { name: 'Proceder al pago' }).click();
    await acceptTerms(page);
    await dialog(page)
      .getByRole('button', { name: /^Pagar en línea \(Nequi, PSE, tarjeta\)/ })
      .click();
    const first = await attempt(page, tried, 1);
    const orderId = new URL(first.searchParams.get('redirect-url')!).searchParams.get('order')!;
    expect(first.searchParams.get('reference')).toBe(`RE-${orderId}`);

    // Back in the panel right away: it waits for Wompi, and says nothing of a 30-minute validation.
    await page.goto('/dashboard');
    await page.getByText('Estamos esperando la confirmación de Wompi.').waitFor();
    expect(await page.getByText('Estamos validando tu pago').count()).toBe(0);
    expect(await page.getByRole('heading', { name: UNFINISHED }).count()).toBe(0);

    // Past the reasonable wait: the checkout did not finish, and the panel says what to do.
    await panelPastTheWait(page, orderId);
    for (const name of ['Intentar de nuevo', 'Pagar por transferencia o Bre-B', 'Cancelar'])
      await page.getByRole('button', { name }).waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);

    // 'Intentar de nuevo': a new checkout for the same order, under a new reference (Wompi still unreachable).
    await page.getByRole('button', { name: 'Intentar de nuevo' }).click();
    const second = await attempt(page, tried, 2);
    expect(second.searchParams.get('reference')).toMatch(new RegExp(`^RE-${orderId}-[0-9a-f]{8}$`));
    expect(new URL(second.searchParams.get('redirect-url')!).searchParams.get('order')).toBe(orderId);

    // The return page, reached by hand: it stops waiting at once for an order this old and offers the same ways on.
    await page.goto(`/payment-success?order=${orderId}`);
    await waitForIslands(page);
    await page.getByRole('heading', { level: 1, name: UNFINISHED }).waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);

    // 'Pagar por transferencia o Bre-B': the transfer steps for the same order.
    await page.getByRole('button', { name: 'Pagar por transferencia o Bre-B' }).click();
    await dialog(page).getByRole('heading', { name: 'Elige cómo transferir' }).waitFor();
    await dialog(page)
      .getByRole('button', { name: /^Nequi/ })
      .click();
    await dialog(page).getByRole('button', { name: 'Ya transferí' }).click();
    await dialog(page).getByRole('heading', { name: 'Datos del comprobante' }).waitFor();
    await dialog(page)
      .getByLabel('Número de referencia')
      .fill(`NEQ${Date.now().toString(36).toUpperCase()}`);
    await dialog(page).getByLabel('Nombre del pagador').fill('Lucía Fernanda Ortiz');
    await dialog(page).getByLabel('Fecha de la transferencia').fill(todayInColombia());
    await dialog(page).getByLabel('Monto transferido').fill('150000');
    await dialog(page).getByRole('button', { name: 'Enviar comprobante' }).click();
    await page.waitForURL(new RegExp(`/payment-success\\?order=${orderId}$`));
    await page.getByRole('heading', { name: '¡Recibimos tu comprobante!' }).waitFor();
    expect(await page.getByText('Nequi').count()).toBeGreaterThan(0);
    await page.close();
  });

  it('cancels an unfinished online order from the panel', async () => {
    // A customer of their own: the first test's order is not in this panel.
    const other = await suite.browser.newContext({ ...PHONE, baseURL });
    await signUpIn(other, baseURL, 'wompi-cancel');
    const page = await other.newPage();
    const tried = await wompiUnreachable(page);
    await addFromLanding(page);
    await dialog(page).getByRole('button', { name: 'Proceder al pago' }).click();
    await acceptTerms(page);
    await dialog(page)
      .getByRole('button', { name: /^Pagar en línea \(Nequi, PSE, tarjeta\)/ })
      .click();
    const orderId = new URL((await attempt(page, tried, 1)).searchParams.get('redirect-url')!).searchParams.get('order')!;

    await panelPastTheWait(page, orderId);
    // 'Cancelar' asks first: 'No, volver' leaves the order as it was.
    await page.getByRole('button', { name: 'Cancelar' }).click();
    const asking = page.getByRole('dialog', { name: '¿Cancelar esta orden?' });
    await asking.getByText('No se cobrará nada. Si ya pagaste en Wompi, escríbenos antes de cancelar.').waitFor();
    expect(await axeViolations(page, 'dialog')).toEqual([]);
    await asking.getByRole('button', { name: 'No, volver' }).click();
    await asking.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: UNFINISHED }).waitFor();
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await asking.getByRole('button', { name: 'Sí, cancelar la orden' }).click();
    // The island says so, unless the panel's live refresh already shows the order as the server now has it.
    await page
      .getByText(/Cancelaste esta orden\.|^Cancelado$/)
      .first()
      .waitFor();
    await page.goto('/dashboard');
    await page.getByText('Cancelado', { exact: true }).waitFor();
    expect(await page.getByRole('heading', { name: UNFINISHED }).count()).toBe(0);
    await page.close();
  });
});
