import type { ReactNode } from 'react';
import { ConfirmInPlace } from '../ui/ConfirmInPlace';
import type { ConfirmInPlace as ConfirmState } from '../ui/useConfirmInPlace';

/** The words of a list item's removal: its button, the answers, and the red answer while the server works. */
type RemovalTexts = { remove: string; cancel: string; confirmRemove: string; removing: string };

type QuestionProps = {
  confirmation: ConfirmState<'remove'>;
  removing: boolean;
  texts: RemovalTexts;
  /** Resolves true when the item is gone (it unmounts); false puts its buttons back. */
  onRemove: () => Promise<boolean>;
  /** The question and what follows from a yes. */
  children: ReactNode;
};

/**
 * A dialog list's 'Quitar' / 'Eliminar' asked in place (the remembrance dialog's subscribers and gatherings):
 * the question while it is asked, and the outlined red button that asks it (`RemoveButton`).
 */
export function RemoveQuestion({ confirmation, removing, texts, onRemove, children }: QuestionProps) {
  async function confirm() {
    const gone = await onRemove();
    if (!gone) confirmation.close();
  }
  return (
    <ConfirmInPlace
      state={confirmation}
      busy={removing}
      cancelLabel={texts.cancel}
      confirmLabel={removing ? texts.removing : texts.confirmRemove}
      onConfirm={() => void confirm()}
    >
      {children}
    </ConfirmInPlace>
  );
}

/** The button that asks; `about` names the item for screen readers, since a list repeats the word. */
export function RemoveButton({ confirmation, texts, about }: { confirmation: ConfirmState<'remove'>; texts: RemovalTexts; about: string }) {
  return (
    <button
      ref={confirmation.triggerRef('remove')}
      type="button"
      className="button button--small button--danger-outline dash-rem__remove"
      onClick={() => confirmation.ask('remove')}
    >
      {texts.remove}
      <span className="visually-hidden">{about}</span>
    </button>
  );
}
