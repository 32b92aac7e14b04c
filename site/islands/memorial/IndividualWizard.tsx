import { useEffect, useMemo, useRef, useState } from 'react';
import { api, request, requestData } from '../../lib/api-client';
import { todayInColombia } from '../../lib/dates';
import { WIZARD_TEXTS } from '../../lib/memorial/memorial-messages';
import { REDIRECT_DELAY_MS } from '../../lib/memorial/memorial-options';
import type { Profile } from '../../lib/memorial/memorial-types';
import {
  canSubmitBasicInfo,
  hasErrors,
  validateBasicInfo,
  type BasicInfo,
  type BasicInfoField,
  type FieldErrors,
} from '../../lib/memorial/memorial-validation';
import { toast } from '../../stores/toasts';
import { privacyPayload, privacyProblem, PUBLIC_PRIVACY, type MemorialPrivacy } from '../../lib/visibility/memorial-privacy';
import { BasicInfoStep } from './BasicInfoStep';
import { CreatedScreen } from './CreatedScreen';
import { individualCodec } from './draft-codec';
import { GatedWizard, type WizardGate } from './GatedWizard';
import { emptyBasicInfo, ensureThumbnail, fromProfile, individualJobs, profilePayload, type IndividualMedia } from './individual-submit';
import { MediaStep } from './MediaStep';
import { individualPermission } from './permission';
import { ReviewStep } from './ReviewStep';
import { setUploadMemorial } from '../../lib/media/uploads';
import type { Ready } from './DraftPrompt';
import { useMemorialWizard } from './useMemorialWizard';
import { focusFirstInvalid } from './useWizardSteps';
import { WizardFrame } from './WizardFrame';
import './wizard.css';

const STEPS = ['Información básica', 'Fotos y videos (opcional)', 'Revisión final'] as const;
const FIELD_ORDER: readonly BasicInfoField[] = ['name', 'birthDate', 'deathDate', 'templateId', 'description', 'favoriteMusic'];

type Start = { values: BasicInfo; media: IndividualMedia; privacy: MemorialPrivacy };
type Gate = WizardGate<Start>;

/**
 * The individual memorial wizard (product §2.2): /create-memorial and /create create, /edit/{id} edits.
 * Creating first asks the server whether this person may (GET /api/profiles/can-create) and starts with
 * `template` chosen (the gallery's 'Usar este diseño'); editing loads the memorial (GET /api/profiles/{id},
 * owner only).
 */
export default function IndividualWizard({ profileId, template }: { profileId?: string; template?: string }) {
  const [gate, setGate] = useState<Gate>({ status: 'loading' });
  // Editing: uploads are for this memorial (a helping relative's count against its owner, docs/features/family-circle.md).
  useEffect(() => setUploadMemorial(profileId ? { profile_id: profileId } : null), [profileId]);

  useEffect(() => {
    let live = true;
    async function check() {
      if (profileId) {
        const loaded = await requestData(api.profiles[':id'].$get({ param: { id: profileId } }));
        if (!live) return;
        setGate(
          loaded.ok
            ? { status: 'ready', start: { ...fromProfile(loaded.data), privacy: PUBLIC_PRIVACY } }
            : { status: 'blocked', title: WIZARD_TEXTS.loadFailed, reason: loaded.error },
        );
        return;
      }
      const answer = await request(api.profiles['can-create'].$get());
      if (!live) return;
      const permission = individualPermission(answer.ok ? answer.data : null);
      setGate(
        permission.allowed
          ? {
              status: 'ready',
              start: { values: emptyBasicInfo(template), media: { photo: null, gallery: [], video: null }, privacy: PUBLIC_PRIVACY },
            }
          : { status: 'blocked', title: WIZARD_TEXTS.blockedTitle, reason: permission.reason },
      );
    }
    void check();
    return () => {
      live = false;
    };
  }, [profileId, template]);

  return (
    <GatedWizard
      gate={gate}
      loadingLabel={profileId ? 'Cargando el memorial…' : 'Consultando tus memoriales disponibles…'}
      kind="individual"
      memorialId={profileId}
      codec={individualCodec}
    >
      {(ready) => <WizardForm ready={ready} profileId={profileId} />}
    </GatedWizard>
  );
}

type FormProps = { ready: Ready<Start>; profileId?: string };

