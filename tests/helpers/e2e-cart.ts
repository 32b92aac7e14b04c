import type { Locator, Page } from 'playwright-core';
import { waitForIslands } from './browser';

/** A package's 'Agregar al carrito' button among the landing's prices (#precios). */
export const addToCartButton = (page: Page, pkg = 'Memorial Individual'): Locator =>
  page.locator('#precios').getByRole('button', { name: new RegExp(`^Agregar al carrito\\W+${pkg}$`) });

/** The landing with its islands awake, and `pkg` added to the cart: adding opens the cart's dialog (site/stores/cart.ts). */
export async function addFromLanding(page: Page, pkg = 'Memorial Individual'): Promise<void> {
  await page.goto('/');
  await waitForIslands(page);
  await addToCartButton(page, pkg).click();
}

/** Checkout's 'Acepto los términos y condiciones', which paying waits for (docs/features/payments.md "Who buys"). */
export async function acceptTerms(page: Page): Promise<void> {
  await page.getByRole('dialog').getByRole('checkbox', { name: 'Acepto los términos y condiciones' }).check();
}
