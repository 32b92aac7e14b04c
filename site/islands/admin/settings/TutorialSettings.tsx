import type { SiteSettings } from '../../../lib/admin/settings';
import { SectionCard } from './SectionCard';
import { TextField } from './TextField';
import { useSection } from './useSection';

/**
 * tutorial_video: the YouTube video the landing's 'Videos tutoriales' card opens. The server checks it is one
 * video ('URL de YouTube no válida') and keeps its plain watch address; left empty, the card is not shown.
 */
export function TutorialSettings({ stored }: { stored: SiteSettings['tutorial_video'] }) {
  const section = useSection('tutorial_video', stored);
  const { draft, change } = section;
  return (
    <SectionCard
      id="settings-tutorial"
      title="Video tutorial"
      description="El video de YouTube que abre la tarjeta «Videos tutoriales» de la página principal."
      section={section}
    >
      <TextField
        label="Dirección del video en YouTube"
        type="url"
        value={draft.url}
        onChange={(url) => change({ url })}
        maxLength={300}
        hint="Por ejemplo https://www.youtube.com/watch?v=… o https://youtu.be/…. Déjala vacía y la tarjeta no se muestra."
      />
    </SectionCard>
  );
}
