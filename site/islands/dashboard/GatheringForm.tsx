import { useEffect, useId, useRef, useState, type SubmitEvent, type KeyboardEvent } from 'react';
import { fieldErrors, hasErrors, type FieldErrors } from '../../lib/forms/zod-field-errors';
import {
  GATHERING_FIELDS,
  GATHERING_KIND_OPTIONS,
  GATHERING_LIMITS as L,
  GATHERINGS_OWNER_TEXTS as T,
  gatheringBody,
  type GatheringBody,
  type GatheringField,
  type GatheringForm as Form,
} from '../../lib/dashboard/gatherings-owner';
import { gatheringInputSchema } from '../../../worker/schemas/gatherings';
import { FormRow } from '../ui/FormRow';
import { SPANISH_PARSE } from '../../../worker/schemas/spanish-issues';

type Props = {
  initial: Form;
  title: string;
  /** Sends the body; resolves to the server's Spanish refusal, or null once saved. */
  onSubmit: (body: GatheringBody) => Promise<string | null>;
  onCancel: () => void;
};

/**
 * Adding or editing one gathering, in place in the panel: the kind, an optional title, the day and hour (typed
 * in Colombia's time, datetime-local), the place, and the optional address, coordinates, livestream and notes.
 * Checked with the API's own schema before sending, so the form says what the server would refuse; the server's
 * refusal (a past hour, the 50 limit) shows above the buttons.
 */
export function GatheringForm({ initial, title, onSubmit, onCancel }: Props) {
  const [form, setForm] = useState<Form>(initial);
  const [errors, setErrors] = useState<FieldErrors<GatheringField>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();

  useEffect(() => headingRef.current?.focus(), []);

  const set = (field: GatheringField) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setForm((current) => ({ ...current, [field]: value }));
  };

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const body = gatheringBody(form);
    const found = fieldErrors(gatheringInputSchema.safeParse(body, SPANISH_PARSE), GATHERING_FIELDS);
    setErrors(found);
    setRefusal(null);
    if (hasErrors(found)) {
      const first = event.currentTarget.querySelector<HTMLElement>('[aria-invalid="true"]');
      first?.focus();
      return;
    }
    setSaving(true);
    const refused = await onSubmit(body);
    setSaving(false);
    if (refused) setRefusal(refused);
  }

  // Escape closes the form, not the whole dialog.
  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key !== 'Escape' || saving) return;
    event.preventDefault();
    event.stopPropagation();
    onCancel();
  }

  return (
    <form
      className="dash-gath__form"
      onSubmit={(event) => void submit(event)}
      onKeyDown={onKeyDown}
      aria-labelledby={headingId}
      aria-busy={saving || undefined}
      noValidate
    >
      <h4 id={headingId} ref={headingRef} tabIndex={-1} className="dash-gath__form-title">
        {title}
      </h4>
      <div className="dash-gath__grid">
        <FormRow label={T.kind} error={errors.kind}>
          {(control) => (
            <select {...control} className="field__input" name="kind" value={form.kind} onChange={set('kind')}>
              {GATHERING_KIND_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </FormRow>
        <FormRow label={T.titleLabel} error={errors.title} hint={T.titleHint}>
          {(control) => (
            <input {...control} className="field__input" name="title" value={form.title} maxLength={L.title} onChange={set('title')} />
          )}
        </FormRow>
        <FormRow label={T.startsAt} error={errors.starts_at} hint={T.timeHint}>
          {(control) => (
            <input
              {...control}
              className="field__input"
              type="datetime-local"
              name="starts_at"
              value={form.starts_at}
              required
              onChange={set('starts_at')}
            />
          )}
        </FormRow>
        <FormRow label={T.endsAt} error={errors.ends_at} hint={T.timeHint}>
          {(control) => (
            <input
              {...control}
              className="field__input"
              type="datetime-local"
              name="ends_at"
              value={form.ends_at}
              min={form.starts_at || undefined}
              onChange={set('ends_at')}
            />
          )}
        </FormRow>
        <FormRow label={T.placeName} error={errors.place_name} hint={T.placeHint}>
          {(control) => (
            <input
              {...control}
              className="field__input"
              name="place_name"
              value={form.place_name}
              maxLength={L.placeName}
              required
              onChange={set('place_name')}
            />
          )}
        </FormRow>
        <FormRow label={T.address} error={errors.address} hint={T.addressHint}>
          {(control) => (
            <input
              {...control}
              className="field__input"
              name="address"
              value={form.address}
              maxLength={L.address}
              autoComplete="street-address"
              onChange={set('address')}
            />
          )}
        </FormRow>
        <FormRow label={T.livestream} error={errors.livestream_url} hint={T.livestreamHint}>
          {(control) => (
            <input
              {...control}
              className="field__input"
              type="url"
              inputMode="url"
              name="livestream_url"
              value={form.livestream_url}
              maxLength={L.livestreamUrl}
              placeholder="https://"
              onChange={set('livestream_url')}
            />
          )}
        </FormRow>
        <FormRow label={T.notes} error={errors.notes}>
          {(control) => (
            <textarea
              {...control}
              className="field__input"
              name="notes"
              rows={3}
              value={form.notes}
              maxLength={L.notes}
              onChange={set('notes')}
            />
          )}
        </FormRow>
      </div>
      <details
        className="dash-gath__location"
        open={Boolean(form.latitude || form.longitude || errors.latitude || errors.longitude) || undefined}
      >
        <summary>{T.location}</summary>
        <div className="dash-gath__coordinates">
          <FormRow label={T.latitude} error={errors.latitude}>
            {(control) => (
              <input
                {...control}
                className="field__input"
                inputMode="decimal"
                name="latitude"
                value={form.latitude}
                placeholder="6.2442"
                onChange={set('latitude')}
              />
            )}
          </FormRow>
          <FormRow label={T.longitude} error={errors.longitude}>
            {(control) => (
              <input
                {...control}
                className="field__input"
                inputMode="decimal"
                name="longitude"
                value={form.longitude}
                placeholder="-75.5812"
                onChange={set('longitude')}
              />
            )}
          </FormRow>
        </div>
      </details>
      {refusal && (
        <p className="dash-gath__refusal" role="alert">
          {refusal}
        </p>
      )}
      <div className="dash-gath__form-actions">
        <button type="button" className="button button--ghost button--small" onClick={onCancel} aria-disabled={saving || undefined}>
          {T.cancel}
        </button>
        <button type="submit" className="button button--primary button--small" aria-disabled={saving || undefined}>
          {saving ? T.saving : T.save}
        </button>
      </div>
    </form>
  );
}
