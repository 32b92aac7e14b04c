import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { formatDateTimeParts } from '../../lib/dates';
import { REMEMBRANCE_OWNER_TEXTS as T, type OwnerSubscriber } from '../../lib/dashboard/remembrance-owner';

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
  const [confirming, setConfirming] = useState(false);
  const removeRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);
  const questionId = useId();

  // Asking moves focus to the safe answer; answering 'no' (or a failed removal) brings it back to 'Quitar'.
  useEffect(() => {
    if (confirming) cancelRef.current?.focus();
    else if (wasConfirming.current) removeRef.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  async function confirm() {
    if (removing) return;
    const gone = await onRemove(subscriber);
    if (!gone) setConfirming(false);
  }

  // Escape answers the question instead of closing the whole dialog.
  function onConfirmKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Escape' || removing) return;
    event.preventDefault();
    event.stopPropagation();
    setConfirming(false);
  }

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
      {confirming ? (
        <div className="dash-rem__confirm" role="group" aria-labelledby={questionId} onKeyDown={onConfirmKeyDown}>
          <p id={questionId}>
            <strong>{T.removeQuestion(subscriber.email)}</strong> {T.removeConsequence(memorialName)}
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
        <button ref={removeRef} type="button" className="button button--small dash-rem__remove" onClick={() => setConfirming(true)}>
          {T.remove}
          <span className="visually-hidden"> a {subscriber.email}</span>
        </button>
      )}
    </li>
  );
}
