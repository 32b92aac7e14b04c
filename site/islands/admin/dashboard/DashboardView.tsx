import { useStore } from '@nanostores/react';
import { ACTIVITY_LABELS, type ActivityItem } from '../../../lib/admin/dashboard';
import type { AdminView } from '../../../lib/admin/views';
import { formatDateTime } from '../../../lib/dates';
import { formatCOP, formatCount } from '../../../lib/format';
import { invalidatePrefixes } from '../../../stores/admin/query';
import { $stats, STATS_KEY } from '../../../stores/admin/stats';
import { FailedMailReview } from './FailedMailReview';
import './dashboard.css';

type Props = { onOpen: (view: AdminView) => void; onOpenPending: () => void };

/**
 * The back-office's first view (product §3.2, §3.7): users, orders, revenue (paid orders, COP) and pending
 * orders, the recent activity, and quick actions to the other views. Live: it refreshes in place when users,
 * orders or memorials change (stores/admin/live.ts).
 */
export function DashboardView({ onOpen, onOpenPending }: Props) {
  const read = useStore($stats);
  const stats = read.data?.data;

  return (
    <section className="admin-dashboard" aria-labelledby="dashboard-title">
      <h1 id="dashboard-title" className="admin-view__title">
        Resumen
      </h1>

      {read.error && (
        <div className="form-alert admin-list__alert" role="alert">
          <span>{read.error}</span>
          <button type="button" className="text-button" onClick={() => invalidatePrefixes(STATS_KEY)}>
            Reintentar
          </button>
        </div>
      )}

      <dl className="stat-grid" aria-busy={read.loading || undefined}>
        <Stat label="Usuarios" value={stats ? formatCount(stats.users) : null} />
        <Stat label="Órdenes" value={stats ? formatCount(stats.orders) : null} />
        <Stat label="Ingresos" value={stats ? formatCOP(stats.revenue) : null} note="Órdenes pagadas" />
        <Stat
          label="Órdenes pendientes"
          value={stats ? formatCount(stats.pending) : null}
          note="Por verificar"
          highlight={(stats?.pending ?? 0) > 0}
        />
      </dl>

      <FailedMailReview version={read.data} />

      <div className="admin-dashboard__columns">
        <section className="surface-card surface-card--compact admin-dashboard__activity" aria-labelledby="activity-title">
          <h2 id="activity-title" className="admin-card__title">
            Actividad reciente
          </h2>
          {!stats ? (
            !read.error && (
              <div className="admin-list__loading" role="status">
                <span className="spinner spinner--large" aria-hidden="true" />
                <span>Cargando actividad...</span>
              </div>
            )
          ) : stats.recent_activity.length === 0 ? (
            <p className="admin-dashboard__empty">Aún no hay actividad.</p>
          ) : (
            <ol className="activity-list">
              {stats.recent_activity.map((item) => (
                <ActivityRow key={`${item.type}:${item.id}`} item={item} />
              ))}
            </ol>
          )}
        </section>

        <section className="surface-card surface-card--compact admin-dashboard__actions" aria-labelledby="quick-title">
          <h2 id="quick-title" className="admin-card__title">
            Acciones rápidas
          </h2>
          <div className="quick-actions">
            <button type="button" className="button button--primary" onClick={onOpenPending}>
              Verificar pagos pendientes
            </button>
            <button type="button" className="button button--secondary" onClick={() => onOpen('ordenes')}>
              Ver órdenes
            </button>
            <button type="button" className="button button--secondary" onClick={() => onOpen('usuarios')}>
              Gestionar usuarios
            </button>
            <button type="button" className="button button--secondary" onClick={() => onOpen('memoriales')}>
              Buscar memoriales
            </button>
            <button type="button" className="button button--secondary" onClick={() => onOpen('perfiles-especiales')}>
              Perfiles especiales
            </button>
          </div>
        </section>
      </div>
    </section>
  );
}

function Stat({ label, value, note, highlight = false }: { label: string; value: string | null; note?: string; highlight?: boolean }) {
  return (
    <div className={`surface-card surface-card--compact stat${highlight ? ' stat--highlight' : ''}`}>
      <dt className="stat__label">{label}</dt>
      <dd className="serif-heading stat__value" data-stat={label}>
        {value ?? <span className="stat__placeholder" aria-label="Cargando" />}
      </dd>
      {note && <dd className="stat__note">{note}</dd>}
    </div>
  );
}

function ActivityRow({ item }: { item: ActivityItem }) {
  return (
    <li className={`activity activity--${item.type}`}>
      <span className="activity__type">{ACTIVITY_LABELS[item.type]}</span>
      <span className="activity__who">
        {item.who}
        {item.detail && <span className="activity__detail"> · {item.detail}</span>}
      </span>
      {item.amount !== null && <span className="activity__amount">{formatCOP(item.amount)}</span>}
      <time className="activity__date" dateTime={item.date}>
        {formatDateTime(item.date)}
      </time>
    </li>
  );
}
