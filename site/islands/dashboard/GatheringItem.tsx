import type { ReactNode } from 'react';
import { formatGatheringUntil, formatGatheringWhen, gatheringName, GATHERING_KIND_LABELS } from '../../../worker/schemas/gathering-texts';
import type { GatheringDto } from '../../../worker/schemas/gatherings';
import { GATHERINGS_OWNER_TEXTS as T } from '../../lib/dashboard/gatherings-owner';
import { useConfirmInPlace } from '../ui/useConfirmInPlace';
import { RemoveButton, RemoveQuestion } from './RemoveInPlace';

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
  const confirmation = useConfirmInPlace<'remove'>();
  const name = gatheringName(gathering);

  const until = formatGatheringUntil(gathering.starts_at, gathering.ends_at);
  return (
    <li
      className={`dash-gath__item${passed ? ' dash-gath__item--passed' : ''}`}
      aria-busy={removing || undefined}
      data-gathering-id={gathering.id}
    >
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
      {confirmation.question ? (
        <RemoveQuestion confirmation={confirmation} removing={removing} texts={T} onRemove={() => onRemove(gathering)}>
          <strong>{T.removeQuestion(name)}</strong> {T.removeConsequence}
        </RemoveQuestion>
      ) : (
        <div className="dash-gath__actions">
          {/* The 'Invitación' button (and any other per-gathering action) goes here, through `actions`. */}
          {actions}
          <button type="button" className="button button--secondary button--small" onClick={() => onEdit(gathering)}>
            {T.edit}
            <span className="visually-hidden"> {name}</span>
          </button>
          <RemoveButton confirmation={confirmation} texts={T} about={` ${name}`} />
        </div>
      )}
    </li>
  );
}
