import { useStore } from '@nanostores/react';
import { useEffect, useLayoutEffect, useState } from 'react';
import type { PaymentMethodOption } from '../../lib/admin/orders';
import type { AdminRoute } from '../../lib/admin/routes';
import type { AdminView } from '../../lib/admin/views';
import type { SiteSettings } from '../../lib/admin/settings';
import type { AdminDashboard } from '../../lib/admin/answers';
import { $adminLiveMode, followAdminLive } from '../../stores/admin/live';
import { showPendingOrders } from '../../stores/admin/orders';
import { $adminRoute, $adminView, followAdminRoute, showAdminView } from '../../stores/admin/view';
import Toaster from '../ui/Toaster';
import { AdminDrawer } from './AdminDrawer';
import { AdminNav } from './AdminNav';
import { PendingBell } from './PendingBell';
import { CoupleMemorialView } from './couples/CoupleMemorialView';
import { CoupleWizard } from './couples/CoupleWizard';
import { CoupleMemorialsView } from './couples/CoupleMemorialsView';
import { DashboardView } from './dashboard/DashboardView';
import { MemorialsView } from './memorials/MemorialsView';
import { SettingsView } from './settings/SettingsView';
import { OrdersView } from './orders/OrdersView';
import { PlaquesView } from './plaques/PlaquesView';
import { UsersView } from './users/UsersView';

/** The administrator the panel opened for (the dashboard route's answer). */
type SessionUser = AdminDashboard['user'];

/** product §3.2 role labels. */
const ROLE_LABELS: Record<SessionUser['role'], string> = { user: 'Usuario', admin: 'Admin', super_admin: 'Superadministrador' };

type Props = { user: SessionUser; brandName: string; paymentMethods: PaymentMethodOption[]; settingDefaults: SiteSettings };

/**
 * The back-office frame (product §3.2): sidebar (a drawer on phones), header with the pending-orders bell
 * and a welcome, and the open view or couple memorial screen. Only mounted in the browser, after access
 * was granted, so it reads the place from the URL directly (every back-office address opens this shell).
 */
export function AdminShell({ user, brandName, paymentMethods, settingDefaults }: Props) {
  const [ready, setReady] = useState(false);
  const view = useStore($adminView);
  const route = useStore($adminRoute);
  const [menuOpen, setMenuOpen] = useState(false);
  const liveMode = useStore($adminLiveMode);

  // Before the first paint, so the sidebar never shows (and animates away from) the default view.
  useLayoutEffect(() => {
    const stopHistory = followAdminRoute();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the second render must come before the first paint, with the route read
    setReady(true);
    return stopHistory;
  }, []);

  useEffect(() => followAdminLive(), []);

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
            <span className="serif-heading admin__welcome-name">Hola, {firstName}</span>
            <span className="admin__welcome-note">{ROLE_LABELS[user.role]}</span>
          </p>
          <PendingBell onOpen={openPendingOrders} />
        </header>

        <main id="contenido" className="admin__main">
          {ready && (
            <OpenView
              route={route}
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
  route: AdminRoute;
  user: SessionUser;
  paymentMethods: PaymentMethodOption[];
  settingDefaults: SiteSettings;
  onSelect: (view: AdminView) => void;
  onOpenPending: () => void;
};

function OpenView({ route, user, paymentMethods, settingDefaults, onSelect, onOpenPending }: OpenViewProps) {
  if (route.kind === 'couple-create') return <CoupleWizard key="new" />;
  // Keyed by id: another profile's wizard or viewer starts from scratch.
  if (route.kind === 'couple-edit') return <CoupleWizard key={route.id} profileId={route.id} />;
  if (route.kind === 'couple-profile') return <CoupleMemorialView key={route.id} id={route.id} />;
  switch (route.view) {
    case 'dashboard':
      return <DashboardView onOpen={onSelect} onOpenPending={onOpenPending} />;
    case 'ordenes':
      return <OrdersView paymentMethods={paymentMethods} />;
    case 'usuarios':
      return <UsersView actor={user} />;
    case 'memoriales':
      return <MemorialsView />;
    case 'placas':
      return <PlaquesView />;
    case 'configuracion':
      return <SettingsView defaults={settingDefaults} role={user.role} />;
    case 'perfiles-especiales':
      return <CoupleMemorialsView />;
  }
}
