import { ADMIN_READS } from '../../lib/admin/live-topics';
import { api, request } from '../../lib/api-client';
import { createRead, shownRead } from './query';

export const STATS_KEY = ADMIN_READS.stats;

/** The dashboard's figures and recent activity; read again on every live notice that changes them. */
/** Reads carry the whole envelope (`{ success, data }`), as every back-office list does. */
export const $stats = shownRead(
  createRead(STATS_KEY, () => request(api.admin.stats.$get())),
  'Error al cargar las estadísticas',
);
