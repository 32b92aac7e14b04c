import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { apiFetch } from '../../lib/api';
import { todayInColombia } from '../../lib/dates';
import { PROFILE_TEXTS, WIZARD_TEXTS } from '../../lib/memorial/memorial-messages';
import { LIMITS, REDIRECT_DELAY_MS } from '../../lib/memorial/memorial-options';
import type { Family } from '../../lib/memorial/memorial-types';
import {
  familyGalleryLimit,
  hasErrors,
  validateFamilyInfo,
  validateMembers,
  type FamilyInfoField,
  type FieldErrors,
  type MemberField,
} from '../../lib/memorial/memorial-validation';
import { toast } from '../../stores/toasts';
import {
  emptyFamily,
  emptyMember,
  familyJobs,
  familyPayload,
  memberDraft,
  type FamilyValues,
  type MemberState,
} from './family-state';
import { FamilyInfoStep } from './FamilyInfoStep';
import { FamilyReviewStep } from './FamilyReviewStep';
import { FamilySettingsStep } from './FamilySettingsStep';
import { FormAlert } from './fields';
import { GalleryPicker } from './GalleryPicker';
import type { Photo } from './media-state';
import { MembersStep } from './MembersStep';
import { StepIndicator } from '../ui/StepIndicator';
import { runUploads } from './upload-queue';
import { UploadProgress, type ProgressItem } from './UploadProgress';
import { focusFirstInvalid, useLeaveWarning, useWizardSteps } from './useWizardSteps';
import { WizardNav } from './WizardNav';
import './wizard.css';

const STEPS = ['Información', 'Miembros', 'Galería', 'Configuración', 'Crear'] as const;
const [INFO, MEMBERS, GALLERY, SETTINGS] = [0, 1, 2, 3] as const;
const MEMBER_FIELDS: readonly MemberField[] = ['photo', 'name', 'birthDate', 'deathDate'];
/** Spec §2: after a family memorial the dashboard refetches and knows what was just created. */
const DONE_URL = '/dashboard?refresh=true&created=family';

type Phase = 'idle' | 'uploading' | 'saving' | 'done';

/**
 * The family memorial wizard (spec part 2 §2), five steps whose data accumulates until 'Crear'. The page
 * only renders it for someone with a family quota left (site/pages/create-family-memorial.astro).
 */
