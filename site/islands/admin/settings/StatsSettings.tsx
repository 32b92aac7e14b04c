import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { SiteSettings } from '../../../lib/admin/settings';
import { formatCount } from '../../../lib/format';
import { $stats } from '../../../stores/admin/stats';
import { SectionCard } from './SectionCard';
import { TextField } from './TextField';
import { useSection } from './useSection';

type Stats = SiteSettings['site_stats'];
type TypedFigure = 'memorials_created' | 'monthly_visits' | 'rating';
type Texts = Record<TypedFigure, string>;

const toTexts = (stats: Stats): Texts => ({
  memorials_created: String(stats.memorials_created),
  monthly_visits: String(stats.monthly_visits),
  rating: String(stats.rating).replace('.', ','),
});

/** '4,8' or '4.8' → 4.8; anything that is not a number goes to the server as NaN, which it refuses in words. */
const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim().replace(',', '.')));

/**
 * site_stats: the landing's three figures; whole numbers, and a rating with one decimal. Beside the two that can be
 * counted, the real count; 'Usar cifras reales' makes the landing show those counts (kept current by the server)
 * instead of the typed ones, which stay stored for when it is turned off.
 */
type CountedFigure = Exclude<TypedFigure, 'rating'>;

/** The two whole-number figures, each with what the real count counts. */
const COUNTED_FIGURES: readonly { figure: CountedFigure; label: string; counts: string }[] = [
  { figure: 'memorials_created', label: 'Memoriales creados', counts: 'memoriales publicados' },
  { figure: 'monthly_visits', label: 'Visitas mensuales', counts: 'visitas a los memoriales' },
];

export function StatsSettings({ stored }: { stored: Stats }) {
  const { save, saving, error, dirty, change, draft } = useSection('site_stats', stored);
  const real = useStore($stats).data?.data.site_figures ?? null;
  // The fields hold text, so '4,' can be on its way to '4,8'.
  const [texts, setTexts] = useState<Texts>(() => toTexts(stored));
  const [followed, setFollowed] = useState(draft);
  if (draft !== followed) {
    setFollowed(draft);
    if (!dirty) setTexts(toTexts(draft));
  }
  const useReal = draft.use_real_figures === true;
  const set = (field: TypedFigure) => (value: string) => {
    setTexts((current) => ({ ...current, [field]: value }));
    change({ ...draft });
  };
  const value = (): Stats => ({
    memorials_created: toNumber(texts.memorials_created),
    monthly_visits: toNumber(texts.monthly_visits),
    rating: toNumber(texts.rating),
    use_real_figures: useReal,
  });
  const realHint = (figure: CountedFigure, what: string) => {
    if (!real) return undefined;
    const count = formatCount(real[figure]);
    return useReal ? `La página principal muestra la cifra real: ${count}` : `Cifra real: ${count} ${what}`;
  };

  return (
    <SectionCard
      id="settings-stats"
      title="Cifras del sitio"
      description="Memoriales creados y visitas (números enteros) y la calificación (de 0 a 5, con un decimal)."
      section={{ error, saving, save: () => save(value()) }}
    >
      <div className="form-grid form-grid--three">
        {COUNTED_FIGURES.map(({ figure, label, counts }) => (
          <TextField
            key={figure}
            label={label}
            inputMode="numeric"
            value={texts[figure]}
            onChange={set(figure)}
            disabled={useReal}
            hint={realHint(figure, counts)}
          />
        ))}
        <TextField label="Calificación" inputMode="decimal" value={texts.rating} onChange={set('rating')} />
      </div>
      <label className="settings-real-figures">
        <input type="checkbox" checked={useReal} onChange={(event) => change({ ...draft, use_real_figures: event.target.checked })} />
        <span>
          <strong>Usar cifras reales</strong>
          <span className="field__hint">
            La página principal mostrará los memoriales publicados y el total de sus visitas, y se mantendrán al día solas. Las cifras
            escritas se guardan para cuando lo desactives; la calificación siempre es la que escribas.
          </span>
        </span>
      </label>
    </SectionCard>
  );
}
