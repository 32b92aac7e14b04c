import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { ConfirmInPlace as ConfirmState } from './useConfirmInPlace';
import './confirm-in-place.css';

type Props<Q extends string> = {
  state: ConfirmState<Q>;
  /** The question and what follows from a yes. */
  children: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  /**
   * Waiting for the server: both answers say so with aria-disabled rather than `disabled`, so the keyboard focus
   * stays on them, and Escape waits too.
   */
  busy: boolean;
  onConfirm: () => void;
};

/**
 * A list item's destructive action asked first, in place of its buttons (the dashboard's gatherings, subscribers
 * and memories): the question, 'Cancelar' and the red answer. Escape answers 'no' without closing the dialog
 * around the list.
 */
export function ConfirmInPlace<Q extends string>({ state, children, cancelLabel, confirmLabel, busy, onConfirm }: Props<Q>) {
  const questionId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);

  // The safe answer takes the focus when the question appears, so a keyboard user is never left on a removed button.
  useEffect(() => cancelRef.current?.focus(), []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Escape' || busy) return;
    event.preventDefault();
    event.stopPropagation();
    state.close();
  }

  return (
    <div className="confirm-in-place" role="group" aria-labelledby={questionId} onKeyDown={onKeyDown}>
      <p id={questionId}>{children}</p>
      <div className="confirm-in-place__actions">
        <button
          ref={cancelRef}
          type="button"
          className="button button--ghost button--small"
          aria-disabled={busy || undefined}
          onClick={() => !busy && state.close()}
        >
          {cancelLabel}
        </button>
        <button
          type="button"
          className="button button--small button--danger"
          aria-disabled={busy || undefined}
          onClick={() => !busy && onConfirm()}
        >
          {confirmLabel}
        </button>
      </div>
    </div>
  );
}