export default function FamilyWizard() {
  const today = todayInColombia();
  const formRef = useRef<HTMLFormElement>(null);
  const { step, goTo, headingRef, last } = useWizardSteps(STEPS.length);
  const [values, setValues] = useState<FamilyValues>(emptyFamily);
  const [infoErrors, setInfoErrors] = useState<FieldErrors<FamilyInfoField>>({});
  const [members, setMembers] = useState<MemberState[]>(() => [emptyMember()]);
  const [memberErrors, setMemberErrors] = useState<FieldErrors<MemberField>[]>([]);
  const [gallery, setGallery] = useState<Photo[]>([]);
  const [galleryError, setGalleryError] = useState<string | undefined>();
  const [musicError, setMusicError] = useState<string | undefined>();
  const attempted = useRef(new Set<number>());
  const [phase, setPhase] = useState<Phase>('idle');
  const [progressItems, setProgressItems] = useState<ProgressItem[]>([]);
  const [progress, setProgress] = useState<Record<string, number>>({});
  const [error, setError] = useState<string | null>(null);
  const busy = phase !== 'idle';
  // The form is in the server's HTML; until React owns it, typing would be lost, so it waits disabled.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const galleryLimit = familyGalleryLimit(members.length);
  useLeaveWarning(phase === 'uploading' || phase === 'saving');

  /** Runs one step's checks, shows their messages and says whether the step may be left. */
  function check(index: number, show: boolean): boolean {
    if (show) attempted.current.add(index);
    if (index === INFO) {
      const found = validateFamilyInfo(values);
      setInfoErrors(found);
      if (hasErrors(found) && show) {
        toast.error(WIZARD_TEXTS.completeRequired);
        requestAnimationFrame(() => focusFirstInvalid(formRef.current, ['familyName', 'description'], found));
      }
      return !hasErrors(found);
    }
    if (index === MEMBERS) {
      const result = validateMembers(members.map(memberDraft), today);
      setMemberErrors(result.errors);
      if (result.message && show) {
        toast.error(result.message);
        requestAnimationFrame(() => focusFirstMemberProblem(result.errors));
      }
      return result.message === null;
    }
    if (index === GALLERY) {
      const tooMany = gallery.length > galleryLimit ? PROFILE_TEXTS.familyGalleryFull(galleryLimit) : undefined;
      setGalleryError(tooMany);
      if (tooMany && show) toast.error(tooMany);
      return !tooMany;
    }
    if (index === SETTINGS) {
      const tooLong = values.favoriteMusic.length > LIMITS.music ? PROFILE_TEXTS.musicTooLong : undefined;
      setMusicError(tooLong);
      return !tooLong;
    }
    return true;
  }

  function focusFirstMemberProblem(errors: FieldErrors<MemberField>[]) {
    const index = errors.findIndex(hasErrors);
    const found = errors[index];
    const field = found && MEMBER_FIELDS.find((name) => found[name]);
    if (!field) return;
    const fieldset = formRef.current?.querySelectorAll('fieldset.mem-member')[index];
    const target =
      field === 'photo'
        ? fieldset?.querySelector<HTMLElement>('input[type="file"]')
        : fieldset?.querySelector<HTMLElement>(`[name="member-${index}-${field}"]`);
    target?.focus();
  }

  // After a failed attempt, messages follow the edits.
  function changeInfo(field: FamilyInfoField, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (attempted.current.has(INFO)) setInfoErrors(validateFamilyInfo(next));
  }

  function changeMembers(next: MemberState[]) {
    setMembers(next);
    if (attempted.current.has(MEMBERS)) setMemberErrors(validateMembers(next.map(memberDraft), today).errors);
  }

  function changeGallery(next: Photo[]) {
    setGallery(next);
    if (next.length <= galleryLimit) setGalleryError(undefined);
  }

  function next() {
    if (!check(step, true)) return;
    goTo(step + 1);
  }

  async function save() {
    if (busy) return;
    for (const index of [INFO, MEMBERS, GALLERY, SETTINGS]) {
      if (!check(index, true)) {
        goTo(index);
        return;
      }
    }
    setError(null);
    const jobs = familyJobs(members, gallery);
    setProgressItems(jobs.map(({ id, label }) => ({ id, label })));
    setProgress({});
    setPhase('uploading');
    const uploaded = await runUploads(jobs, (id, percent) => setProgress((current) => ({ ...current, [id]: percent })));
    if (!uploaded.ok) {
      toast.error(WIZARD_TEXTS.familyCreateFailed);
      setError(uploaded.error);
      setPhase('idle');
      return;
    }
    setPhase('saving');
    const created = await apiFetch<Family>('/api/family-profiles', {
      method: 'POST',
      body: familyPayload(values, members, gallery),
    });
    if (!created.ok) {
      toast.error(WIZARD_TEXTS.familyCreateFailed);
      setError(`${WIZARD_TEXTS.familyCreateFailed}: ${created.error}`);
      setPhase('idle');
      return;
    }
    setProgressItems([]);
    setPhase('done');
    toast.success(WIZARD_TEXTS.familyCreated);
    setTimeout(() => window.location.assign(DONE_URL), REDIRECT_DELAY_MS);
  }

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (step < last) next();
    else void save();
  }

  return (
    <form ref={formRef} className="mem-card mem-wizard" onSubmit={submit} noValidate aria-busy={busy || undefined}>
      <StepIndicator steps={STEPS} current={step} />
      <h2 className="mem-wizard__title" ref={headingRef} tabIndex={-1}>
        {STEPS[step]}
      </h2>
      <fieldset className="mem-wizard__body" disabled={!hydrated}>
        {step === INFO && <FamilyInfoStep values={values} errors={infoErrors} onChange={changeInfo} />}
        {step === MEMBERS && <MembersStep members={members} errors={memberErrors} onChange={changeMembers} today={today} />}
        {step === GALLERY && (
          <GalleryPicker
            label="Galería de la familia"
            photos={gallery}
            onChange={changeGallery}
            limit={galleryLimit}
            error={galleryError}
            hint={`Hasta ${LIMITS.photosPerMember} fotos por miembro (${galleryLimit} en total), JPG, PNG o HEIC de hasta 25 MB. Arrástralas para ordenarlas.`}
          />
        )}
        {step === SETTINGS && (
          <FamilySettingsStep
            values={values}
            onChange={(field, value) => setValues({ ...values, [field]: value })}
            musicError={musicError}
          />
        )}
        {step === last && <FamilyReviewStep values={values} members={members} gallery={gallery} />}
      </fieldset>

      {phase === 'uploading' && <UploadProgress items={progressItems} progress={progress} />}
      <FormAlert message={error} />
      {phase === 'done' ? (
        // The toast announces the success (spec: "a success toast"); this line only says what happens next.
        <p className="mem-success">Te llevamos a tu panel…</p>
      ) : (
        <WizardNav
          step={step}
          lastStep={last}
          onBack={() => goTo(step - 1)}
          onNext={next}
          submitLabel="Crear memorial familiar"
          busyLabel="Creando..."
          busy={busy}
          canSubmit
        />
      )}
    </form>
  );
}
