import { useEffect, useState } from 'react';
import { apiFetch } from '../../lib/api';
import type { PaymentMethodOption } from '../../lib/admin/orders';
import type { SiteSettings } from '../../lib/admin/settings';
import type { SessionUser } from '../../lib/auth/session-types';
import { AccessChecking, AccessDenied } from './AccessStatus';
import { AdminShell } from './AdminShell';
import '../auth/auth.css';
import './admin.css';
import './list.css';

type Props = {
  /** From the page's server-side cookie check: a guest is denied without a request (and without a 401 redirect). */
  signedIn: boolean;
  brandName: string;
  /** The payment_methods setting as id → name, for the table's labels and the manual-order form. */
  paymentMethods: PaymentMethodOption[];
  /** What 'Configuración' shows for a setting never saved (worker/services/default-settings.ts). */
  settingDefaults: SiteSettings;
};

type Access = { state: 'checking' } | { state: 'denied'; reason: 'forbidden' | 'failed' } | { state: 'granted'; user: SessionUser };

/**
 * The /admin island (spec part 3 §2): access is granted only when GET /api/admin/dashboard succeeds, so the
 * server's role check is the one that counts. Until it answers: 'Verificando permisos...'.
 */
export default function AdminApp({ signedIn, brandName, paymentMethods, settingDefaults }: Props) {
  const [access, setAccess] = useState<Access>(signedIn ? { state: 'checking' } : { state: 'denied', reason: 'forbidden' });

  useEffect(() => {
    if (!signedIn) return;
    const controller = new AbortController();
    void apiFetch<{ user: SessionUser }>('/api/admin/dashboard', { signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      if (result.ok && result.data?.user) setAccess({ state: 'granted', user: result.data.user });
      // 403 is a plain "no"; anything else (server down, no network) is a failed check, said as such.
      else setAccess({ state: 'denied', reason: !result.ok && result.status === 403 ? 'forbidden' : 'failed' });
    });
    return () => controller.abort();
  }, [signedIn]);

  if (access.state === 'checking') return <AccessChecking />;
  if (access.state === 'denied') return <AccessDenied reason={access.reason} />;
  return <AdminShell user={access.user} brandName={brandName} paymentMethods={paymentMethods} settingDefaults={settingDefaults} />;
}
