/**
 * The back-office's views (product §3.2 sidebar) and how they live in the URL (/admin?vista=ordenes), so a
 * reload or a shared link opens the same view. Pure.
 */

export const ADMIN_VIEWS = ['dashboard', 'ordenes', 'usuarios', 'memoriales', 'placas', 'configuracion', 'perfiles-especiales'] as const;
export type AdminView = (typeof ADMIN_VIEWS)[number];

/** product §3.2: the dashboard is the back-office's first view. */
export const DEFAULT_ADMIN_VIEW: AdminView = 'dashboard';

export const ADMIN_VIEW_LABELS: Record<AdminView, string> = {
  dashboard: 'Resumen',
  ordenes: 'Órdenes (pagos)',
  usuarios: 'Usuarios',
  memoriales: 'Memoriales',
  placas: 'Placas',
  configuracion: 'Configuración',
  'perfiles-especiales': 'Perfiles especiales',
};

export const VIEW_PARAM = 'vista';

function isAdminView(value: string | null): value is AdminView {
  return ADMIN_VIEWS.some((view) => view === value);
}

/** The view a URL's query asks for; the default for a missing or unknown one. */
export function viewFromSearch(search: string): AdminView {
  const value = new URLSearchParams(search).get(VIEW_PARAM);
  return isAdminView(value) ? value : DEFAULT_ADMIN_VIEW;
}

/** `search` with the view set, other parameters kept: '?vista=usuarios'. */
export function searchWithView(search: string, view: AdminView): string {
  const params = new URLSearchParams(search);
  params.set(VIEW_PARAM, view);
  return `?${params.toString()}`;
}
