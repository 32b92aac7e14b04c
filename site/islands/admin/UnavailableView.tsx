import { ADMIN_VIEW_LABELS, type AdminView } from '../../lib/admin/views';

/**
 * The views of the sidebar that this version does not have yet. Said plainly, with the way to what works.
 */
export function UnavailableView({ view, onOpenOrders }: { view: AdminView; onOpenOrders: () => void }) {
  return (
    <section className="admin-view" aria-labelledby="unavailable-title">
      <h1 id="unavailable-title" className="admin-view__title">
        {ADMIN_VIEW_LABELS[view]}
      </h1>
      <div className="admin-card admin-unavailable">
        <p>Esta vista no está disponible en esta versión del panel.</p>
        <p className="admin-unavailable__hint">Por ahora puedes revisar pagos y registrar órdenes desde Órdenes (pagos).</p>
        <button type="button" className="button button--secondary button--small" onClick={onOpenOrders}>
          Ir a Órdenes
        </button>
      </div>
    </section>
  );
}
