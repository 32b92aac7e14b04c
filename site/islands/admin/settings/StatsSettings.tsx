import { useEffect, useState } from 'react';
import type { SiteSettings } from '../../../lib/admin/settings';
import { SectionCard } from './SectionCard';
import { TextField } from './TextField';
import { useSection } from './useSection';

type Stats = SiteSettings['site_stats'];
type Texts = Record<keyof Stats, string>;

const toTexts = (stats: Stats): Texts => ({
  memorials_created: String(stats.memorials_created),
  monthly_visits: String(stats.monthly_visits),
  rating: String(stats.rating).replace('.', ','),
});

/** '4,8' or '4.8' → 4.8; anything that is not a number goes to the server as NaN, which it refuses in words. */
const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim().replace(',', '.')));

/** site_stats: the landing's three figures; whole numbers, and a rating with one decimal. */
export function StatsSettings({ stored }: { stored: Stats }) {
  const { save, saving, error, dirty, change, draft } = useSection('site_stats', stored);
  // The fields hold text, so '4,' can be on its way to '4,8'.
  const [texts, setTexts] = useState<Texts>(() => toTexts(stored));
  useEffect(() => {
    if (!dirty) setTexts(toTexts(draft));
  }, [draft]);
  const set = (field: keyof Stats) => (value: string) => {
    setTexts((current) => ({ ...current, [field]: value }));
    change({ ...draft });
  };
  const value = (): Stats => ({
    memorials_created: toNumber(texts.memorials_created),
    monthly_visits: toNumber(texts.monthly_visits),
    rating: toNumber(texts.rating),
  });
  return (
    <SectionCard
      id="settings-stats"
      title="Cifras del sitio"
      description="Memoriales creados y visitas mensuales (números enteros) y la calificación (de 0 a 5, con un decimal)."
      error={error}
      saving={saving}
      onSave={() => void save(value())}
    >
      <div className="form-grid form-grid--three">
        <TextField label="Memoriales creados" inputMode="numeric" value={texts.memorials_created} onChange={set('memorials_created')} />
        <TextField label="Visitas mensuales" inputMode="numeric" value={texts.monthly_visits} onChange={set('monthly_visits')} />
        <TextField label="Calificación" inputMode="decimal" value={texts.rating} onChange={set('rating')} />
      </div>
    </SectionCard>
  );
}
