import { LIMITS } from '../../lib/memorial/memorial-options';
import type { FamilyInfoField, FieldErrors } from '../../lib/memorial/memorial-validation';
import { fieldBinder, InMemoryField, TextInput } from './fields';
import type { FamilyValues } from './family-state';

type Props = {
  values: FamilyValues;
  errors: FieldErrors<FamilyInfoField>;
  onChange: (field: FamilyInfoField, value: string) => void;
};

/** Family step 1, 'Información': the family's name and an optional few words (product §2.5). */
export function FamilyInfoStep({ values, errors, onChange }: Props) {
  const field = fieldBinder(values, errors, onChange);
  return (
    <div className="mem-step-fields">
      <TextInput
        label="Nombre de la familia"
        {...field('familyName')}
        maxLength={LIMITS.familyName}
        counter={{ used: values.familyName.length, max: LIMITS.familyName }}
        placeholder="Ej.: Familia Gómez Herrera"
        required
      />
      <InMemoryField {...field('description')} max={LIMITS.familyDescription} hint="Unas palabras sobre la familia y lo que los une." />
    </div>
  );
}
