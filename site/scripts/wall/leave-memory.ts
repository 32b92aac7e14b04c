/**
 * The leave-memory form (product §2.4, §2.5): checks what a visitor can fix at once in docs/product's words,
 * prepares the chosen photo as soon as it is picked (a phone's JPG or HEIC becomes an upright JPEG under
 * 2 MB that travels fast on mobile data; the preview shows that copy), uploads it through the public
 * endpoint, then posts the memory. A failed post keeps the uploaded photo for the next try and asks for a
 * new captcha, since the server spends a captcha on every attempt. This script, and with it the captcha
 * widget and the preparation code, loads only when someone taps '+ Dejar un recuerdo'.
 */
import type { InferRequestType } from 'hono/client';
import type { api } from '../../lib/api-client';
import { requestEndpointData } from '../../lib/endpoint-request';
import { showDialog } from '../public/dialogs';
import { imageSlot } from '../public/image-slot';
import { imageFileError, photoPreparationError, preparingPhotoText } from '../../lib/media/media-checks';
import { preparePhoto } from '../../lib/media/prepare-photo';
import { uploadFile } from '../../lib/media/upload-request';
import { sentTextFor, WALL_TEXTS as T } from '../../lib/wall/wall-texts';
import { CAPTCHA_MESSAGES } from '../../../worker/schemas/captcha-texts';
import { MEMORY_LIMITS as L, MEMORY_MESSAGES as M } from '../../../worker/schemas/memory-texts';
import { PRIVACY_MESSAGES } from '../../../worker/schemas/privacy-texts';
import type { WallEndpoints, WallState } from './wall-state';

/** POST /api/memories: its body and answer, typed from the route (types only). */
type SendCall = typeof api.memories.index.$post;
type NewMemory = InferRequestType<SendCall>['json'];
// Defines <captcha-field>: the form's captcha loads with the form, not with the wall.
import './captcha-field';
import { detached } from '../../lib/detached';

type CaptchaElement = HTMLElement & { refresh?: (message?: string) => Promise<boolean>; showMessage?: (text: string) => void };

/** The captcha's own refusals (wrong, expired, too many wrong codes, none typed): shown beside the new code. */
const CAPTCHA_REFUSALS: ReadonlySet<string> = new Set(Object.values(CAPTCHA_MESSAGES));

const stripTags = (value: string) => value.replace(/<[^>]*>/g, '').trim();

let current: { target: WallState['target']; endpoints: WallEndpoints; onSent: () => void } | null = null;

function parts(dialog: HTMLDialogElement) {
  const q = <T extends Element>(selector: string) => {
    const found = dialog.querySelector<T>(selector);
    if (!found) throw new Error(`leave-memory: falta ${selector}`);
    return found;
  };
  return {
    form: q<HTMLFormElement>('[data-leave-form]'),
    error: q<HTMLElement>('[data-leave-error]'),
    photo: q<HTMLInputElement>('[data-leave-photo]'),
    pickLabel: q<HTMLElement>('[data-photo-pick-label]'),
    photoStatus: q<HTMLElement>('[data-photo-status]'),
    preview: q<HTMLButtonElement>('[data-photo-preview]'),
    message: q<HTMLTextAreaElement>('[data-leave-message]'),
    counter: q<HTMLElement>('[data-leave-counter]'),
    things: q<HTMLElement>('[data-things-list]'),
    addThing: q<HTMLButtonElement>('[data-thing-add]'),
    submit: q<HTMLButtonElement>('[data-leave-submit]'),
    cancel: q<HTMLButtonElement>('[data-leave-cancel]'),
    done: q<HTMLElement>('[data-leave-done]'),
    doneTitle: q<HTMLElement>('[data-leave-done-title]'),
    doneText: q<HTMLElement>('[data-leave-done-text]'),
    ok: q<HTMLButtonElement>('[data-leave-ok]'),
    captcha: dialog.querySelector<CaptchaElement>('captcha-field'),
    /** Above the captcha where the family asks for a photo: shown while none is chosen (docs/features/memory-wall.md). */
    photoMissing: dialog.querySelector<HTMLElement>('[data-photo-missing]'),
  };
}

type Parts = ReturnType<typeof parts>;

function showError(p: Parts, message: string | null): void {
  p.error.textContent = message ?? '';
  p.error.hidden = !message;
  if (message) p.error.scrollIntoView({ block: 'nearest' });
}

/**
 * A refusal that is about the code goes beside the code, with a new one loaded under it, and the cursor in
 * the answer field: the visitor reads why right where they fix it, instead of at the top of a long form.
 * Anything else goes to the form's red box; a new code is loaded all the same, since the server spends a
 * code on every attempt that reaches it.
 */
