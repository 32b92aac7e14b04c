import { INDIVIDUAL_TEMPLATE_OPTIONS, LIMITS } from '../../lib/memorial/memorial-options';
import type { BasicInfo, BasicInfoField, FieldErrors } from '../../lib/memorial/memorial-validation';
import { DateInput, TextArea, TextInput } from './fields';
import { TemplatePicker } from './TemplatePicker';

type Props = {
  values: BasicInfo;
  errors: FieldErrors<BasicInfoField>;
  onChange: (field: BasicInfoField, value: string) => void;
  /** Colombia's date: the latest day the date inputs accept. */
  today: string;
};

/** Individual step 1, 'Información Básica' (product §2.5). */
export function BasicInfoStep({ values, errors, onChange, today }: Props) {
  return (
    <div className="mem-step-fields">
      <TextInput
        label="Nombre completo"
        name="name"
        value={values.name}
        onChange={(value) => onChange('name', value)}
        error={errors.name}
        maxLength={LIMITS.name}
        autoComplete="off"
        placeholder="Ej.: María Elena Rodríguez"
        required
      />
      <div className="mem-two-columns">
        <DateInput
          label="Fecha de nacimiento"
          name="birthDate"
          value={values.birthDate}
          onChange={(value) => onChange('birthDate', value)}
          error={errors.birthDate}
          max={today}
          required
        />
        <DateInput
          label="Fecha de fallecimiento"
          name="deathDate"
          value={values.deathDate}
          onChange={(value) => onChange('deathDate', value)}
          error={errors.deathDate}
          max={today}
          required
        />
      </div>
      <TemplatePicker
        legend="Plantilla de diseño"
        name="templateId"
        options={INDIVIDUAL_TEMPLATE_OPTIONS}
        value={values.templateId}
        onChange={(value) => onChange('templateId', value)}
        error={errors.templateId}
        required
      />
      <TextArea
        label="En memoria"
        name="description"
        value={values.description}
        onChange={(value) => onChange('description', value)}
        error={errors.description}
        maxLength={LIMITS.description}
        counter={{ used: values.description.length, max: LIMITS.description }}
        hint="Unas palabras sobre su vida, lo que amaba y cómo la recuerdan."
        optional
        rows={6}
      />
      <TextInput
        label="Música favorita"
        name="favoriteMusic"
        value={values.favoriteMusic}
        onChange={(value) => onChange('favoriteMusic', value)}
        error={errors.favoriteMusic}
        maxLength={LIMITS.music}
        hint="El nombre de la canción y su intérprete, o un enlace de YouTube."
        placeholder="Ej.: Sabor a mí – Eydie Gormé y Trío Los Panchos"
        optional
      />
    </div>
  );
}
