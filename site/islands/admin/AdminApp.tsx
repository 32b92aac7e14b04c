import { useEffect, useEffectEvent, useState } from 'react';
import type { AdminDashboard } from '../../lib/admin/answers';
import type { FailureCode } from '../../lib/api';
import { api, requestData } from '../../lib/api-client';
import type { PaymentMethodOption } from '../../lib/admin/orders';
import type { SiteSettings } from '../../lib/admin/settings';
import { openAuthDialog } from '../../stores/auth-dialog';
import { accountReady, sessionKnown } from '../../stores/session';
import AuthDialog from '../auth/AuthDialog';
import SetPasswordModal from '../auth/SetPasswordModal';
import { AccessChecking, AccessDenied, ChoosePassword, SignInGate } from './AccessStatus';
import { AdminMfaEnrolment } from './AdminMfaEnrolment';
import { AdminShell } from './AdminShell';
import '../auth/auth.css';
import './admin.css';
import './list.css';
// The confirmation's layout, which the back-office's own dialogs share (confirm, confirm__actions).
import '../ui/confirm-dialog.css';

/** The back-office's own sentence in the sign-in dialog (the customer's speaks of their memorials). */
const ADMIN_SIGN_IN_LEAD = 'Entra con tu cuenta de administrador.';

type Props = {
  /** From the page's server-side cookie check: a guest is offered the sign-in without a request. */
  signedIn: boolean;
  /** The signed-in account's e-mail, written on its recovery codes if it enrols here. */
  account: string;
  brandName: string;
  /** The payment_methods setting as id → name, for the table's labels and the manual-order form. */
  paymentMethods: PaymentMethodOption[];
  /** What 'Configuración' shows for a setting never saved (worker/services/default-settings.ts). */
  settingDefaults: SiteSettings;
};

type Access =
  | { state: 'checking' }
  | { state: 'sign-in'; reason: 'guest' | 'verify' }
  | { state: 'password' }
  | { state: 'denied'; reason: 'forbidden' | 'failed' }
  | { state: 'enrol' }
  | { state: 'granted'; user: AdminDashboard['user'] };

/**
 * The /admin island (product §3.2): access is granted only when GET admin/dashboard succeeds, so the
 * server's role and second-factor checks are the ones that count. Until it answers: 'Verificando
 * permisos...'. Nobody meets a dead end that a sign-in would open: a guest, or a session that never gave its
 * code, gets the sign-in dialog (password, then the code) and, once in, the panel at the address they asked for;
 * an account on a password an administrator chose picks its own first; an administrator without the second factor
 * gets the enrolment. 'Acceso denegado' is left for the signed-in person who is not an administrator.
 */
export default function AdminApp({ signedIn, account, brandName, paymentMethods, settingDefaults }: Props) {
  const [access, setAccess] = useState<Access>(signedIn ? { state: 'checking' } : { state: 'sign-in', reason: 'guest' });
  const [checks, setChecks] = useState(signedIn ? 1 : 0);
  const checkAgain = () => {
    setAccess({ state: 'checking' });
    setChecks((count) => count + 1);
  };

  useEffect(() => {
    if (checks === 0) return;
    const controller = new AbortController();
    void requestData(api.admin.dashboard.$get(undefined, { init: { signal: controller.signal } })).then(async (result) => {
      if (controller.signal.aborted) return;
      if (result.ok && result.data?.user) setAccess({ state: 'granted', user: result.data.user });
      else if (!result.ok && result.status === 401) setAccess({ state: 'sign-in', reason: 'guest' });
      else if (!result.ok && result.status === 403) {
        const next = await refusal(result.code);
        if (!controller.signal.aborted) setAccess(next);
      }
      // Anything else (server down, no network) is a failed check, said as such.
      else setAccess({ state: 'denied', reason: 'failed' });
    });
    return () => controller.abort();
  }, [checks]);

  // Once the person has their own password, the panel is asked for again.
  useEffect(() => {
    if (access.state !== 'password') return;
    let current = true;
    void accountReady().then((state) => {
      if (current && state.status === 'signed-in') checkAgain();
    });
    return () => {
      current = false;
    };
  }, [access.state]);

  const signIn = () => openAuthDialog('login', { afterSignIn: checkAgain, lead: ADMIN_SIGN_IN_LEAD });
  // Arriving signed out: the dialog is what the person came for.
  const signInOnArrival = useEffectEvent(signIn);
  useEffect(() => {
    if (access.state === 'sign-in') signInOnArrival();
  }, [access.state]);

  if (access.state === 'granted') {
    return <AdminShell user={access.user} brandName={brandName} paymentMethods={paymentMethods} settingDefaults={settingDefaults} />;
  }
  if (access.state === 'enrol') return <AdminMfaEnrolment account={account} brandName={brandName} onDone={checkAgain} />;
  return (
    <>
      {access.state === 'checking' && <AccessChecking />}
      {access.state === 'sign-in' && <SignInGate reason={access.reason} onSignIn={signIn} />}
      {access.state === 'password' && <ChoosePassword />}
      {access.state === 'denied' && <AccessDenied reason={access.reason} />}
      <AuthDialog />
      <SetPasswordModal />
    </>
  );
}

/**
 * The server's 403 says which by its code (docs/api.md, "Errors"): no second factor yet, a session without its
 * code, a password still to choose (which the session also tells), or not an administrator.
 */
async function refusal(code: FailureCode): Promise<Access> {
  if (code === 'MFA_ENROL_REQUIRED') return { state: 'enrol' };
  if (code === 'MFA_VERIFY_REQUIRED') return { state: 'sign-in', reason: 'verify' };
  // A customer on a password an administrator chose is refused as FORBIDDEN (the role is checked first); the
  // session tells that one, and they choose their password before anything else.
  const session = await sessionKnown();
  if (code === 'PASSWORD_SETUP_REQUIRED' || (session.status === 'signed-in' && session.user.needs_password_setup))
    return { state: 'password' };
  return { state: 'denied', reason: 'forbidden' };
}
