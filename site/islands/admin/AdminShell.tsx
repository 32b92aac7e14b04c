import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { PaymentMethodOption } from '../../lib/admin/orders';
import { viewFromSearch, type AdminView } from '../../lib/admin/views';
import type { SiteSettings } from '../../lib/admin/settings';
import type { SessionUser } from '../../lib/auth/session-types';
import { $adminLiveMode, followAdminLive } from '../../stores/admin/live';
import { showPendingOrders } from '../../stores/admin/orders';
import { $adminView, followAdminViewHistory, showAdminView } from '../../stores/admin/view';
import Toaster from '../ui/Toaster';
import { AdminDrawer } from './AdminDrawer';
import { AdminNav } from './AdminNav';
import { PendingBell } from './PendingBell';
import { UnavailableView } from './UnavailableView';
import { DashboardView } from './dashboard/DashboardView';
import { MemorialsView } from './memorials/MemorialsView';
import { SettingsView } from './settings/SettingsView';
import { OrdersView } from './orders/OrdersView';
import { UsersView } from './users/UsersView';

/** Spec part 3 §2 role labels. */
const ROLE_LABELS: Record<SessionUser['role'], string> = { user: 'Usuario', admin: 'Admin', super_admin: 'Super Admin' };

type Props = { user: SessionUser; brandName: string; paymentMethods: PaymentMethodOption[]; settingDefaults: SiteSettings };

/**
 * The back-office frame (spec part 3 §2): sidebar (a drawer on phones), header with the pending-orders bell
 * and a welcome, and the open view. Only mounted in the browser, after access was granted, so it reads the
 * view from the URL directly.
 */
export function AdminShell({ user, brandName, paymentMethods, settingDefaults }: Props) {
  const [ready, setReady] = useState(false);
  const view = useStore($adminView);
  const [menuOpen, setMenuOpen] = useState(false);
  const liveMode = useStore($adminLiveMode);

  useEffect(() => {
    $adminView.set(viewFromSearch(window.location.search));
    setReady(true);
    const stopHistory = followAdminViewHistory();
    const stopLive = followAdminLive();
    return () => {
      stopHistory();
      stopLive();
    };
  }, []);

  const select = (next: AdminView) => {
    setMenuOpen(false);
    showAdminView(next);
  };

  const openPendingOrders = () => {
    showAdminView('ordenes');
    showPendingOrders();
  };

  const firstName = user.first_name || user.name || user.email;

  return (
    <div className="admin" data-live={liveMode ?? undefined}>
      <aside className="admin__sidebar">
        <AdminNav brandName={brandName} current={view} onSelect={select} />
      </aside>
      <AdminDrawer open={menuOpen} onClose={() => setMenuOpen(false)}>
        <AdminNav brandName={brandName} current={view} onSelect={select} />
      </AdminDrawer>

      <div className="admin__body">
        <header className="admin__header">
          <button
            type="button"
            className="admin__menu-button"
            onClick={() => setMenuOpen(true)}
            aria-label="Abrir menú"
            aria-expanded={menuOpen}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
          </button>
          <p className="admin__welcome">
            <span className="admin__welcome-name">Hola, {firstName}</span>
            <span className="admin__welcome-note">{ROLE_LABELS[user.role]}</span>
          </p>
          <PendingBell onOpen={openPendingOrders} />
        </header>

        <main id="contenido" className="admin__main">
          {ready && (
            <OpenView
              view={view}
              user={user}
              paymentMethods={paymentMethods}
              settingDefaults={settingDefaults}
              onSelect={select}
              onOpenPending={openPendingOrders}
            />
          )}
        </main>
      </div>
      {/* The site header mounts the Toaster elsewhere; the back-office has its own frame. */}
      <Toaster placement="top-right" />
    </div>
  );
}

type OpenViewProps = {
  view: AdminView;
  user: SessionUser;
  paymentMethods: PaymentMethodOption[];
  settingDefaults: SiteSettings;
  onSelect: (view: AdminView) => void;
  onOpenPending: () => void;
};

function OpenView({ view, user, paymentMethods, settingDefaults, onSelect, onOpenPending }: OpenViewProps) {
  switch (view) {
    case 'dashboard':
      return <DashboardView onOpen={onSelect} onOpenPending={onOpenPending} />;
    case 'ordenes':
      return <OrdersView paymentMethods={paymentMethods} />;
    case 'usuarios':
      return <UsersView actor={user} />;
    case 'memoriales':
      return <MemorialsView />;
    case 'configuracion':
      return <SettingsView defaults={settingDefaults} />;
    default:
      return <UnavailableView view={view} onOpenOrders={() => onSelect('ordenes')} />;
  }
}
