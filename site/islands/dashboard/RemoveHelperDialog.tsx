import { useEffect, useRef } from 'react';
import { Modal } from '../ui/Modal';
import { MANAGER_TEXTS as T, ROLE_NAMES } from '../../../worker/schemas/manager-texts';

/** The helper 'Quitar' is about: who, and as what they help. */
export type HelperToRemove = { user_id: string; name: string; role: 'editor' | 'moderator' };

type Props = {
  helper: HelperToRemove | null;
  /** The memorial as a sentence names it after 'de' ('de la familia Gómez'). */
  ofWhom: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (helper: HelperToRemove) => void;
};

/**
 * 'Quitar' asks first (docs/features/family-circle.md), in the project's dialog, over 'Familia que ayuda': who loses what, and that they
 * will be told by e-mail. The safe answer has the focus; while the request runs, the dialog cannot be dismissed.
 */
export function RemoveHelperDialog({ helper, ofWhom, busy, onCancel, onConfirm }: Props) {
  return (
    <Modal open={helper !== null} onClose={onCancel} title={helper ? T.removeTitle(helper.name) : undefined} size="sm" dismissible={!busy}>
      {helper && <ConfirmBody helper={helper} ofWhom={ofWhom} busy={busy} onCancel={onCancel} onConfirm={onConfirm} />}
    </Modal>
  );
}

function ConfirmBody({ helper, ofWhom, busy, onCancel, onConfirm }: Props & { helper: HelperToRemove }) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => cancelRef.current?.focus(), []);
  return (
    <div className="dash-confirm">
      <p>{T.removeBody(helper.name, ROLE_NAMES[helper.role].toLowerCase(), ofWhom)}</p>
      <p>{T.removeNotice}</p>
      <div className="dash-confirm__actions">
        <button ref={cancelRef} type="button" className="button button--ghost" onClick={onCancel} disabled={busy}>
          {T.removeCancel}
        </button>
        <button
          type="button"
          className="button button--danger"
          onClick={() => onConfirm(helper)}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {T.removeConfirm}
        </button>
      </div>
    </div>
  );
}
