import type { ReactNode } from 'react';
import { Modal } from '../ui/Modal';

type Props<T> = {
  /** What the action is about; the dialog is open while it is set. */
  subject: T | null;
  title: string;
  confirmLabel: string;
  /** The consequences, in words, for the subject. */
  children: (subject: T) => ReactNode;
  onCancel: () => void;
  onConfirm: (subject: T) => void;
};

/** Asks before an action that cannot be undone (rejecting an order, deleting a user). */
export function ConfirmDialog<T>({ subject, title, confirmLabel, children, onCancel, onConfirm }: Props<T>) {
  return (
    <Modal open={subject !== null} onClose={onCancel} title={title} size="sm">
      {subject !== null && (
        <div className="confirm">
          <p>{children(subject)}</p>
          <div className="confirm__actions">
            <button type="button" className="button button--ghost" onClick={onCancel}>
              Cancelar
            </button>
            <button type="button" className="button button--danger" onClick={() => onConfirm(subject)}>
              {confirmLabel}
            </button>
          </div>
        </div>
      )}
    </Modal>
  );
}
