/**
 * The hero's headline figures, printed the way docs/product shows them ('1.200+', '50K+', '4,9'). Shared by
 * the server render (Hero.astro) and the in-place settings refresh, so both always agree.
 */
import type { SiteStats } from '../../../worker/schemas/settings';
import { formatCompactCount, formatCount, formatRating } from '../format';

export type HeroFigure = { key: keyof SiteStats; value: string; label: string };

export function heroFigures(stats: SiteStats): HeroFigure[] {
  return [
    { key: 'memorials_created', value: `${formatCount(stats.memorials_created)}+`, label: 'Memoriales creados' },
    // The real count is every visit the memorials have had, not a month's: the label says so.
    {
      key: 'monthly_visits',
      value: `${formatCompactCount(stats.monthly_visits)}+`,
      label: stats.use_real_figures ? 'Visitas a los memoriales' : 'Visitas mensuales',
    },
    { key: 'rating', value: formatRating(stats.rating), label: 'Calificación' },
  ];
}
