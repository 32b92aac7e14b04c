import { useStore } from '@nanostores/react';
import { useEffect, useState, type SubmitEvent } from 'react';
import { COUPLE_MESSAGES as M } from '../../../../worker/schemas/couple-texts';
import { isCoupleId } from '../../../lib/admin/couple-memorial';
import { COUPLE_STEPS, COUPLE_UI } from '../../../lib/admin/couple-texts';
import { draftFromCouple, emptyCoupleDraft, REVIEW_STEP } from '../../../lib/admin/couple-wizard';
import { COUPLE_MEMORIALS_ROUTE } from '../../../lib/admin/routes';
import { serverMessageOr } from '../../../lib/api';
import { loadCouple } from '../../../stores/admin/couples';
import { showAdminRoute } from '../../../stores/admin/view';
import { $photosBeingPrepared } from '../../../stores/photo-preparation';
import { toast } from '../../../stores/toasts';
import { AdminLink } from '../AdminLink';
import { DraftBoundary, DraftStatus } from '../../memorial/DraftPrompt';
import type { DraftSession } from '../../memorial/useDraft';
import { coupleCodec } from './couple-draft';
import { BasicInfoStep } from './BasicInfoStep';
import { CreatedDialog } from './CreatedDialog';
import { DetailsStep } from './DetailsStep';
import { PeopleStep } from './PeopleStep';
import { RelationshipStep } from './RelationshipStep';
import { ReviewStep } from './ReviewStep';
import { SaveProgress } from './SaveProgress';
import { StepIndicator } from '../../ui/StepIndicator';
import { BusyButton } from '../../ui/BusyButton';
import { PendingEntriesContext } from './pending-entries';
import { useCoupleWizard, type Draft } from './useCoupleWizard';
import './couples.css';

type Gate = { state: 'loading' } | { state: 'failed'; error: string } | { state: 'ready'; draft: Draft };

/**
 * The couple wizard (product §3.2): /admin/create-special-profile/couple creates, the edit address loads
 * the profile (GET) and saves it with one PUT. 'Crear otro' starts a fresh wizard in place.
 */
export function CoupleWizard({ profileId }: { profileId?: string }) {
  const [round, setRound] = useState(0);
  const [loaded, setGate] = useState<Gate>(() => (profileId ? { state: 'loading' } : { state: 'ready', draft: emptyCoupleDraft() }));
  // An address whose id cannot be a couple's fails at once, without asking the server.
  const gate: Gate = profileId && !isCoupleId(profileId) ? { state: 'failed', error: M.invalidId } : loaded;

  useEffect(() => {
    if (!profileId || !isCoupleId(profileId)) return;
    let current = true;
    void loadCouple(profileId).then((result) => {
      if (!current) return;
      if (result.ok) setGate({ state: 'ready', draft: draftFromCouple(result.data) });
      else
        setGate({
          state: 'failed',
          error: result.status === 404 || result.status === 400 ? result.error : serverMessageOr(result.error, M.loadFailed),
        });
    });
    return () => {
      current = false;
    };
  }, [profileId]);

  const title = profileId ? COUPLE_UI.wizardEditTitle : COUPLE_UI.wizardCreateTitle;
  return (
    <section className="admin-view couples" aria-labelledby="couple-wizard-title">
      <AdminLink route={COUPLE_MEMORIALS_ROUTE} className="couples__back">
        <span aria-hidden="true">←</span> Volver a Perfiles especiales
      </AdminLink>
      <h1 id="couple-wizard-title" className="admin-view__title">
        {title}
      </h1>
      {gate.state === 'loading' && (
        <div className="surface-card surface-card--compact admin-list__loading" role="status">
          <span className="spinner spinner--large" aria-hidden="true" />
          <span>{COUPLE_UI.loading}</span>
        </div>
      )}
      {gate.state === 'failed' && (
        <p className="form-alert" role="alert">
          {gate.error}
        </p>
      )}
      {gate.state === 'ready' && (
        <DraftBoundary
          key={round}
          kind="couple"
          memorialId={profileId}
          fallback={round === 0 ? gate.draft : emptyCoupleDraft<File>()}
          codec={coupleCodec}
          cardClass="surface-card surface-card--compact"
          pending={null}
        >
          {(ready) => (
            <WizardForm
              start={ready.start}
              firstStep={ready.step}
              session={ready.session}
              profileId={profileId}
              onCreateAnother={() => setRound((value) => value + 1)}
            />
          )}
        </DraftBoundary>
      )}
    </section>
  );
}

