/**
 * The packages' 'Agregar al carrito' buttons (PackagesSection.astro) are static HTML carrying the package
 * as JSON in data-add-to-cart. A signed-in person gets it in the cart and the drawer opens. A guest gets
 * the register dialog; the package waits in the (stored) cart, so after signing in (here, or through the
 * e-mailed verification link) it is there.
 */
import { openAuthDialog } from '../stores/auth-dialog';
import { addToCart, openCart, parseCartPackage, type CartPackage } from '../stores/cart';
import { sessionKnown } from '../stores/session';

function packageFrom(button: HTMLElement): CartPackage | null {
  try {
    return parseCartPackage(JSON.parse(button.dataset.addToCart ?? 'null'));
  } catch {
    return null;
  }
}

document.addEventListener('click', (event) => {
  const button = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-add-to-cart]') : null;
  const pkg = button ? packageFrom(button) : null;
  if (!pkg) return;
  event.preventDefault();
  void sessionKnown().then((session) => {
    if (session.status === 'signed-in') {
      addToCart(pkg);
      return;
    }
    addToCart(pkg, { open: false });
    openAuthDialog('register', { afterSignIn: openCart });
  });
});
