import type { ReactNode } from 'react';
import { Modal, type ModalSize } from './Modal';
import './confirm-dialog.css';

type Props<T> = {
  /** What the action is about; the dialog is open while it is set. */
  subject: T | null;
  title: string;
  confirmLabel: string;
  /** 'danger' (the default) for what destroys or refuses; 'primary' for a step forward, like accepting a payment. */
  tone?: 'danger' | 'primary';
  /** The button that keeps things as they are ('Cancelar' unless that word is the action itself). */
  cancelLabel?: string;
  /** The confirm button waits (the request is on its way). */
  busy?: boolean;
  /** 'sm' for a sentence; wider when the consequences are a list of facts to compare. */
  size?: ModalSize;
  /** The consequences, in words, for the subject. */
  children: (subject: T) => ReactNode;
  onCancel: () => void;
  onConfirm: (subject: T) => void;
};

/**
 * Asks before an action that cannot be undone (accepting or rejecting an order, deleting, moving a plaque on, a
 * customer cancelling an unfinished online order).
 */
export function ConfirmDialog<T>({
  subject,
  title,
  confirmLabel,
  cancelLabel = 'Cancelar',
  tone = 'danger',
  busy = false,
  size = 'sm',
  children,
  onCancel,
  onConfirm,
}: Props<T>) {
  return (
    <Modal open={subject !== null} onClose={onCancel} title={title} size={size}>
      {subject !== null && (
        <div className="confirm">
          <div className="confirm__body">{children(subject)}</div>
          <div className="confirm__actions">
            <button type="button" className="button button--ghost" onClick={onCancel}>
              {cancelLabel}
            </button>
            <button
              type="button"
              className={`button button--${tone}`}
              onClick={() => onConfirm(subject)}
              disabled={busy}
              aria-busy={busy || undefined}
            >
              {busy && <span className="spinner" aria-hidden="true" />}
              {confirmLabel}
            </button>
          </div>
        </div>
      )}
    </Modal>
  );
}
