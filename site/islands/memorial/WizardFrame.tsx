import type { ReactNode, SubmitEvent } from 'react';
import { FormAlert } from '../ui/FormAlert';
import { StepIndicator } from '../ui/StepIndicator';
import { DraftStatus } from './DraftPrompt';
import { UploadProgress } from './UploadProgress';
import type { MemorialWizard } from './useMemorialWizard';
import { WizardNav } from './WizardNav';

type Props = {
  form: MemorialWizard;
  onNext: () => void;
  onSave: () => void;
  /** Said once saved, in place of the buttons. */
  done: ReactNode;
  nav: { submitLabel: string; busyLabel: string; canSubmit: boolean };
  children: ReactNode;
};

/** A memorial wizard's form around its current step: the steps, the step's heading, and under it the save's state and the buttons. */
export function WizardFrame({ form, onNext, onSave, done, nav, children }: Props) {
  const { stepNames, formRef, headingRef, step, last, back, save, deviceDraft } = form;

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    // Enter in a field of an earlier step means "continue", never "save" (docs/product: submit only on the last step).
    if (step < last) onNext();
    else onSave();
  }

  return (
    <form ref={formRef} className="surface-card mem-card mem-wizard" onSubmit={submit} noValidate aria-busy={save.busy || undefined}>
      <StepIndicator steps={stepNames} current={step} />
      <h2 className="mem-wizard__title" ref={headingRef} tabIndex={-1}>
        {stepNames[step]}
      </h2>
      {children}
      {save.phase === 'uploading' && <UploadProgress items={save.items} progress={save.progress} />}
      <FormAlert message={save.error} />
      <DraftStatus draft={deviceDraft} />
      {save.phase === 'done' ? done : <WizardNav step={step} lastStep={last} onBack={back} onNext={onNext} busy={save.busy} {...nav} />}
    </form>
  );
}
