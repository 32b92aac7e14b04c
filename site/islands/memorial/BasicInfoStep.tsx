import { INDIVIDUAL_TEMPLATE_OPTIONS, LIMITS } from '../../lib/memorial/memorial-options';
import type { BasicInfo, BasicInfoField, FieldErrors } from '../../lib/memorial/memorial-validation';
import { fieldBinder, InMemoryField, LifeDates, TextInput } from './fields';
import { TemplatePicker } from './TemplatePicker';

type Props = {
  values: BasicInfo;
  errors: FieldErrors<BasicInfoField>;
  onChange: (field: BasicInfoField, value: string) => void;
  /** Colombia's date: the latest day the date inputs accept. */
  today: string;
};

/** Individual step 1, 'Información básica' (product §2.5). */
export function BasicInfoStep({ values, errors, onChange, today }: Props) {
  const field = fieldBinder(values, errors, onChange);
  return (
    <div className="mem-step-fields">
      <TextInput
        label="Nombre completo"
        {...field('name')}
        maxLength={LIMITS.name}
        autoComplete="off"
        placeholder="Ej.: María Elena Rodríguez"
        required
      />
      <LifeDates values={values} errors={errors} onChange={onChange} today={today} />
      <TemplatePicker legend="Plantilla de diseño" {...field('templateId')} options={INDIVIDUAL_TEMPLATE_OPTIONS} required />
      <InMemoryField
        {...field('description')}
        max={LIMITS.description}
        hint="Unas palabras sobre su vida, lo que amaba y cómo la recuerdan."
      />
      <TextInput
        label="Música favorita"
        {...field('favoriteMusic')}
        maxLength={LIMITS.music}
        hint="El nombre de la canción y su intérprete, o un enlace de YouTube."
        placeholder="Ej.: Sabor a mí – Eydie Gormé y Trío Los Panchos"
        optional
      />
    </div>
  );
}
