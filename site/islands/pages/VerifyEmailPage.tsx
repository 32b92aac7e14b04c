import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { takeHashToken } from '../../lib/auth/url-token';
import { CONTINUE_PAYMENT_HREF, CONTINUE_PAYMENT_TEXTS } from '../../lib/checkout/continue-payment';
import { $cartItem } from '../../stores/cart';
import { verifyEmail } from '../../stores/sign-in';
import { StatusView } from '../auth/StatusView';
import { MfaPageStep } from './MfaPageStep';
import { useRedirect } from './useRedirect';
import '../auth/auth.css';

/**
 * product §1.2 /verify-email: loading, then success or error, then / after 3 seconds either way. A person who
 * chose a package before signing up (it waits in the stored cart) is taken on to pay it instead: the
 * landing opens the payment (lib/checkout/continue-payment.ts).
 */
type State = { kind: 'loading' } | { kind: 'code'; mfaToken: string } | { kind: 'success' } | { kind: 'error'; message: string };

const MISSING_TOKEN = 'Tokens de verificación no encontrados';

export default function VerifyEmailPage() {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const started = useRef(false);
  const cartItem = useStore($cartItem);
  const toPayment = state.kind === 'success' && cartItem !== null;

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = takeHashToken();
    if (!token) {
      setState({ kind: 'error', message: MISSING_TOKEN });
      return;
    }
    void verifyEmail(token).then((result) => {
      if (!result.ok) setState({ kind: 'error', message: result.error });
      else setState(result.data.kind === 'code' ? { kind: 'code', mfaToken: result.data.mfaToken } : { kind: 'success' });
    });
  }, []);

  useRedirect(toPayment ? CONTINUE_PAYMENT_HREF : '/', state.kind !== 'loading' && state.kind !== 'code');

  if (state.kind === 'loading') {
    return <StatusView tone="loading" as="h1" title="Verificando tu email…" />;
  }
  if (state.kind === 'code') {
    return (
      <MfaPageStep
        mfaToken={state.mfaToken}
        lead={<p>Tu email ya está verificado. Tu cuenta tiene verificación en dos pasos: confirma que eres tú para entrar.</p>}
        onSignedIn={() => setState({ kind: 'success' })}
      />
    );
  }
  const goHome = (
    <a className="button button--secondary" href="/">
      Ir al inicio ahora
    </a>
  );
  if (toPayment) {
    const pay = (
      <a className="button button--primary" href={CONTINUE_PAYMENT_HREF}>
        {CONTINUE_PAYMENT_TEXTS.action}
      </a>
    );
    return (
      <StatusView tone="success" as="h1" title="Cuenta verificada" actions={pay}>
        <p>¡Email verificado exitosamente! Ya puedes usar tu cuenta.</p>
        <p>{CONTINUE_PAYMENT_TEXTS.waiting(cartItem.package.name)}</p>
        <p className="status__note">{CONTINUE_PAYMENT_TEXTS.redirect}</p>
      </StatusView>
    );
  }
  if (state.kind === 'success') {
    return (
      <StatusView tone="success" as="h1" title="Cuenta verificada" actions={goHome}>
        <p>¡Email verificado exitosamente! Ya puedes usar tu cuenta.</p>
        <p className="status__note">Te llevaremos al inicio en 3 segundos.</p>
      </StatusView>
    );
  }
  return (
    <StatusView tone="error" as="h1" title="No pudimos verificar tu email" actions={goHome}>
      <p className="status__message">{state.message}</p>
      <div className="status__causes">
        <p>Puede deberse a que:</p>
        <ul>
          <li>El enlace expiró.</li>
          <li>El enlace ya fue usado.</li>
          <li>Hubo un error del servidor.</li>
        </ul>
      </div>
      <p className="status__note">Te llevaremos al inicio en 3 segundos.</p>
    </StatusView>
  );
}
