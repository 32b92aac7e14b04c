import { useEffect, useState, type SubmitEvent } from 'react';
import type { Department } from '../../../worker/schemas/colombia-places';
import { api, requestData } from '../../lib/api-client';
import type { MemorialCard } from '../../lib/dashboard/dashboard-memorials';
import {
  deliveryErrors,
  deliveryForm,
  deliveryPayload,
  PLAQUE_CARD_TEXTS as T,
  type DeliveryField,
  type DeliveryForm,
  type PlaqueDto,
} from '../../lib/dashboard/plaque-delivery';
import { PLAQUE_MESSAGES as M } from '../../../worker/schemas/plaque-texts';
import { toast } from '../../stores/toasts';
import { SubmitButton } from '../auth/Field';
import { FormAlert } from '../ui/FormAlert';
import { PrivacyConsent } from '../privacy/PrivacyConsent';
import { usePrivacyConsent } from '../privacy/usePrivacyConsent';
import { FormRow } from '../ui/FormRow';
import { Modal } from '../ui/Modal';
import '../auth/auth.css';

type Props = {
  card: MemorialCard | null;
  onClose: () => void;
  onSaved: (plaque: PlaqueDto) => void;
};

/** Where to send the plaque: recipient, phone, departamento and municipio from Colombia's list, address, notes. */
export function PlaqueDeliveryDialog({ card, onClose, onSaved }: Props) {
  return (
    <Modal open={card?.plaque != null} onClose={onClose} title={T.dialogTitle} size="md">
      {card?.plaque && <DeliveryFormBody card={card} plaqueId={card.plaque.id} onClose={onClose} onSaved={onSaved} />}
    </Modal>
  );
}

/** The list of places weighs about 9 KB compressed: it is fetched when the form opens, not with the dashboard. */
function useDepartments(): { departments: readonly Department[] | null; failed: boolean } {
  const [state, setState] = useState<{ departments: readonly Department[] | null; failed: boolean }>({ departments: null, failed: false });
  useEffect(() => {
    let live = true;
    import('../../../worker/schemas/colombia-places')
      .then((places) => live && setState({ departments: places.COLOMBIA_DEPARTMENTS, failed: false }))
      .catch(() => live && setState({ departments: null, failed: true }));
    return () => {
      live = false;
    };
  }, []);
  return state;
}

function DeliveryFormBody({
  card,
  plaqueId,
  onClose,
  onSaved,
}: {
  card: MemorialCard;
  plaqueId: string;
  onClose: () => void;
  onSaved: Props['onSaved'];
}) {
  const [form, setForm] = useState<DeliveryForm>(() => deliveryForm(card.plaque?.delivery ?? null));
  const [errors, setErrors] = useState<Partial<Record<DeliveryField, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const { departments, failed } = useDepartments();
  // Ley 1581: the recipient's data are sent only with the box ticked, every time they are given.
  const consent = usePrivacyConsent('entrega_placa');
  const municipalities = departments?.find((department) => department.name === form.department)?.municipalities ?? [];

  const set = (field: DeliveryField, value: string) => {
    setForm((current) => ({ ...current, [field]: value, ...(field === 'department' ? { municipality: '' } : {}) }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = deliveryErrors(form);
    setErrors(found);
    const consented = consent.attempt();
    if (Object.keys(found).length > 0 || !consented) return;
    setSaving(true);
    setAlert(null);
    const result = await requestData(
      api.plaques[':id'].delivery.$put({ param: { id: plaqueId }, json: { ...deliveryPayload(form), privacy_consent: true } }),
    );
    setSaving(false);
    if (!result.ok) {
      setAlert(result.error || M.deliveryFailed);
      return;
    }
    toast.success(M.deliverySaved);
    onSaved(result.data);
  }

  const text = (
    field: DeliveryField,
    label: string,
    props: { autoComplete?: string; inputMode?: 'tel' | 'text'; placeholder?: string } = {},
  ) => (
    <FormRow label={label} error={errors[field]}>
      {(control) => (
        <input
          {...control}
          {...props}
          className="field__input"
          name={field}
          value={form[field]}
          onChange={(event) => set(field, event.target.value)}
        />
      )}
    </FormRow>
  );

  return (
    <form className="dash-delivery" onSubmit={(event) => void submit(event)} noValidate>
      <p className="dash-delivery__intro">
        Placa de <strong>{card.name}</strong>. {T.editableUntil}
      </p>
      {text('recipient_name', 'Nombre de quien recibe', { autoComplete: 'name' })}
      {text('phone', 'Teléfono de contacto', { autoComplete: 'tel', inputMode: 'tel', placeholder: '300 123 4567' })}
      <div className="dash-delivery__places">
        <FormRow label="Departamento" error={errors.department}>
          {(control) => (
            <select
              {...control}
              className="field__input"
              name="department"
              value={form.department}
              disabled={!departments}
              onChange={(event) => set('department', event.target.value)}
            >
              <option value="">{M.departmentRequired}</option>
              {/* A saved department shows even before the list arrives. */}
              {!departments && form.department && <option value={form.department}>{form.department}</option>}
              {departments?.map((department) => (
                <option key={department.code} value={department.name}>
                  {department.name}
                </option>
              ))}
            </select>
          )}
        </FormRow>
        <FormRow label="Municipio" error={errors.municipality}>
          {(control) => (
            <select
              {...control}
              className="field__input"
              name="municipality"
              value={form.municipality}
              disabled={!departments || !form.department}
              onChange={(event) => set('municipality', event.target.value)}
            >
              <option value="">{M.municipalityRequired}</option>
              {!departments && form.municipality && <option value={form.municipality}>{form.municipality}</option>}
              {municipalities.map(([code, name]) => (
                <option key={code} value={name}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </FormRow>
      </div>
      {failed && <p className="field__error">{T.placesFailed}</p>}
      {text('address', 'Dirección', { autoComplete: 'street-address', placeholder: 'Calle 10 # 43-20, apto 301, barrio' })}
      <FormRow label="Indicaciones para la entrega (opcional)" error={errors.notes}>
        {(control) => (
          <textarea
            {...control}
            className="field__input"
            name="notes"
            rows={2}
            value={form.notes}
            onChange={(event) => set('notes', event.target.value)}
          />
        )}
      </FormRow>
      <PrivacyConsent consent={consent} />
      <FormAlert message={alert} />
      <div className="dash-confirm__actions">
        <button type="button" className="button button--ghost" onClick={onClose} disabled={saving}>
          {T.cancel}
        </button>
        <SubmitButton submitting={saving} label={T.save} busyLabel={T.saving} />
      </div>
    </form>
  );
}
