import { LIMITS } from '../../lib/memorial/memorial-options';
import type { FamilyInfoField, FieldErrors } from '../../lib/memorial/memorial-validation';
import { TextArea, TextInput } from './fields';
import type { FamilyValues } from './family-state';

type Props = {
  values: FamilyValues;
  errors: FieldErrors<FamilyInfoField>;
  onChange: (field: FamilyInfoField, value: string) => void;
};

/** Family step 1, 'Información': the family's name and an optional few words (product §2.5). */
export function FamilyInfoStep({ values, errors, onChange }: Props) {
  return (
    <div className="mem-step-fields">
      <TextInput
        label="Nombre de la familia"
        name="familyName"
        value={values.familyName}
        onChange={(value) => onChange('familyName', value)}
        error={errors.familyName}
        maxLength={LIMITS.familyName}
        counter={{ used: values.familyName.length, max: LIMITS.familyName }}
        placeholder="Ej.: Familia Gómez Herrera"
        required
      />
      <TextArea
        label="En memoria"
        name="description"
        value={values.description}
        onChange={(value) => onChange('description', value)}
        error={errors.description}
        maxLength={LIMITS.familyDescription}
        counter={{ used: values.description.length, max: LIMITS.familyDescription }}
        hint="Unas palabras sobre la familia y lo que los une."
        optional
        rows={6}
      />
    </div>
  );
}
