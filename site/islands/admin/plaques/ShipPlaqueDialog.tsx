import { useId, useRef, useState, type SubmitEvent } from 'react';
import {
  PLAQUE_ADMIN_TEXTS as T,
  PLAQUE_ADVANCE_LABELS,
  PLAQUE_CARRIERS,
  PLAQUE_MESSAGES as M,
} from '../../../../worker/schemas/plaque-texts';
import {
  deliveryLines,
  plaqueOwner,
  shipmentErrors,
  shipmentPayload,
  type AdminPlaque,
  type ShipmentErrors,
  type ShipmentFields,
} from '../../../lib/admin/plaques';
import { advancePlaque } from '../../../stores/admin/plaques';
import { showToast } from '../../../stores/toasts';
import { Modal } from '../../ui/Modal';
import { FormRow } from '../../ui/FormRow';

type Props = { plaque: AdminPlaque | null; onClose: () => void };

/**
 * 'Marcar como enviada': the courier and its tracking number, checked here with the server's words, for the
 * address the customer gave. Without an address there is nothing to send yet (the server says 409 too).
 */
export function ShipPlaqueDialog({ plaque, onClose }: Props) {
  return (
    <Modal open={plaque !== null} onClose={onClose} title={T.shipTitle} size="md">
      {plaque && <ShipForm plaque={plaque} onDone={onClose} />}
    </Modal>
  );
}

function ShipForm({ plaque, onDone }: { plaque: AdminPlaque; onDone: () => void }) {
  const [fields, setFields] = useState<ShipmentFields>({ carrier: '', tracking_number: '' });
  const [errors, setErrors] = useState<ShipmentErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const carriersId = useId();
  const carrierRef = useRef<HTMLInputElement>(null);
  const trackingRef = useRef<HTMLInputElement>(null);
  const { delivery } = plaque;
  const owner = plaqueOwner(plaque);

  const update = (changes: Partial<ShipmentFields>) => {
    setFields((current) => ({ ...current, ...changes }));
    // An error clears when its field is edited.
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(changes) as (keyof ShipmentFields)[]) delete next[key];
      return next;
    });
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!delivery || sending) return;
    const found = shipmentErrors(fields);
    setErrors(found);
    setServerError(null);
    if (found.carrier || found.tracking_number) {
      (found.carrier ? carrierRef : trackingRef).current?.focus();
      return;
    }
    setSending(true);
    const result = await advancePlaque(plaque.id, shipmentPayload(fields));
    setSending(false);
    if (!result.ok) {
      setServerError(result.error);
      return;
    }
    showToast(result.data, { tone: 'success' });
    onDone();
  };

  return (
    <form className="admin-form plaque-ship" onSubmit={(event) => void submit(event)} noValidate>
      <p className="admin-form__intro">{T.shipIntro(owner.name)}</p>

      {serverError && (
        <p className="form-alert" role="alert">
          {serverError}
        </p>
      )}

      {delivery ? (
        <div className="plaque-ship__to">
          <p className="plaque-ship__to-title">{T.shipTo}</p>
          <address className="plaque-ship__address">
            {deliveryLines(delivery).map((line, index) => (
              <span key={index}>{line}</span>
            ))}
          </address>
        </div>
      ) : (
        <p className="form-alert">{M.noDelivery}</p>
      )}

      <div className="form-grid">
        <FormRow label={T.carrierLabel} error={errors.carrier}>
          {(control) => (
            <input
              {...control}
              ref={carrierRef}
              className="field__input"
              list={carriersId}
              value={fields.carrier}
              onChange={(event) => update({ carrier: event.target.value })}
              autoComplete="off"
            />
          )}
        </FormRow>
        <FormRow label={T.trackingLabel} error={errors.tracking_number} hint={T.trackingHint}>
          {(control) => (
            <input
              {...control}
              ref={trackingRef}
              className="field__input plaque-ship__tracking"
              value={fields.tracking_number}
              onChange={(event) => update({ tracking_number: event.target.value })}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
            />
          )}
        </FormRow>
      </div>
      <datalist id={carriersId}>
        {PLAQUE_CARRIERS.map((carrier) => (
          <option key={carrier} value={carrier} />
        ))}
      </datalist>

      <div className="confirm__actions">
        <button type="button" className="button button--ghost" onClick={onDone} disabled={sending}>
          {T.cancel}
        </button>
        <button type="submit" className="button button--primary" disabled={sending || !delivery} aria-busy={sending || undefined}>
          {sending ? T.saving : PLAQUE_ADVANCE_LABELS.enviada}
        </button>
      </div>
    </form>
  );
}
