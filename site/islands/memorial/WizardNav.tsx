import { useStore } from '@nanostores/react';
import { $photosBeingPrepared } from '../../stores/photo-preparation';
import { BusyButton } from '../ui/BusyButton';

/** Anterior / Siguiente, and on the last step the one button that saves (product §2.2: "submit only on step 3"). */
type Props = {
  step: number;
  lastStep: number;
  onBack: () => void;
  onNext: () => void;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  canSubmit: boolean;
};

/**
 * While a picker prepares a chosen photo nothing moves: leaving the step would take the picker, and the
 * photo, off the page, and saving would go without it. The picker says what it is doing.
 */
export function WizardNav({ step, lastStep, onBack, onNext, submitLabel, busyLabel, busy, canSubmit }: Props) {
  const preparing = useStore($photosBeingPrepared) > 0;
  return (
    <div className="mem-nav">
      {step > 0 ? (
        <button type="button" className="button button--ghost mem-nav__back" onClick={onBack} disabled={busy || preparing}>
          <span aria-hidden="true">←</span> Anterior
        </button>
      ) : (
        <span />
      )}
      {step < lastStep ? (
        // Distinct keys: React must not turn the clicked 'Siguiente' into the submit button of step 3 during
        // the click, or the browser would run the form's submission as that click's default action.
        <button key="next" type="button" className="button button--primary" onClick={onNext} disabled={preparing}>
          Siguiente <span aria-hidden="true">→</span>
        </button>
      ) : (
        <BusyButton key="submit" type="submit" className="button button--primary" disabled={busy || preparing || !canSubmit} busy={busy}>
          {busy ? busyLabel : submitLabel}
        </BusyButton>
      )}
    </div>
  );
}
