import type { AdminStats } from '../../lib/admin/dashboard';
import { createFetcherStore, shownRead } from './query';

export const STATS_KEY = '/api/admin/stats';

/** The dashboard's figures and recent activity; read again on every live notice that changes them. */
/** Reads carry the whole envelope (`{ success, data }`), as every back-office list does. */
export const $stats = shownRead(createFetcherStore<{ data: AdminStats }>(STATS_KEY), 'Error al cargar las estadísticas');
