import { useEffect, useMemo, useRef, useState } from 'react';
import { api, requestData } from '../../lib/api-client';
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
import { privacyPayload, privacyProblem, type MemorialPrivacy } from '../../lib/visibility/memorial-privacy';
import { CreatedScreen } from './CreatedScreen';
import { familyCodec } from './draft-codec';
import { DraftBoundary, type Ready } from './DraftPrompt';
import { emptyDraft, familyJobs, familyPayload, fromFamily, memberDraft, type FamilyDraft, type MemberState } from './family-state';
import { FamilyInfoStep } from './FamilyInfoStep';
import { FamilyReviewStep } from './FamilyReviewStep';
import { FamilySettingsStep } from './FamilySettingsStep';
import { GalleryPicker } from './GalleryPicker';
import { GatedWizard, type WizardGate } from './GatedWizard';
import type { Photo, Video } from './media-state';
import { MembersStep } from './MembersStep';
import { setUploadMemorial } from '../../lib/media/uploads';
import { useMemorialWizard } from './useMemorialWizard';
import { focusFirstInvalid } from './useWizardSteps';
import { VideoPicker } from './VideoPicker';
import { WizardFrame } from './WizardFrame';
import './wizard.css';
import { songLinkError } from '../../../worker/schemas/youtube';
import { useHydrated } from '../ui/useHydrated';

const CREATE_STEPS = ['Información', 'Miembros', 'Galería', 'Configuración', 'Crear'] as const;
const EDIT_STEPS = ['Información', 'Miembros', 'Galería', 'Configuración', 'Revisar'] as const;
const [INFO, MEMBERS, GALLERY, SETTINGS] = [0, 1, 2, 3] as const;
const MEMBER_FIELDS: readonly MemberField[] = ['photo', 'name', 'birthDate', 'deathDate'];

type Gate = WizardGate<FamilyDraft>;

/**
 * The family memorial wizard (product §2.2), five steps whose data accumulates until the last. Creating:
 * the page renders it only for someone with a family quota left (site/pages/create-family-memorial.astro),
 * in the server's HTML, starting with `template` chosen (the gallery's 'Usar este diseño'). Editing
 * (`familyId`, from /edit/{id}): it loads the family through the API, which
 * answers its owner or an administrator, and saves everything in one atomic PUT.
 */
export default function FamilyWizard({ familyId, template }: { familyId?: string; template?: string }) {
  if (!familyId) return <FamilyCreator template={template} />;
  return <FamilyEditor familyId={familyId} />;
}

/** A new family: the form is in the server's HTML (locked until the draft is looked for), or the draft prompt. */
function FamilyCreator({ template }: { template?: string }) {
  const [start] = useState(() => emptyDraft(template));
  return (
    <DraftBoundary kind="family" fallback={start} codec={familyCodec}>
      {(ready) => <WizardForm ready={ready} />}
    </DraftBoundary>
  );
}

function FamilyEditor({ familyId }: { familyId: string }) {
  const [gate, setGate] = useState<Gate>({ status: 'loading' });
  // Uploads are for this family (a helping relative's count against its owner, docs/features/family-circle.md).
  useEffect(() => setUploadMemorial({ family_profile_id: familyId }), [familyId]);
  useEffect(() => {
    let live = true;
    void requestData(api.familyProfiles[':id'].$get({ param: { id: familyId } })).then((loaded) => {
      if (!live) return;
      setGate(
        loaded.ok
          ? { status: 'ready', start: fromFamily(loaded.data) }
          : { status: 'blocked', title: WIZARD_TEXTS.loadFailed, reason: loaded.error },
      );
    });
    return () => {
      live = false;
    };
  }, [familyId]);

  return (
    <GatedWizard gate={gate} loadingLabel="Cargando el memorial familiar…" kind="family" memorialId={familyId} codec={familyCodec}>
      {(ready) => <WizardForm ready={ready} familyId={familyId} />}
    </GatedWizard>
  );
}

/** The names of saved members the edit leaves out: the review says who leaves before anything is saved. */
const leaving = (start: MemberState[], now: MemberState[]): string[] =>
  start.filter((member) => member.serverId && !now.some((kept) => kept.serverId === member.serverId)).map((member) => member.name);

type FormProps = { ready: Ready<FamilyDraft>; familyId?: string };

