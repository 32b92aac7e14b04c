import { useEffect, useState } from 'react';
import { apiFetch } from '../../lib/api';
import type { PaymentMethodOption } from '../../lib/admin/orders';
import type { SiteSettings } from '../../lib/admin/settings';
import type { SessionUser } from '../../lib/auth/session-types';
import { MFA_MESSAGES } from '../../lib/auth/mfa';
import { AccessChecking, AccessDenied } from './AccessStatus';
import { AdminMfaEnrolment } from './AdminMfaEnrolment';
import { AdminShell } from './AdminShell';
import '../auth/auth.css';
import './admin.css';
import './list.css';

type Props = {
  /** From the page's server-side cookie check: a guest is denied without a request (and without a 401 redirect). */
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
  | { state: 'denied'; reason: 'forbidden' | 'failed' | 'verify' }
  | { state: 'enrol' }
  | { state: 'granted'; user: SessionUser };

/**
 * The /admin island (spec part 3 §2): access is granted only when GET /api/admin/dashboard succeeds, so the
 * server's role and second-factor checks are the ones that count. Until it answers: 'Verificando
 * permisos...'. An administrator without the second factor is refused with a text of its own, and gets the
 * enrolment instead of 'Acceso Denegado'; once it is on, the check runs again.
 */
export default function AdminApp({ signedIn, account, brandName, paymentMethods, settingDefaults }: Props) {
  const [access, setAccess] = useState<Access>(signedIn ? { state: 'checking' } : { state: 'denied', reason: 'forbidden' });
  const [checks, setChecks] = useState(0);

  useEffect(() => {
    if (!signedIn) return;
    const controller = new AbortController();
    void apiFetch<{ user: SessionUser }>('/api/admin/dashboard', { signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      if (result.ok && result.data?.user) setAccess({ state: 'granted', user: result.data.user });
      else if (!result.ok && result.status === 403) setAccess(refusal(result.error));
      // Anything else (server down, no network) is a failed check, said as such.
      else setAccess({ state: 'denied', reason: 'failed' });
    });
    return () => controller.abort();
  }, [signedIn, checks]);

  if (access.state === 'checking') return <AccessChecking />;
  if (access.state === 'denied') return <AccessDenied reason={access.reason} />;
  if (access.state === 'enrol') {
    return (
      <AdminMfaEnrolment
        account={account}
        brandName={brandName}
        onDone={() => {
          setAccess({ state: 'checking' });
          setChecks(checks + 1);
        }}
      />
    );
  }
  return <AdminShell user={access.user} brandName={brandName} paymentMethods={paymentMethods} settingDefaults={settingDefaults} />;
}

/** The server's 403 says which: not an administrator, no second factor yet, or a session without its code. */
function refusal(error: string): Access {
  if (error === MFA_MESSAGES.adminMustEnrol) return { state: 'enrol' };
  return { state: 'denied', reason: error === MFA_MESSAGES.adminMustVerify ? 'verify' : 'forbidden' };
}
