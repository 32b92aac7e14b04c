/**
 * Buttons and links anywhere on the page (the header's guest buttons, the hero's primary button) ask for the
 * auth dialog with `data-auth-open="login|register|forgot-password"` instead of shipping an island of their
 * own. Guests get the dialog; signed-in people and clicks before the session is known follow the link's href
 * as usual.
 */
import { $authDialog, openAuthDialog, type AuthMode } from '../stores/auth-dialog';
import { $session } from '../stores/session';

const MODES: readonly AuthMode[] = ['login', 'register', 'forgot-password'];

document.addEventListener('click', (event) => {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
  const link = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-auth-open]') : null;
  const mode = MODES.find((candidate) => candidate === link?.dataset.authOpen);
  if (!mode || $session.get().status !== 'guest' || $authDialog.get().open) return;
  event.preventDefault();
  openAuthDialog(mode);
});