function WizardForm({ ready, familyId }: FormProps) {
  const { start } = ready;
  const editing = Boolean(familyId);
  const today = todayInColombia();
  const [values, setValues] = useState(start.values);
  const [infoErrors, setInfoErrors] = useState<FieldErrors<FamilyInfoField>>({});
  const [members, setMembers] = useState(start.members);
  const [memberErrors, setMemberErrors] = useState<FieldErrors<MemberField>[]>([]);
  const [gallery, setGallery] = useState(start.gallery);
  const [video, setVideo] = useState<Video | null>(start.video);
  // Who may see a new family memorial (docs/features/visibility.md); an edit changes it under the wizard ('Quién puede verlo').
  const [privacy, setPrivacy] = useState(start.privacy);
  const [privacyError, setPrivacyError] = useState<string | undefined>();
  const [galleryError, setGalleryError] = useState<string | undefined>();
  const [musicError, setMusicError] = useState<string | undefined>();
  const attempted = useRef(new Set<number>());
  const [created, setCreated] = useState<Family | null>(null);
  // The creation form is in the server's HTML; until React owns it, typing would be lost, so it waits disabled.
  const hydrated = useHydrated();
  const galleryLimit = familyGalleryLimit(members.length);
  const state = useMemo(() => ({ values, members, gallery, video, privacy }), [values, members, gallery, video, privacy]);
  const form = useMemorialWizard(editing ? EDIT_STEPS : CREATE_STEPS, ready, { state, codec: familyCodec });
  const { formRef, step, goTo, last, save: uploads, deviceDraft } = form;

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
      const problem =
        values.favoriteMusic.length > LIMITS.music ? PROFILE_TEXTS.musicTooLong : (songLinkError(values.favoriteMusic) ?? undefined);
      setMusicError(problem);
      return !problem;
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

  /** Says what happened when saving stops: with one atomic write, nothing of the memorial changed yet. */
  function stopped(reason: string) {
    const failed = editing ? WIZARD_TEXTS.familyUpdateFailed : WIZARD_TEXTS.familyCreateFailed;
    toast.error(failed);
    uploads.fail(`${failed}: ${reason.replace(/\.$/, '')}. ${WIZARD_TEXTS.nothingSaved}`);
  }

  function changePrivacy(next: MemorialPrivacy) {
    setPrivacy(next);
    if (privacyError) setPrivacyError(privacyProblem(next));
  }

  async function save() {
    if (uploads.busy) return;
    for (const index of [INFO, MEMBERS, GALLERY, SETTINGS]) {
      if (!check(index, true)) {
        goTo(index);
        return;
      }
    }
    // A new memorial's code, when 'Privado' is chosen: said by its field before anything is sent.
    const privacyIssue = editing ? undefined : privacyProblem(privacy);
    setPrivacyError(privacyIssue);
    if (privacyIssue) {
      toast.error(privacyIssue);
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[name="access_code"]')?.focus());
      return;
    }
    const draft = { values, members, gallery, video, privacy };
    const uploaded = await uploads.upload(familyJobs(draft), deviceDraft.flush);
    if (!uploaded.ok) {
      stopped(uploaded.error);
      return;
    }
    uploads.setPhase('saving');
    const saved = familyId
      ? await requestData(api.familyProfiles[':id'].$put({ param: { id: familyId }, json: familyPayload(draft) }))
      : await requestData(api.familyProfiles.index.$post({ json: { ...familyPayload(draft), ...privacyPayload(privacy) } }));
    if (!saved.ok) {
      stopped(saved.error);
      return;
    }
    deviceDraft.clear();
    uploads.finish();
    if (editing) {
      toast.success(WIZARD_TEXTS.familyUpdated);
      setTimeout(() => window.location.assign('/dashboard'), REDIRECT_DELAY_MS);
    } else {
      toast.success(WIZARD_TEXTS.familyCreated);
      setCreated(saved.data);
    }
  }

  if (created)
    return (
      <CreatedScreen kind="family" id={created.id} slug={created.slug} name={created.family_name} title={WIZARD_TEXTS.familyCreated} />
    );

  return (
    <WizardFrame
      form={form}
      onNext={next}
      onSave={() => void save()}
      // The toast announces the success (docs/product: "a success toast"); this line only says what happens next.
      done={<p className="mem-success">Te llevamos a tu panel…</p>}
      nav={{
        submitLabel: editing ? 'Guardar cambios' : 'Crear memorial familiar',
        busyLabel: editing ? 'Guardando...' : 'Creando...',
        canSubmit: true,
      }}
    >
      {/* Locked too while the draft is looked for: what was typed meanwhile would be replaced by it. */}
      <fieldset className="mem-wizard__body" disabled={!hydrated || ready.session === null}>
        {step === INFO && <FamilyInfoStep values={values} errors={infoErrors} onChange={changeInfo} />}
        {step === MEMBERS && <MembersStep members={members} errors={memberErrors} onChange={changeMembers} today={today} />}
        {step === GALLERY && (
          <>
            <GalleryPicker
              label="Galería de la familia"
              photos={gallery}
              onChange={changeGallery}
              limit={galleryLimit}
              error={galleryError}
              hint={`Hasta ${LIMITS.photosPerMember} fotos por miembro (${galleryLimit} en total), JPG, PNG o HEIC de hasta 25 MB. Arrástralas para ordenarlas.`}
            />
            <VideoPicker label="Video de la familia" video={video} onChange={setVideo} />
          </>
        )}
        {step === SETTINGS && (
          <FamilySettingsStep
            values={values}
            onChange={(field, value) => setValues({ ...values, [field]: value })}
            musicError={musicError}
          />
        )}
        {step === last && (
          <FamilyReviewStep
            values={values}
            members={members}
            gallery={gallery}
            video={video}
            editing={editing}
            leaving={leaving(start.members, members)}
            privacy={editing ? undefined : { value: privacy, onChange: changePrivacy, error: privacyError }}
          />
        )}
      </fieldset>
    </WizardFrame>
  );
}
