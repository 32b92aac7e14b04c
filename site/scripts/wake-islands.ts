/**
 * The site header's islands sleep (client:touch) until a store wants them on screen: whoever opens the auth
 * dialog, the cart or the payment, shows a toast or signs in an account that must choose a password only sets
 * the store, here or before the island's code has arrived, and the island then hydrates and shows it.
 */
import { wakeIsland } from '../lib/islands/wake';
import { $authDialog } from '../stores/auth-dialog';
import { $cartOpen } from '../stores/cart';
import { $paymentOpen } from '../stores/checkout';
import { $session } from '../stores/session';
import { $toasts } from '../stores/toasts';

$authDialog.subscribe(({ open }) => {
  if (open) wakeIsland('auth');
});
$cartOpen.subscribe((open) => {
  if (open) wakeIsland('cart');
});
// The payment modal lives inside the cart drawer's island.
$paymentOpen.subscribe((open) => {
  if (open) wakeIsland('cart');
});
$toasts.subscribe((toasts) => {
  if (toasts.length > 0) wakeIsland('toaster');
});
$session.subscribe((session) => {
  if (session.status === 'signed-in' && session.user.needs_password_setup) wakeIsland('set-password');
});
