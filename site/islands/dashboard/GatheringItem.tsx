import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { formatGatheringUntil, formatGatheringWhen, gatheringName, GATHERING_KIND_LABELS } from '../../../worker/schemas/gathering-texts';
import type { GatheringDto } from '../../../worker/schemas/gatherings';
import { GATHERINGS_OWNER_TEXTS as T } from '../../lib/dashboard/gatherings-owner';

type Props = {
  gathering: GatheringDto;
  /** Over already (its end, or three hours after its start): shown quieter, with 'Ya pasó'. */
  passed: boolean;
  removing: boolean;
  onEdit: (gathering: GatheringDto) => void;
  /** Resolves true when the gathering is gone (the item unmounts), false when it stays. */
  onRemove: (gathering: GatheringDto) => Promise<boolean>;
  /**
   * More buttons for this gathering, beside 'Editar' and 'Eliminar': where the 'Invitación' image's button goes
   * (GatheringsPanel's `renderActions`).
   */
  actions?: ReactNode;
};

/**
 * One gathering in the owner's list: what, when (Colombia's time) and where, and its buttons; 'Eliminar' asks
 * first, in place, saying what follows.
 */
export function GatheringItem({ gathering, passed, removing, onEdit, onRemove, actions }: Props) {
  const [confirming, setConfirming] = useState(false);
  const removeRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);
  const questionId = useId();
  const name = gatheringName(gathering);

  useEffect(() => {
    if (confirming) cancelRef.current?.focus();
    else if (wasConfirming.current) removeRef.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  async function confirm() {
    if (removing) return;
    const gone = await onRemove(gathering);
    if (!gone) setConfirming(false);
  }

  function onConfirmKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Escape' || removing) return;
    event.preventDefault();
    event.stopPropagation();
    setConfirming(false);
  }

  const until = formatGatheringUntil(gathering.starts_at, gathering.ends_at);
  return (
    <li className={`dash-gath__item${passed ? ' dash-gath__item--passed' : ''}`} aria-busy={removing || undefined} data-gathering-id={gathering.id}>
      <div className="dash-gath__summary">
        <p className="dash-gath__name">
          {gathering.title && <span className="dash-gath__kind">{GATHERING_KIND_LABELS[gathering.kind]}</span>}
          <strong>{name}</strong>
          {passed && <span className="dash-gath__passed">{T.passed}</span>}
        </p>
        <p className="dash-gath__when">
          <time dateTime={gathering.starts_at}>{formatGatheringWhen(gathering.starts_at, { year: true })}</time>
          {until && ` ${until}`}
        </p>
        <p className="dash-gath__place">
          {gathering.place_name}
          {gathering.address && <span className="dash-gath__address"> · {gathering.address}</span>}
        </p>
      </div>
      {confirming ? (
        <div className="dash-rem__confirm" role="group" aria-labelledby={questionId} onKeyDown={onConfirmKeyDown}>
          <p id={questionId}>
            <strong>{T.removeQuestion(name)}</strong> {T.removeConsequence}
          </p>
          <div className="dash-rem__confirm-actions">
            <button ref={cancelRef} type="button" className="button button--ghost button--small" aria-disabled={removing || undefined} onClick={() => !removing && setConfirming(false)}>
              {T.cancel}
            </button>
            <button type="button" className="button button--small dash-button--danger" aria-disabled={removing || undefined} onClick={() => void confirm()}>
              {removing ? T.removing : T.confirmRemove}
            </button>
          </div>
        </div>
      ) : (
        <div className="dash-gath__actions">
          {/* The 'Invitación' button (and any other per-gathering action) goes here, through `actions`. */}
          {actions}
          <button type="button" className="button button--secondary button--small" onClick={() => onEdit(gathering)}>
            {T.edit}
            <span className="visually-hidden"> {name}</span>
          </button>
          <button ref={removeRef} type="button" className="button button--small dash-rem__remove" onClick={() => setConfirming(true)}>
            {T.remove}
            <span className="visually-hidden"> {name}</span>
          </button>
        </div>
      )}
    </li>
  );
}
