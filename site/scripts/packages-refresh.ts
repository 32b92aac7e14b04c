/**
 * Keeps an open landing tab's packages in step with the back-office (product §3: a change shows within the
 * settings' 30 seconds): a package deactivated since the page was rendered leaves the list, and a new name
 * or price replaces the old one in place, in the card and in what 'Agregar al carrito' puts in the cart.
 * Packages added since the page was rendered appear on the next load.
 */
import { LIGHT_ADDRESSES } from '../lib/api-addresses';
import type { AnswerData, api } from '../lib/api-client';
import { requestEndpointData } from '../lib/endpoint-request';
import { formatCOP } from '../lib/format';
import { SETTINGS_REFRESH_MS } from '../stores/settings';

/** The active packages as GET /api/packages answers them. */
type ActivePackages = AnswerData<Awaited<ReturnType<typeof api.packages.index.$get>>>;

function apply(active: ActivePackages): void {
  const byId = new Map(active.map((pkg) => [pkg.id, pkg]));
  for (const card of document.querySelectorAll<HTMLElement>('[data-package-id]')) {
    const pkg = byId.get(card.dataset.packageId ?? '');
    card.hidden = !pkg;
    if (!pkg) continue;
    const name = card.querySelector<HTMLElement>('[data-package-name]');
    if (name && name.textContent !== pkg.name) name.textContent = pkg.name;
    const amount = card.querySelector<HTMLElement>('[data-package-amount]');
    if (amount && amount.textContent !== formatCOP(pkg.price)) amount.textContent = formatCOP(pkg.price);
    const add = card.querySelector<HTMLElement>('[data-add-to-cart]');
    if (add) add.dataset.addToCart = JSON.stringify({ id: pkg.id, name: pkg.name, description: pkg.description, price: pkg.price });
  }
}

async function refresh(): Promise<void> {
  if (document.visibilityState !== 'visible') return;
  const result = await requestEndpointData<Awaited<ReturnType<typeof api.packages.index.$get>>>(LIGHT_ADDRESSES.packages);
  // A failed read keeps what the page shows: the server checks every order anyway.
  if (result.ok && Array.isArray(result.data)) apply(result.data);
}

if (document.querySelector('[data-package-id]')) {
  setInterval(() => void refresh(), SETTINGS_REFRESH_MS);
  document.addEventListener('visibilitychange', () => void refresh());
}
