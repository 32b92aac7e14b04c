import { routeHref, viewRoute } from '../../lib/admin/routes';
import { ADMIN_VIEW_LABELS, ADMIN_VIEWS, type AdminView } from '../../lib/admin/views';
import { isPlainClick } from './AdminLink';
import { BrandMark } from './BrandMark';

type Props = {
  brandName: string;
  current: AdminView;
  onSelect: (view: AdminView) => void;
};

/** Simple line icons, one per view; decorative (the label always sits next to them). */
const ICONS: Record<AdminView, string> = {
  dashboard: 'M4 4h7v7H4zM13 4h7v4h-7zM13 10h7v10h-7zM4 13h7v7H4z',
  ordenes: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h3',
  usuarios:
    'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM3 20c0-3.3 2.7-6 6-6s6 2.7 6 6M16 4.5a3.5 3.5 0 0 1 0 6.5M18 14.5c1.8.8 3 2.9 3 5.5',
  memoriales: 'M7 21V10a5 5 0 0 1 10 0v11M4 21h16M12 7v6M9.5 10h5',
  // A plaque with its four screws and a heart.
  placas:
    'M5 4h14a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1zM7 7h.01M17 7h.01M7 17h.01M17 17h.01M12 15.5s-3.5-2.1-3.5-4.6a1.8 1.8 0 0 1 3.5-.9 1.8 1.8 0 0 1 3.5.9c0 2.5-3.5 4.6-3.5 4.6z',
  configuracion:
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19.4 13a7.5 7.5 0 0 0 0-2l2-1.6-2-3.4-2.4 1a7.4 7.4 0 0 0-1.7-1L15 3.5h-4L10.7 6a7.4 7.4 0 0 0-1.7 1l-2.4-1-2 3.4L6.6 11a7.5 7.5 0 0 0 0 2l-2 1.6 2 3.4 2.4-1a7.4 7.4 0 0 0 1.7 1l.3 2.5h4l.3-2.5a7.4 7.4 0 0 0 1.7-1l2.4 1 2-3.4z',
  'perfiles-especiales': 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
};

function Icon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The sidebar's content (product §3.2), shared by the desktop sidebar and the phone drawer. */
export function AdminNav({ brandName, current, onSelect }: Props) {
  return (
    <div className="admin-nav">
      <a className="admin-nav__brand" href="/">
        <BrandMark />
        <span>
          <span className="admin-nav__brand-name">{brandName}</span>
          <span className="admin-nav__brand-note">Panel de administración</span>
        </span>
      </a>
      <nav aria-label="Panel de administración">
        <ul className="admin-nav__list">
          {ADMIN_VIEWS.map((view) => (
            <li key={view}>
              <a
                className="admin-nav__item"
                href={routeHref(viewRoute(view))}
                aria-current={view === current ? 'page' : undefined}
                onClick={(event) => {
                  // A plain click switches in place; a middle or modified click opens the view in a new tab.
                  if (!isPlainClick(event)) return;
                  event.preventDefault();
                  onSelect(view);
                }}
              >
                <Icon path={ICONS[view]} />
                {ADMIN_VIEW_LABELS[view]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <a className="admin-nav__item admin-nav__back" href="/">
        <Icon path="M15 6l-6 6 6 6" />
        Volver al sitio
      </a>
    </div>
  );
}
