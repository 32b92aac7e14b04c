import type { SiteSettings } from '../../../lib/admin/settings';
import { SectionCard } from './SectionCard';
import { TextField } from './TextField';
import { useSection } from './useSection';

/** hero_section: the landing's title, subtitle and its two buttons. */
export function HeroSettings({ stored }: { stored: SiteSettings['hero_section'] }) {
  const section = useSection('hero_section', stored);
  const { draft, change } = section;
  const set = (field: keyof typeof draft) => (value: string) => change({ ...draft, [field]: value });
  return (
    <SectionCard id="settings-hero" title="Portada" description="El título y el texto que abren la página principal." section={section}>
      <div className="form-grid">
        <TextField label="Título" value={draft.title} onChange={set('title')} maxLength={200} />
        <TextField label="Subtítulo" value={draft.subtitle} onChange={set('subtitle')} maxLength={500} multiline />
        <TextField label="Botón principal" value={draft.cta_primary} onChange={set('cta_primary')} maxLength={60} />
        <TextField label="Botón secundario" value={draft.cta_secondary} onChange={set('cta_secondary')} maxLength={60} />
      </div>
    </SectionCard>
  );
}
