import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { isPublicPath } from '../lib/api';
import { $authDialog, openAuthDialog, type AuthMode } from '../stores/auth-dialog';
import { $session, ensureSession, logout, type SessionState } from '../stores/session';
import { CartButton } from './header/CartButton';
import { UserMenu } from './header/UserMenu';
import { useHydrated } from './ui/useHydrated';
import './header/header-auth.css';

const LOADING: SessionState = { status: 'loading' };

/**
 * The header's auth area (spec §2): guest buttons, or the cart, the dashboard entry and the user menu.
 * While the session loads, the guest buttons are laid out but invisible, so the header keeps its size and
 * nothing jumps when the answer arrives.
 */
export default function HeaderAuth() {
  const stored = useStore($session);
  // The server rendered 'loading'; hydrate with it even when the session is already known.
  const session = useHydrated() ? stored : LOADING;

  useEffect(() => {
    ensureSession();
    return listenForAuthLinks();
  }, []);

  if (session.status === 'signed-in') {
    return (
      <div className="header-auth">
        <CartButton />
        <a className="button button--secondary button--small header-auth__dashboard" href="/dashboard">
          Dashboard
        </a>
        <UserMenu user={session.user} onLogout={signOut} />
      </div>
    );
  }

  const pending = session.status === 'loading';
  return (
    <div className={pending ? 'header-auth header-auth--pending' : 'header-auth'} aria-hidden={pending || undefined}>
      <button type="button" className="button button--ghost button--small" onClick={() => openAuthDialog('login')}>
        Iniciar Sesión
      </button>
      <button
        type="button"
        className="button button--primary button--small header-auth__create"
        onClick={() => openAuthDialog('register')}
      >
        Crear Memorial
      </button>
    </div>
  );
}

async function signOut() {
  await logout();
  // Private pages (dashboard, wizards) have nothing to show a guest.
  if (!isPublicPath(window.location.pathname)) window.location.assign('/');
}

const MODES: readonly AuthMode[] = ['login', 'register', 'forgot-password'];

/**
 * Static links elsewhere on the page (the hero's primary button) ask for the dialog with
 * `data-auth-open="register"` instead of shipping an island of their own. Guests get the dialog; signed-in
 * people and clicks before the session is known follow the link's href as usual.
 */
function listenForAuthLinks(): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    const link = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-auth-open]') : null;
    const mode = MODES.find((candidate) => candidate === link?.dataset.authOpen);
    if (!mode || $session.get().status !== 'guest' || $authDialog.get().open) return;
    event.preventDefault();
    openAuthDialog(mode);
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