function WizardForm({ ready, profileId }: FormProps) {
  const { start } = ready;
  const editing = Boolean(profileId);
  const today = todayInColombia();
  const [values, setValues] = useState(start.values);
  const [errors, setErrors] = useState<FieldErrors<BasicInfoField>>({});
  const attempted = useRef(false);
  const [media, setMedia] = useState(start.media);
  // Who may see a new memorial (docs/features/visibility.md); an edit changes it under the wizard ('Quién puede verlo').
  const [privacy, setPrivacy] = useState(start.privacy);
  const [privacyError, setPrivacyError] = useState<string | undefined>();
  const [created, setCreated] = useState<Profile | null>(null);
  const state = useMemo(() => ({ values, media, privacy }), [values, media, privacy]);
  const form = useMemorialWizard(STEPS, ready, { state, codec: individualCodec });
  const { formRef, step, goTo, last, save: uploads, deviceDraft } = form;

  function change(field: BasicInfoField, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    // Messages appear when the person tries to continue, then follow the typing.
    if (attempted.current) setErrors(validateBasicInfo(next, today));
  }

  /** product §2.5: leaving step 1 forward checks every rule; the toast sums it up. */
  function basicInfoValid(): boolean {
    attempted.current = true;
    const found = validateBasicInfo(values, today);
    setErrors(found);
    if (!hasErrors(found)) return true;
    toast.error(WIZARD_TEXTS.completeRequired);
    if (step !== 0) goTo(0);
    // After the render that shows the messages (and, from step 3, step 1 itself).
    requestAnimationFrame(() => focusFirstInvalid(formRef.current, FIELD_ORDER, found));
    return false;
  }

  function next() {
    if (step === 0 && !basicInfoValid()) return;
    goTo(step + 1);
  }

  /** A new memorial's code, when 'Privado' is chosen: said by its field before anything is sent. */
  function privacyValid(): boolean {
    const problem = editing ? undefined : privacyProblem(privacy);
    setPrivacyError(problem);
    if (!problem) return true;
    toast.error(problem);
    if (step !== last) goTo(last);
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[name="access_code"]')?.focus());
    return false;
  }

  function changePrivacy(next: MemorialPrivacy) {
    setPrivacy(next);
    if (privacyError) setPrivacyError(privacyProblem(next));
  }

  async function save() {
    if (uploads.busy || !basicInfoValid() || !privacyValid()) return;
    const uploaded = await uploads.upload(individualJobs(media), deviceDraft.flush);
    if (!uploaded.ok) {
      uploads.fail(uploaded.error);
      return;
    }
    await ensureThumbnail(media.video);
    deviceDraft.flush();

    uploads.setPhase('saving');
    const body = profilePayload(values, media);
    const saved = profileId
      ? await requestData(api.profiles[':id'].$put({ param: { id: profileId }, json: body }))
      : await requestData(api.profiles.index.$post({ json: { ...body, ...privacyPayload(privacy) } }));
    if (!saved.ok) {
      uploads.fail(WIZARD_TEXTS.createFailed(saved.error));
      return;
    }
    deviceDraft.clear();
    uploads.finish();
    // A new memorial stays on its success screen, with its link to share; an edit goes back to the panel (product §2.4).
    if (editing) setTimeout(() => window.location.assign('/dashboard'), REDIRECT_DELAY_MS);
    else setCreated(saved.data);
  }

  if (created)
    return <CreatedScreen kind="individual" id={created.id} slug={created.slug} name={created.profile_name} title={WIZARD_TEXTS.created} />;

  return (
    <WizardFrame
      form={form}
      onNext={next}
      onSave={() => void save()}
      done={
        <p className="mem-success" role="status">
          {WIZARD_TEXTS.updated} Te llevamos a tu panel…
        </p>
      }
      nav={{
        submitLabel: editing ? 'Guardar cambios' : 'Crear memorial',
        busyLabel: editing ? 'Actualizando...' : 'Creando...',
        canSubmit: canSubmitBasicInfo(values),
      }}
    >
      {step === 0 && <BasicInfoStep values={values} errors={errors} onChange={change} today={today} />}
      {step === 1 && <MediaStep media={media} onChange={setMedia} />}
      {step === 2 && (
        <ReviewStep
          values={values}
          media={media}
          editing={editing}
          privacy={editing ? undefined : { value: privacy, onChange: changePrivacy, error: privacyError }}
        />
      )}
    </WizardFrame>
  );
}
