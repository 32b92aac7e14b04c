import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { AdminCouple } from '../../../lib/admin/couple-memorial';
import { createCouple, saveCoupleEdits, uploadTasks, type SaveStage, type UploadTask } from '../../../lib/admin/couple-wizard-save';
import {
  COUPLE_STEP_COUNT,
  coupleErrors,
  firstInvalidStep,
  isStepValid,
  stepErrors,
  type CoupleDraft,
  type CoupleErrors,
  type CoupleField,
  type PersonDraft,
  type PersonKey,
} from '../../../lib/admin/couple-wizard';
import { todayInColombia } from '../../../lib/dates';
import { coupleSavePorts } from '../../../stores/admin/couples';
import { $photosBeingPrepared } from '../../../stores/photo-preparation';
import { useDraftAutosave, type DraftSession } from '../../memorial/useDraft';
import { useLeaveWarning, useWizardSteps } from '../../memorial/useWizardSteps';
import { coupleCodec } from './couple-draft';
import { releaseMedia } from './media-items';
import { createPendingEntries } from './pending-entries';

export type Draft = CoupleDraft<File>;

export type SaveState =
  | { phase: 'idle'; error: string | null }
  | { phase: 'saving'; stage: SaveStage; tasks: UploadTask[]; progress: Record<string, number> }
  | { phase: 'done'; couple: AdminCouple };

/**
 * The couple wizard's state (product §3.2, §3.5): the draft, the step, the messages shown by the fields and
 * the save. A field's message appears when the administrator leaves it (Next stays disabled until the step
 * validates, so there is no failed click to wait for) and goes away as soon as the field is edited.
 */
export function useCoupleWizard(start: Draft, profileId: string | undefined, firstStep = 0, session: DraftSession | null = null) {
  const today = todayInColombia();
  const [draft, setDraft] = useState(start);
  const [errors, setErrors] = useState<CoupleErrors>({});
  const [save, setSave] = useState<SaveState>({ phase: 'idle', error: null });
  const saving = save.phase === 'saving';
  // The steps as history entries; a new step starts where it is read from: its heading takes the focus.
  const { step, goTo, back: stepBack, headingRef } = useWizardSteps(COUPLE_STEP_COUNT, firstStep, () => saving);
  // The list fields' typed-but-not-added text, added before any step is left.
  const [pendingEntries] = useState(createPendingEntries);
  const formRef = useRef<HTMLFormElement>(null);
  const latest = useRef(draft);
  useLayoutEffect(() => {
    latest.current = draft;
  });

  // The previews of chosen files live as long as the wizard.
  useEffect(() => () => releaseDraft(latest.current), []);

  // The draft on this device (docs/features/drafts.md).
  const deviceDraft = useDraftAutosave(session, step, draft, coupleCodec);
  // Closing the tab mid-way would leave files half sent.
  useLeaveWarning(saving);

  const edited = (...fields: CoupleField[]) =>
    setErrors((current) => {
      if (!fields.some((field) => current[field])) return current;
      const next = { ...current };
      fields.forEach((field) => delete next[field]);
      return next;
    });

  const update = (patch: Partial<Draft>, ...fields: CoupleField[]) => {
    setDraft((current) => ({ ...current, ...patch }));
    edited(...fields);
  };

  const updatePerson = (key: PersonKey, patch: Partial<PersonDraft>, ...fields: CoupleField[]) => {
    setDraft((current) => ({ ...current, [key]: { ...current[key], ...patch } }));
    edited(...fields);
  };

  /** The field was left: its message, if it has one, shows by it. */
  const left = (field: CoupleField) => {
    const message = coupleErrors(latest.current, today)[field];
    setErrors((current) => (current[field] === message ? current : { ...current, [field]: message }));
  };

  const stepValid = isStepValid(step, draft, today);

  /** Every message of the step at once, and the cursor in the first field that has one. */
  const revealStep = () => {
    const found = stepErrors(step, draft, today);
    setErrors((current) => ({ ...current, ...found }));
    const first = Object.keys(found)[0];
    // After the render that shows the messages.
    if (first) requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus());
  };

  /**
   * Siguiente, or Enter in a field: an incomplete step says what is missing instead of moving on, and a
   * step whose photo is still being prepared waits for it.
   */
  const next = () => {
    if ($photosBeingPrepared.get() > 0) return;
    if (!pendingEntries.flushAll()) return;
    if (stepValid) goTo(step + 1);
    else revealStep();
  };

  const back = () => {
    if (!pendingEntries.flushAll()) return;
    stepBack();
  };

  const submit = async () => {
    if (saving || $photosBeingPrepared.get() > 0) return;
    const invalid = firstInvalidStep(draft, today);
    if (invalid !== null) {
      setErrors(coupleErrors(draft, today));
      goTo(invalid);
      return;
    }
    const tasks = uploadTasks(draft);
    let stage: SaveStage = 'uploading-image';
    let progress: Record<string, number> = {};
    const show = () => setSave({ phase: 'saving', stage, tasks, progress });
    show();
    const events = {
      stage: (next: SaveStage) => {
        stage = next;
        show();
      },
      progress: (taskId: string, percent: number) => {
        progress = { ...progress, [taskId]: percent };
        show();
      },
      // A file's URL went onto (or, after a roll-back, off) its item: into the draft now, so a reload never sends it again.
      sent: deviceDraft.flush,
    };
    const outcome = profileId
      ? await saveCoupleEdits(profileId, draft, coupleSavePorts, events)
      : await createCouple(draft, coupleSavePorts, events);
    if (outcome.ok) deviceDraft.clear();
    setSave(outcome.ok ? { phase: 'done', couple: outcome.couple } : { phase: 'idle', error: outcome.error });
  };

  return {
    draft,
    step,
    errors,
    save,
    today,
    headingRef,
    formRef,
    stepValid,
    pendingEntries,
    update,
    updatePerson,
    left,
    next,
    back,
    submit,
    deviceDraft,
  };
}

// The steps' view of the wizard: its refs belong to the form and its heading only.
export type CoupleWizardState = Omit<ReturnType<typeof useCoupleWizard>, 'formRef' | 'headingRef'>;

function releaseDraft(draft: Draft): void {
  releaseMedia(draft.image);
  draft.photos.forEach(releaseMedia);
  draft.videos.forEach(releaseMedia);
}
