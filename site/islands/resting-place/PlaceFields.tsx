import { useId, useState } from 'react';
import { preparePhoto } from '../../lib/media/prepare-photo';
import { PHOTO_ACCEPT } from '../../lib/media/photo-rules';
import { uploadPhoto } from '../../lib/media/uploads';
import { KIND_OPTIONS, PLACE_FORM_TEXTS as T, type PlaceFormField, type PlaceFormValues } from '../../lib/memorial/resting-place-form';
import type { FieldErrors } from '../../lib/forms/zod-field-errors';
import { DateInput, SelectInput, TextArea, TextInput } from '../memorial/fields';
import { LocationPicker } from './LocationPicker';

type Props = {
  values: PlaceFormValues;
  errors: FieldErrors<PlaceFormField>;
  onChange: (values: PlaceFormValues) => void;
  /** The move's form has no 'since': the new place's is the move's day. */
  withSince: boolean;
  today: string;
};

/** The fields of one place: what, where, since when, how to find it, its point on the map, a photo and who sees it. */
export function PlaceFields({ values, errors, onChange, withSince, today }: Props) {
  const id = useId();
  const [photoState, setPhotoState] = useState<'idle' | 'uploading' | 'failed'>('idle');
  const set = <K extends keyof PlaceFormValues>(field: K, value: PlaceFormValues[K]) => onChange({ ...values, [field]: value });
  const text = (field: 'cemetery' | 'city' | 'section' | 'number' | 'directions' | 'contract_years' | 'since') => ({
    name: field,
    value: values[field],
    onChange: (value: string) => set(field, value),
    error: errors[field],
  });

  async function choosePhoto(file: File | undefined) {
    if (!file) return;
    setPhotoState('uploading');
    const prepared = await preparePhoto(file);
    const sent = prepared.ok ? await uploadPhoto(prepared.file, 'gallery', undefined, T.photoFailed) : null;
    if (!sent?.ok) {
      setPhotoState('failed');
      return;
    }
    setPhotoState('idle');
    onChange({ ...values, photo_url: sent.data.url });
  }

  return (
    <div className="place-fields">
      <SelectInput
        label={T.kind}
        name="kind"
        value={values.kind}
        options={KIND_OPTIONS}
        onChange={(value) => set('kind', value as PlaceFormValues['kind'])}
        error={errors.kind}
      />
      <div className="place-fields__pair">
        <TextInput label={T.cemetery} maxLength={120} optional {...text('cemetery')} />
        <TextInput label={T.city} maxLength={80} optional autoComplete="address-level2" {...text('city')} />
      </div>
      <div className="place-fields__pair">
        <TextInput label={T.section} maxLength={80} optional {...text('section')} />
        <TextInput label={T.number} maxLength={40} optional {...text('number')} />
      </div>
      {withSince && <DateInput label={T.since} max={today} optional {...text('since')} />}
      {values.kind === 'boveda' && <TextInput label={T.contractYears} optional hint={T.contractHint} {...text('contract_years')} />}
      <TextArea
        label={T.directions}
        maxLength={500}
        rows={3}
        optional
        hint={T.directionsHint}
        counter={{ used: values.directions.length, max: 500 }}
        {...text('directions')}
      />
      <LocationPicker
        latitude={values.latitude}
        longitude={values.longitude}
        error={errors.latitude}
        onChange={(latitude, longitude) => onChange({ ...values, latitude, longitude })}
      />
      <label className="place-fields__check">
        <input type="checkbox" checked={values.outside_colombia} onChange={(event) => set('outside_colombia', event.target.checked)} />
        {T.outsideColombia}
      </label>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-photo`}>
          {T.photo} <span className="mem-field__optional">(opcional)</span>
        </label>
        {values.photo_url && <img className="place-fields__photo" src={values.photo_url} alt={T.photo} width={240} height={180} />}
        <input
          id={`${id}-photo`}
          type="file"
          accept={PHOTO_ACCEPT}
          onChange={(event) => void choosePhoto(event.target.files?.[0])}
          aria-describedby={`${id}-photo-hint`}
        />
        <p className="field__hint" id={`${id}-photo-hint`}>
          {photoState === 'uploading' ? T.photoUploading : T.photoHint}
        </p>
        {(photoState === 'failed' || errors.photo_url) && (
          <p className="field__error" role="alert">
            {errors.photo_url ?? T.photoFailed}
          </p>
        )}
        {values.photo_url && (
          <button type="button" className="button button--ghost button--small" onClick={() => set('photo_url', null)}>
            {T.removePhoto}
          </button>
        )}
      </div>
      <label className="place-fields__check">
        <input
          type="checkbox"
          checked={values.visible}
          onChange={(event) => set('visible', event.target.checked)}
          aria-describedby={`${id}-visible-hint`}
        />
        {T.visible}
      </label>
      <p className="field__hint" id={`${id}-visible-hint`}>
        {T.visibleHint}
      </p>
    </div>
  );
}