function showRefusal(p: Parts, message: string): void {
  const answer = p.captcha?.querySelector<HTMLInputElement>('input[name="captcha_input"]');
  if (!p.captcha?.refresh || !answer || !CAPTCHA_REFUSALS.has(message)) {
    showError(p, message);
    void p.captcha?.refresh?.();
    return;
  }
  showError(p, null);
  void p.captcha.refresh(message).then(() => answer.focus());
}

function syncThings(p: Parts): void {
  const rows = p.things.querySelectorAll<HTMLElement>('[data-thing-row]');
  rows.forEach((row) => {
    const remove = row.querySelector<HTMLButtonElement>('[data-thing-remove]');
    if (remove) remove.hidden = rows.length <= 1;
  });
  p.addThing.hidden = rows.length >= L.missLines;
}

function resetThings(p: Parts): void {
  const rows = [...p.things.querySelectorAll<HTMLElement>('[data-thing-row]')];
  rows.slice(1).forEach((row) => row.remove());
  const input = rows[0]?.querySelector('input');
  if (input) input.value = '';
  syncThings(p);
}

function wire(dialog: HTMLDialogElement, p: Parts): void {
  let previewUrl: string | null = null;
  /** The prepared copy of the chosen photo: what is shown and what is sent. */
  let prepared: File | null = null;
  /** Counts choices, so a photo that finishes preparing after another was chosen is dropped. */
  let choice = 0;
  let preparing = false;
  let sending = false;
  /** The photo already stored for the prepared file, reused when only the post has to be repeated. */
  let uploaded: { file: File; url: string } | null = null;

  const syncSubmit = () => {
    p.submit.disabled = preparing || sending;
  };

  const showPreview = (file: File | null) => {
    if (previewUrl) URL.revokeObjectURL(previewUrl);
    previewUrl = file ? URL.createObjectURL(file) : null;
    const previewImg = imageSlot(p.preview, '[data-photo-preview-img]', { alt: 'Vista previa de la foto elegida' });
    if (previewUrl && previewImg) previewImg.src = previewUrl;
    p.preview.hidden = !previewUrl;
    p.pickLabel.textContent = previewUrl ? 'Cambiar foto' : 'Elegir foto';
    if (p.photoMissing) p.photoMissing.hidden = Boolean(previewUrl);
  };

  const setPreparing = (value: boolean) => {
    preparing = value;
    p.photo.disabled = value;
    p.photoStatus.textContent = value ? preparingPhotoText({ done: 0, total: 1 }) : '';
    syncSubmit();
  };

  const updateCounter = () => {
    p.counter.textContent = `${p.message.value.length}/${L.message}`;
  };

  const reset = () => {
    p.form.reset();
    p.form.hidden = false;
    p.done.hidden = true;
    showError(p, null);
    choice += 1;
    setPreparing(false);
    prepared = null;
    uploaded = null;
    showPreview(null);
    p.preview.removeAttribute('data-enlarged');
    resetThings(p);
    updateCounter();
    void p.captcha?.refresh?.();
  };
  dialog.addEventListener('leave-memory:reset', reset);

  p.photo.addEventListener(
    'change',
    detached(async () => {
      const file = p.photo.files?.[0];
      // The prepared copy is what counts; the input is emptied so the same photo can be chosen again.
      p.photo.value = '';
      if (!file) return;
      const problem = imageFileError(file);
      showError(p, problem);
      if (problem) return;
      const mine = ++choice;
      setPreparing(true);
      const ready = await preparePhoto(file);
      if (mine !== choice) return;
      setPreparing(false);
      // Disabling the input took the keyboard focus away: it comes back unless the visitor moved on.
      const focus = document.activeElement;
      if (!focus || focus === document.body || focus === dialog) p.photo.focus({ preventScroll: true });
      if (!ready.ok) {
        showError(p, ready.reason === 'unreadable' ? T.photoUploadFailed : photoPreparationError(ready.reason));
        return;
      }
      prepared = ready.file;
      showPreview(ready.file);
    }),
  );
  p.preview.addEventListener('click', () => p.preview.toggleAttribute('data-enlarged'));
  p.message.addEventListener('input', updateCounter);

  p.addThing.addEventListener('click', () => {
    const rows = p.things.querySelectorAll('[data-thing-row]');
    const template = rows[0];
    if (!template || rows.length >= L.missLines) return;
    const row = template.cloneNode(true) as HTMLElement;
    const input = row.querySelector('input');
    if (input) input.value = '';
    p.things.appendChild(row);
    syncThings(p);
    input?.focus();
  });
  p.things.addEventListener('click', (event) => {
    const remove = (event.target as HTMLElement).closest('[data-thing-remove]');
    const row = remove?.closest('[data-thing-row]');
    if (!row || p.things.querySelectorAll('[data-thing-row]').length <= 1) return;
    row.remove();
    syncThings(p);
  });

  p.cancel.addEventListener('click', () => dialog.close());
  p.ok.addEventListener('click', () => {
    dialog.close();
    current?.onSent();
  });

  const setBusy = (busy: boolean) => {
    sending = busy;
    syncSubmit();
    p.cancel.disabled = busy;
    p.submit.textContent = busy ? T.saving : T.save;
  };

  const uploadPhoto = async (file: File): Promise<string | { error: string }> => {
    if (uploaded?.file === file) return uploaded.url;
    const result = await uploadFile(current?.endpoints.upload ?? '', 'file', file, file.name, {
      fields: { type: 'memory' },
      failure: T.photoUploadFailed,
    });
    if (!result.ok) return { error: result.error };
    uploaded = { file, url: result.data.url };
    return result.data.url;
  };

  p.form.addEventListener(
    'submit',
    detached(async (event) => {
      event.preventDefault();
      if (!current || preparing || sending) return;
      const data = new FormData(p.form);
      const file = prepared;
      const author = stripTags(String(data.get('author_name') ?? ''));
      const message = stripTags(String(data.get('message') ?? ''));
      const captchaInput = String(data.get('captcha_input') ?? '').trim();
      // Ley 1581: the visitor's authorisation, apart from 'Hacer público'; the API refuses the memory without it.
      const privacy = p.form.querySelector<HTMLInputElement>('[data-leave-privacy]');
      // In the order of the form, the captcha last. A missing photo is the server's to refuse where the family asks
      // for one: the form said so before the captcha, and the refusal tells the family someone tried (docs/features/memory-wall.md).
      const problem = !author || !message ? M.nameAndMessageRequired : !privacy?.checked ? PRIVACY_MESSAGES.recuerdo : null;
      showError(p, problem);
      if (problem || !privacy) return;
      if (!captchaInput) {
        if (p.captcha?.showMessage) p.captcha.showMessage(M.captchaRequired);
        else showError(p, M.captchaRequired);
        p.captcha?.querySelector<HTMLInputElement>('input[name="captcha_input"]')?.focus();
        return;
      }

      setBusy(true);
      const photo = file ? await uploadPhoto(file) : null;
      if (photo !== null && typeof photo !== 'string') {
        setBusy(false);
        showError(p, photo.error);
        return;
      }
      const target = current.target;
      const memory: NewMemory = {
        memorial_profile_id: target.kind === 'memorial' ? target.id : null,
        family_profile_id: target.kind === 'family' ? target.id : null,
        photo_url: photo,
        author_name: author,
        message,
        song: stripTags(String(data.get('song') ?? '')) || null,
        things_list: data
          .getAll('things_list')
          .map((line) => stripTags(String(line)))
          .filter(Boolean),
        captcha_id: String(data.get('captcha_id') ?? ''),
        captcha_input: captchaInput,
        visitor_consent: data.get('visitor_consent') === 'on',
        // Checked above: the form is not sent without the authorisation.
        privacy_consent: true,
      };
      const sent = await requestEndpointData<Awaited<ReturnType<SendCall>>>(current.endpoints.send, { method: 'POST', json: memory });
      setBusy(false);
      if (!sent.ok) {
        showRefusal(p, sent.error || M.sendFailed);
        return;
      }
      // An answer without the stored memory (never expected) falls back to docs/product's own words.
      p.doneText.textContent = sent.data ? sentTextFor(sent.data) : T.sentText;
      p.form.hidden = true;
      p.done.hidden = false;
      p.doneTitle.focus();
    }),
  );
}

/** Opens the form for `target`'s wall; `onSent` runs when the visitor closes the success message. */
export function openLeaveMemory(target: WallState['target'], endpoints: WallEndpoints, onSent: () => void): void {
  const dialog = document.getElementById('dejar-recuerdo');
  if (!(dialog instanceof HTMLDialogElement)) return;
  current = { target, endpoints, onSent };
  if (dialog.dataset.wired === undefined) {
    dialog.dataset.wired = ''; // present, though empty: the check above asks whether it exists
    wire(dialog, parts(dialog));
  }
  dialog.dispatchEvent(new Event('leave-memory:reset'));
  // Like every public dialog: at its top, the focus on 'Para …', and back on '+ Dejar un recuerdo' when it closes.
  showDialog(dialog);
}
