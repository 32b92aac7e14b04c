import { useState, type ReactNode } from 'react';
import { openAuthDialog } from '../../stores/auth-dialog';
import { MfaCodeForm } from '../auth/MfaCodeForm';
import { StatusView } from '../auth/StatusView';

type Props = {
  mfaToken: string;
  /** What the link already did, said before the code is asked (e.g. the new password is saved). */
  lead?: ReactNode;
  onSignedIn: () => void;
  /** Where signing in again from the dialog goes, when the link led back to a page (docs/features/the-way-back.md). */
  returnTo?: string | null;
};

/**
 * The code step on the pages an e-mailed link opens (magic link, reset, verification): a link proves the
 * mailbox, not the phone, so an account with a second factor still gives its code here. If the step runs
 * out, the link is spent: the person signs in from the dialog instead.
 */
export function MfaPageStep({ mfaToken, lead, onSignedIn, returnTo }: Props) {
  const [over, setOver] = useState<string | null>(null);
  if (over !== null) {
    return (
      <StatusView
        tone="info"
        as="h1"
        title="Inicia sesión de nuevo"
        actions={
          <button
            type="button"
            className="button button--primary"
            onClick={() => openAuthDialog('login', returnTo ? { afterSignIn: () => window.location.assign(returnTo) } : {})}
          >
            Iniciar sesión
          </button>
        }
      >
        <p className="status__message">{over || 'Ingresa con tu correo, tu contraseña y el código de tu aplicación.'}</p>
      </StatusView>
    );
  }
  return (
    <>
      {lead && <div className="mfa-step__lead">{lead}</div>}
      <MfaCodeForm mfaToken={mfaToken} headingLevel="h1" onSignedIn={onSignedIn} onRestart={setOver} />
    </>
  );
}
