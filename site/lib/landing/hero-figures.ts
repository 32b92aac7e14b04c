/**
 * The hero's headline figures, printed the way the spec shows them ('1.200+', '50K+', '4,9'). Shared by
 * the server render (Hero.astro) and the in-place settings refresh, so both always agree.
 */
import type { SiteStats } from '../../../worker/schemas/settings';
import { formatCompactCount, formatCount, formatRating } from '../format';

export type HeroFigure = { key: keyof SiteStats; value: string; label: string };

export function heroFigures(stats: SiteStats): HeroFigure[] {
  return [
    { key: 'memorials_created', value: `${formatCount(stats.memorials_created)}+`, label: 'Memoriales creados' },
    { key: 'monthly_visits', value: `${formatCompactCount(stats.monthly_visits)}+`, label: 'Visitas mensuales' },
    { key: 'rating', value: formatRating(stats.rating), label: 'Calificación' },
  ];
}
