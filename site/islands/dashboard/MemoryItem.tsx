import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import {
  likesText,
  MANAGER_TEXTS as T,
  memoryDateText,
  visibilityView,
  type ManagedMemory,
} from '../../lib/dashboard/memories-manager';
import { Icon } from './icons';
import { MemoryThumb } from './MemoryThumb';

export type MemoryBusy = 'saving' | 'removing';

type Props = {
  memory: ManagedMemory;
  busy: MemoryBusy | undefined;
  onToggle: (memory: ManagedMemory) => void;
  /** Resolves true when the memory is gone (the item unmounts), false when it stays. */
  onRemove: (memory: ManagedMemory) => Promise<boolean>;
};

/**
 * One memory as its owner moderates it: everything the visitor wrote, whether the wall shows it (or why
 * it never will), and the decisions left to the owner. Deleting asks first, in place. Buttons that wait for the server say so with
 * aria-disabled rather than `disabled`, so the keyboard focus stays on them instead of falling to the page.
 */
export function MemoryItem({ memory, busy, onToggle, onRemove }: Props) {
  const [confirming, setConfirming] = useState(false);
  const removeRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);
  const questionId = useId();
  const view = visibilityView(memory);

  // Asking moves focus to the safe answer; answering 'no' (or a failed delete) brings it back to Eliminar.
  useEffect(() => {
    if (confirming) cancelRef.current?.focus();
    else if (wasConfirming.current) removeRef.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  async function confirmRemove() {
    if (busy) return;
    const gone = await onRemove(memory);
    if (!gone) setConfirming(false);
  }

  // Escape answers the question instead of closing the whole manager.
  function onConfirmKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Escape' || busy === 'removing') return;
    event.preventDefault();
    event.stopPropagation();
    setConfirming(false);
  }

  const date = memoryDateText(memory.created_at);
  return (
    <li className="inset-panel dash-mem" aria-busy={busy ? true : undefined}>
      <div className="dash-mem__head">
        <MemoryThumb src={memory.photo_url} author={memory.author_name} />
        <div className="dash-mem__who">
          <h3 className="serif-heading dash-mem__author">
            {memory.author_name}
          </h3>
          <p className="dash-mem__meta">
            {date && <time dateTime={memory.created_at}>{date}</time>}
            <span className="dash-mem__likes">
              <Icon name="heart" size={15} />
              {likesText(memory.likes)}
            </span>
          </p>
          <p className="dash-mem__state">
            <span className={`dash-mem-badge dash-mem-badge--${view.tone}`}>{view.badge}</span>
          </p>
        </div>
      </div>

      <p className="dash-mem__message">{memory.message}</p>
      {memory.song && (
        <p className="dash-mem__song">
          <Icon name="song" size={16} />
          <span>
            <span className="visually-hidden">{T.song}: </span>
            {memory.song}
          </span>
        </p>
      )}
      {memory.things_list.length > 0 && (
        <div className="dash-mem__things">
          <p className="dash-mem__label">{T.things}</p>
          <ul>
            {memory.things_list.map((thing, index) => (
              <li key={`${index}-${thing}`}>{thing}</li>
            ))}
          </ul>
        </div>
      )}

      {confirming ? (
        <div className="dash-mem__confirm" role="group" aria-labelledby={questionId} onKeyDown={onConfirmKeyDown}>
          <p id={questionId}>{T.confirmQuestion}</p>
          <div className="dash-mem__actions">
            <button
              ref={cancelRef}
              type="button"
              className="button button--ghost button--small"
              aria-disabled={busy === 'removing' ? true : undefined}
              onClick={() => busy !== 'removing' && setConfirming(false)}
            >
              {T.cancel}
            </button>
            <button
              type="button"
              className="button button--small dash-button--danger"
              aria-disabled={busy ? true : undefined}
              onClick={confirmRemove}
            >
              {busy === 'removing' ? T.removing : T.confirmRemove}
            </button>
          </div>
        </div>
      ) : (
        <div className="dash-mem__actions">
          {view.action !== null && (
            <button
              type="button"
              className={`button button--small ${view.next ? 'button--primary' : 'button--secondary'} dash-mem__toggle`}
              aria-disabled={busy ? true : undefined}
              onClick={() => !busy && onToggle(memory)}
            >
              <Icon name={view.next ? 'visits' : 'hide'} size={18} />
              {busy === 'saving' ? T.saving : view.action}
              <span className="visually-hidden"> el recuerdo de {memory.author_name}</span>
            </button>
          )}
          <button
            ref={removeRef}
            type="button"
            className="button button--small dash-mem__remove"
            aria-disabled={busy ? true : undefined}
            onClick={() => !busy && setConfirming(true)}
          >
            <Icon name="delete" size={18} />
            {T.remove}
            <span className="visually-hidden"> el recuerdo de {memory.author_name}</span>
          </button>
        </div>
      )}
    </li>
  );
}