type FormProps = { start: Draft; firstStep: number; session: DraftSession | null; profileId?: string; onCreateAnother: () => void };

function WizardForm({ start, firstStep, session, profileId, onCreateAnother }: FormProps) {
  const { formRef, headingRef, ...wizard } = useCoupleWizard(start, profileId, firstStep, session);
  const { step, save, stepValid } = wizard;
  const editing = Boolean(profileId);
  const saving = save.phase === 'saving';
  // A photo still being prepared would be lost by leaving its step, and missing from the save.
  const preparing = useStore($photosBeingPrepared) > 0;
  const hintId = 'couple-next-hint';

  useEffect(() => {
    // An edit is done once saved: the viewer shows the result.
    if (!editing || save.phase !== 'done') return;
    toast.success(M.updated);
    showAdminRoute({ kind: 'couple-profile', id: save.couple.id });
  }, [editing, save]);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Enter in a field of an earlier step means "continue", never "save".
    if (step < REVIEW_STEP) wizard.next();
    else void wizard.submit();
  };

  return (
    <PendingEntriesContext.Provider value={wizard.pendingEntries}>
      <form
        ref={formRef}
        className="surface-card surface-card--compact couple-wizard"
        onSubmit={submit}
        noValidate
        aria-busy={saving || undefined}
      >
        <StepIndicator steps={COUPLE_STEPS} current={step} />
        <h2 className="couple-wizard__title" ref={headingRef} tabIndex={-1}>
          {COUPLE_STEPS[step]}
        </h2>

        <fieldset className="couple-wizard__body" disabled={saving}>
          {step === 0 && <BasicInfoStep wizard={wizard} editing={editing} />}
          {step === 1 && <PeopleStep wizard={wizard} />}
          {step === 2 && <RelationshipStep wizard={wizard} />}
          {step === 3 && <DetailsStep wizard={wizard} />}
          {step === 4 && <ReviewStep draft={wizard.draft} today={wizard.today} editing={editing} />}
        </fieldset>

        {save.phase === 'saving' && <SaveProgress stage={save.stage} tasks={save.tasks} progress={save.progress} />}
        <DraftStatus draft={wizard.deviceDraft} />
        {save.phase === 'idle' && save.error && (
          <p className="form-alert" role="alert">
            {save.error}
          </p>
        )}

        <div className="couple-wizard__nav">
          <button type="button" className="button button--ghost" onClick={wizard.back} disabled={step === 0 || saving || preparing}>
            <span aria-hidden="true">←</span> Anterior
          </button>
          {step < REVIEW_STEP ? (
            // Distinct keys: React must not turn the clicked 'Siguiente' into the submit button during the click.
            <button
              key="next"
              type="button"
              className="button button--primary"
              onClick={wizard.next}
              disabled={!stepValid || preparing}
              aria-describedby={stepValid ? undefined : hintId}
            >
              Siguiente <span aria-hidden="true">→</span>
            </button>
          ) : (
            <BusyButton
              key="submit"
              type="submit"
              className="button button--primary"
              disabled={saving || preparing || save.phase === 'done'}
              busy={saving}
            >
              {editing ? (saving ? 'Guardando...' : 'Guardar cambios') : saving ? 'Creando...' : 'Crear perfil'}
            </BusyButton>
          )}
        </div>
        {step < REVIEW_STEP && !stepValid && (
          <p id={hintId} className="field__hint couple-wizard__hint">
            {COUPLE_UI.nextBlocked}
          </p>
        )}
      </form>
      {!editing && save.phase === 'done' && <CreatedDialog couple={save.couple} onCreateAnother={onCreateAnother} />}
    </PendingEntriesContext.Provider>
  );
}
