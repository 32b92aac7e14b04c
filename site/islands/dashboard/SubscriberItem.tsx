import { formatDateTimeParts } from '../../lib/dates';
import { REMEMBRANCE_OWNER_TEXTS as T, type OwnerSubscriber } from '../../lib/dashboard/remembrance-owner';
import { useConfirmInPlace } from '../ui/useConfirmInPlace';
import { RemoveButton, RemoveQuestion } from './RemoveInPlace';

type Props = {
  subscriber: OwnerSubscriber;
  memorialName: string;
  removing: boolean;
  /** Resolves true when the subscriber is gone (the item unmounts), false when it stays. */
  onRemove: (subscriber: OwnerSubscriber) => Promise<boolean>;
};

/**
 * One subscriber: the masked address, since when, and 'Quitar', which asks first, in place, saying what follows.
 * Buttons that wait for the server say so with aria-disabled, so the keyboard focus stays on them.
 */
export function SubscriberItem({ subscriber, memorialName, removing, onRemove }: Props) {
  // Asking moves focus to the safe answer; answering 'no' (or a failed removal) brings it back to 'Quitar'.
  const confirmation = useConfirmInPlace<'remove'>();

  const since = formatDateTimeParts(subscriber.confirmed_at)?.day;
  return (
    <li className="dash-rem__row dash-rem__row--subscriber" aria-busy={removing || undefined}>
      <span className="dash-rem__who" translate="no">
        {subscriber.email}
      </span>
      {since && (
        <span className="dash-rem__when">
          Desde el <time dateTime={subscriber.confirmed_at}>{since}</time>
        </span>
      )}
      {confirmation.question ? (
        <RemoveQuestion confirmation={confirmation} removing={removing} texts={T} onRemove={() => onRemove(subscriber)}>
          <strong>{T.removeQuestion(subscriber.email)}</strong> {T.removeConsequence(memorialName)}
        </RemoveQuestion>
      ) : (
        <RemoveButton confirmation={confirmation} texts={T} about={` a ${subscriber.email}`} />
      )}
    </li>
  );
}
