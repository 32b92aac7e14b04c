import { count, eq, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { familyProfiles, memorialProfiles } from '../../db/schema';
import type { SiteStats } from '../schemas/settings';

/**
 * The landing's two countable figures as they really are: the memorials and family memorials anyone can open,
 * and every visit those pages have counted. Keyed like site_stats, so either can stand in for the other.
 */
export type RealSiteFigures = Pick<SiteStats, 'memorials_created' | 'monthly_visits'>;

export async function realSiteFigures(db: Db): Promise<RealSiteFigures> {
  const [[individual], [family]] = await Promise.all([
    db.select({ n: count(), visits: sum(memorialProfiles.visitCount) }).from(memorialProfiles).where(eq(memorialProfiles.isPublished, true)),
    db.select({ n: count(), visits: sum(familyProfiles.visitCount) }).from(familyProfiles).where(eq(familyProfiles.isPublished, true)),
  ]);
  return {
    memorials_created: (individual?.n ?? 0) + (family?.n ?? 0),
    monthly_visits: Number(individual?.visits ?? 0) + Number(family?.visits ?? 0),
  };
}

/**
 * The figures the landing shows: the typed ones, or, with 'Usar cifras reales' on, the real counts in their
 * place (the rating stays typed: nothing counts it). Read when the landing renders and by GET /api/settings,
 * which open landing tabs poll, so the figures stay current without anyone typing them.
 */
export async function landingStats(db: Db, stats: SiteStats): Promise<SiteStats> {
  if (!stats.use_real_figures) return stats;
  return { ...stats, ...(await realSiteFigures(db)) };
}
