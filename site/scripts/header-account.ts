/**
 * The header's auth area (components/header/HeaderAccount.astro): asks who is signed in, then shows the guest
 * buttons or the person's cart (its count from the stored cart), dashboard entry and menu. Also wires the
 * auth dialog links, the wake-ups of the header's sleeping islands, and the payment a verification link
 * sends a customer on to (`/#pagar`).
 */
import type { SessionUser } from '../lib/auth/session-types';
import { isPublicPath } from '../lib/public-paths';
import { $cartTotals, openCart } from '../stores/cart';
import { continuePaymentFromAddress } from '../stores/checkout';
import { $session, ensureSession, logout, type SessionState } from '../stores/session';
import './auth-links';
import { bindUserMenu } from './user-menu';
import './wake-islands';

function fillUser(root: HTMLElement, user: SessionUser): void {
  const displayName = user.name || user.email;
  // The button greets by first name (short, warm); the panel shows the full name and e-mail.
  const texts: Record<string, string> = {
    '[data-user-initial]': displayName.trim().charAt(0).toLocaleUpperCase('es-CO'),
    '[data-user-short-name]': user.first_name || displayName,
    '[data-user-name]': displayName,
    '[data-user-email]': user.email,
  };
  for (const [selector, text] of Object.entries(texts)) {
    const node = root.querySelector(selector);
    if (node && node.textContent !== text) node.textContent = text;
  }
  const admin = root.querySelector<HTMLElement>('[data-admin-entry]');
  if (admin) admin.hidden = user.role === 'user';
}

async function signOut(): Promise<void> {
  await logout();
  // Session pages (dashboard, wizards) have nothing to show a guest; guest pages keep them (../lib/public-paths.ts).
  if (!isPublicPath(window.location.pathname)) window.location.assign('/');
}

function bindHeader(root: HTMLElement): void {
  const guest = root.querySelector<HTMLElement>('[data-account-guest]');
  const member = root.querySelector<HTMLElement>('[data-account-member]');
  const menuRoot = root.querySelector<HTMLElement>('[data-user-menu]');
  const menu = menuRoot ? bindUserMenu(menuRoot, signOut) : null;

  $session.subscribe((session: SessionState) => {
    const pending = session.status === 'loading';
    root.classList.toggle('header-auth--pending', pending);
    if (guest) {
      guest.hidden = session.status === 'signed-in';
      if (pending) guest.setAttribute('aria-hidden', 'true');
      else guest.removeAttribute('aria-hidden');
    }
    if (member) member.hidden = session.status !== 'signed-in';
    if (session.status === 'signed-in') fillUser(root, session.user);
    else menu?.close();
  });

  const cart = root.querySelector<HTMLButtonElement>('[data-cart-open]');
  const count = root.querySelector<HTMLElement>('[data-cart-count]');
  $cartTotals.subscribe((totals) => {
    cart?.setAttribute('aria-label', `Carrito (${totals.count})`);
    if (!count) return;
    count.textContent = String(totals.count);
    count.hidden = totals.count === 0;
  });
  cart?.addEventListener('click', openCart);
}

const header = document.querySelector<HTMLElement>('[data-header-account]');
if (header) bindHeader(header);
ensureSession();
// Sent here by the verification page with a package waiting: on to pay.
void continuePaymentFromAddress();
