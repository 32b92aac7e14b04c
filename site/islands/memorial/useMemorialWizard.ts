import { useRef } from 'react';
import type { Ready } from './DraftPrompt';
import { useDraftAutosave, type DraftCodec } from './useDraft';
import { useSavePhase } from './useSavePhase';
import { useWizardSteps } from './useWizardSteps';

type DraftOptions<S, D> = { state: S; codec: DraftCodec<S, D> };

/**
 * What a memorial wizard's form runs on (site/islands/memorial/WizardFrame.tsx): its steps (named by their headings) as
 * history entries, held
 * while the save runs; the save itself; and the draft on this device, written as the person types and moves
 * (docs/features/drafts.md). `opened` is how the draft boundary opened the wizard: on which step, with which session.
 */
export function useMemorialWizard<S, D>(stepNames: readonly string[], opened: Ready<S>, { state, codec }: DraftOptions<S, D>) {
  const formRef = useRef<HTMLFormElement>(null);
  const save = useSavePhase();
  const steps = useWizardSteps(stepNames.length, opened.step, () => save.busy);
  const deviceDraft = useDraftAutosave(opened.session, steps.step, state, codec);
  return { ...steps, stepNames, formRef, save, deviceDraft };
}

export type MemorialWizard = ReturnType<typeof useMemorialWizard>;
