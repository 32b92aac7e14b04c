import type { Db } from '../../db/client';
import type { SiteStats } from '../schemas/settings';
import { readCounts } from './row-counts';

/**
 * The landing's two countable figures as they really are: the memorials and family memorials anyone can open,
 * and every visit those pages have counted. Keyed like site_stats, so either can stand in for the other.
 */
export type RealSiteFigures = Pick<SiteStats, 'memorials_created' | 'monthly_visits'>;

/** Kept by triggers (services/row-counts.ts): the dashboard and the landing read two rows, not every memorial. */
export async function realSiteFigures(db: Db): Promise<RealSiteFigures> {
  const counts = await readCounts(db, ['published', 'published_visits']);
  return { memorials_created: counts.published, monthly_visits: counts.published_visits };
}

/**
 * The figures the landing shows: the typed ones, or, with 'Usar cifras reales' on, the real counts in their
 * place (the rating stays typed: nothing counts it). Read when the landing renders and by GET /api/settings,
 * which open landing tabs poll, so the figures stay current without anyone typing them.
 */
export async function landingStats(deps: { db: Db }, stats: SiteStats): Promise<SiteStats> {
  const { db } = deps;
  if (!stats.use_real_figures) return stats;
  return { ...stats, ...(await realSiteFigures(db)) };
}
