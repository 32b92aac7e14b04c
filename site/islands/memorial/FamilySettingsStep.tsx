import { FAMILY_TEMPLATE_OPTIONS, LIMITS } from '../../lib/memorial/memorial-options';
import { TextInput } from './fields';
import type { FamilyValues } from './family-state';
import { TemplatePicker } from './TemplatePicker';

type Props = {
  values: FamilyValues;
  onChange: (field: 'templateId' | 'favoriteMusic', value: string) => void;
  musicError?: string;
};

/** Family step 4, 'Configuración': the design (family-1 by default) and the family's song. */
export function FamilySettingsStep({ values, onChange, musicError }: Props) {
  return (
    <div className="mem-step-fields">
      <TemplatePicker
        legend="Plantilla de diseño"
        name="templateId"
        options={FAMILY_TEMPLATE_OPTIONS}
        value={values.templateId}
        onChange={(value) => onChange('templateId', value)}
      />
      <TextInput
        label="Canción de la familia"
        name="favoriteMusic"
        value={values.favoriteMusic}
        onChange={(value) => onChange('favoriteMusic', value)}
        error={musicError}
        maxLength={LIMITS.music}
        hint="Pega un enlace de YouTube o escribe el nombre de la canción: la buscaremos en YouTube."
        placeholder="https://www.youtube.com/watch?v=…"
        optional
      />
    </div>
  );
}
