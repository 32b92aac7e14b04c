import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { takeHashLink } from '../../lib/auth/url-token';
import { DEFAULT_RETURN_PATH } from '../../../worker/schemas/return-path';
import { openAuthDialog } from '../../stores/auth-dialog';
import { $session } from '../../stores/session';
import { verifyMagicLink } from '../../stores/sign-in';
import { StatusView } from '../auth/StatusView';
import { MfaPageStep } from './MfaPageStep';
import { useRedirect } from './useRedirect';
import '../auth/auth.css';

/**
 * /auth/magic-link: a one-time sign-in link (e.g. made by an administrator). Success goes to /dashboard, or to the
 * page the link leads back to (`&volver=`, docs/features/the-way-back.md), after the second factor's code when the account has one.
 */
type State = { kind: 'loading' } | { kind: 'code'; mfaToken: string } | { kind: 'success' } | { kind: 'error'; message: string };

const INVALID_LINK = 'El enlace de acceso ha expirado o es inválido';

export default function MagicLinkPage() {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [onward, setOnward] = useState(DEFAULT_RETURN_PATH);
  const started = useRef(false);
  const signedIn = useStore($session).status === 'signed-in';

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const { token, returnPath } = takeHashLink();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the link is in the address, which only the browser has: read (and cleared) once, after hydration
    if (returnPath) setOnward(returnPath);
    if (!token) {
      setState({ kind: 'error', message: INVALID_LINK });
      return;
    }
    void verifyMagicLink(token).then((result) => {
      if (!result.ok) setState({ kind: 'error', message: result.error });
      else setState(result.data.kind === 'code' ? { kind: 'code', mfaToken: result.data.mfaToken } : { kind: 'success' });
    });
  }, []);

  useRedirect(onward, state.kind === 'success');

  if (state.kind === 'loading') {
    return <StatusView tone="loading" as="h1" title="Iniciando sesión…" />;
  }
  if (state.kind === 'code') {
    return <MfaPageStep mfaToken={state.mfaToken} onSignedIn={() => setState({ kind: 'success' })} returnTo={onward} />;
  }
  if (state.kind === 'success') {
    return (
      <StatusView
        tone="success"
        as="h1"
        title="¡Sesión iniciada!"
        actions={
          <a className="button button--primary" href={onward}>
            {onward === DEFAULT_RETURN_PATH ? 'Ir a mi panel' : 'Continuar'}
          </a>
        }
      >
        <p>
          {onward === DEFAULT_RETURN_PATH
            ? 'Te llevaremos a tu panel en 3 segundos.'
            : 'Te llevaremos de vuelta a donde estabas en 3 segundos.'}
        </p>
      </StatusView>
    );
  }
  return (
    <StatusView
      tone="error"
      as="h1"
      title="Enlace inválido"
      actions={
        <>
          {/* Someone already signed in (an older link clicked twice) needs the way in, not a login form. */}
          {signedIn ? (
            <a className="button button--primary" href="/dashboard">
              Ir a mi panel
            </a>
          ) : (
            <button
              type="button"
              className="button button--primary"
              onClick={() => openAuthDialog('login', { afterSignIn: () => window.location.assign(onward) })}
            >
              Iniciar sesión
            </button>
          )}
          <a className="button button--secondary" href="/">
            Volver al inicio
          </a>
        </>
      }
    >
      <p className="status__message">{state.message}</p>
      <p className="status__note">Los enlaces de acceso sirven una sola vez y vencen en 1 hora.</p>
    </StatusView>
  );
}
