/**
 * `<captcha-field>`: the leave-memory form's captcha (markup and styles in components/wall/CaptchaField.astro).
 * It loads a challenge the first time it becomes visible (a closed modal costs no request), shows its
 * SVG through an <img> (an SVG in an image can run nothing), keeps the id in the hidden captcha_id input,
 * and 'Nuevo código' asks for another. 'Escuchar el código' fetches the challenge's spoken code once and
 * plays it (again on every press). A challenge lives five minutes: one shown that long is replaced (at once
 * when visible, else the next time it is). The form calls `refresh(message)` after a failed submit, since
 * the server spends a challenge on every attempt; the message stays beside the new code until the visitor
 * types or asks for another.
 */
import { CAPTCHA_MESSAGES } from '../../../worker/schemas/captcha-texts';
import type { api } from '../../lib/api-client';
import { requestEndpointData } from '../../lib/endpoint-request';
import { fillRouteSlot } from '../../lib/public/route-slot';
import { imageSlot } from '../public/image-slot';

/** GET /api/memories/captcha's answer, typed from the route (a type only: the client stays out of the bundle). */
type ChallengeCall = Awaited<ReturnType<typeof api.captcha.index.$get>>;
/** A little under the server's five minutes, so a challenge is never shown after it has expired. */
const SHOW_FOR_MS = 4.5 * 60_000;
/** The challenge picture's own size and name (the markup holds only its slot until there is a picture). */
const CAPTCHA_IMAGE = { width: '160', height: '56', alt: 'Imagen con el código de verificación' };

export class CaptchaField extends HTMLElement {
  #request: AbortController | null = null;
  #imageUrl: string | null = null;
  #expiry: ReturnType<typeof setTimeout> | undefined;
  #observer: IntersectionObserver | null = null;
  #visible = false;
  #stale = true;
  /** The current challenge's spoken code, fetched on the first 'Escuchar el código'. */
  #audio: { captchaId: string; url: string } | null = null;
  #player: HTMLAudioElement | null = null;

  #part<T extends Element>(selector: string): T | null {
    return this.querySelector<T>(selector);
  }

  /** The challenge's id, empty while none is loaded. */
  get captchaId(): string {
    return this.#part<HTMLInputElement>('input[name="captcha_id"]')?.value ?? '';
  }

  /** What the person typed. */
  get answer(): string {
    return this.#part<HTMLInputElement>('input[name="captcha_input"]')?.value.trim() ?? '';
  }

  connectedCallback(): void {
    this.#part('[data-captcha-refresh]')?.addEventListener('click', this.#onRefreshClick);
    this.#part('[data-captcha-listen]')?.addEventListener('click', this.#onListenClick);
    this.#part('input[name="captcha_input"]')?.addEventListener('input', this.#onType);
    this.#observer = new IntersectionObserver((entries) => {
      this.#visible = entries.some((entry) => entry.isIntersecting);
      if (this.#visible && this.#stale) void this.load();
    });
    this.#observer.observe(this);
  }

  disconnectedCallback(): void {
    this.#part('[data-captcha-refresh]')?.removeEventListener('click', this.#onRefreshClick);
    this.#part('[data-captcha-listen]')?.removeEventListener('click', this.#onListenClick);
    this.#part('input[name="captcha_input"]')?.removeEventListener('input', this.#onType);
    this.#observer?.disconnect();
    this.#request?.abort();
    clearTimeout(this.#expiry);
    this.#setImage(null);
    this.#dropAudio();
    this.#stale = true;
  }

  #onRefreshClick = (): void => {
    void this.refresh();
    this.#part<HTMLInputElement>('input[name="captcha_input"]')?.focus();
  };

  #onType = (): void => this.showMessage('');

  #onListenClick = (): void => {
    const player = (this.#player ??= new Audio());
    // Played once within the tap itself, so Safari lets the same player sound later, after the download.
    if (!this.#audio) void player.play().catch(() => undefined);
    void this.#listen(player);
  };

  async #listen(player: HTMLAudioElement): Promise<void> {
    const captchaId = this.captchaId;
    if (!captchaId) return;
    if (this.#audio?.captchaId !== captchaId) {
      // The spoken code is audio, not JSON: a plain fetch of the address the page rendered (CaptchaField.astro).
      const endpoint = fillRouteSlot(this.dataset.audioEndpoint ?? '', captchaId);
      const response = await fetch(endpoint, { cache: 'no-store' }).catch(() => null);
      if (!response?.ok) {
        const body: unknown = await response?.json().catch(() => null);
        const message =
          body && typeof body === 'object' && 'error' in body && typeof body.error === 'string' ? body.error : CAPTCHA_MESSAGES.audioFailed;
        // A challenge that is gone (404) is replaced, so the next press speaks the new one.
        if (response?.status === 404) void this.refresh(message);
        else this.showMessage(message);
        return;
      }
      const url = URL.createObjectURL(await response.blob());
      // Another code may have come while this one downloaded: only the one shown is played.
      if (captchaId !== this.captchaId) {
        URL.revokeObjectURL(url);
        return;
      }
      this.#dropAudio();
      this.#audio = { captchaId, url };
    }
    player.src = this.#audio.url;
    player.onplaying = () => (this.dataset.playing = '');
    player.onended = player.onpause = () => delete this.dataset.playing;
    await player.play().catch(() => this.showMessage(CAPTCHA_MESSAGES.audioFailed));
  }

  #dropAudio(): void {
    this.#player?.pause();
    if (this.#audio) URL.revokeObjectURL(this.#audio.url);
    this.#audio = null;
  }

  /**
   * A new challenge with an empty answer field; resolves true once it is shown. `message` (a refusal's
   * reason) is shown beside the new code.
   */
  refresh(message = ''): Promise<boolean> {
    const input = this.#part<HTMLInputElement>('input[name="captcha_input"]');
    if (input) input.value = '';
    this.showMessage(message);
    return this.load();
  }

  /** Fetches and shows a new challenge (the typed answer is kept); resolves true once it is shown. */
  async load(): Promise<boolean> {
    this.#request?.abort();
    const request = new AbortController();
    this.#request = request;
    clearTimeout(this.#expiry);
    this.#stale = false;
    this.#setState('loading');
    this.#setId('');
    this.#dropAudio();
    try {
      const answer = await requestEndpointData<ChallengeCall>(this.dataset.endpoint ?? '', { signal: request.signal, cache: 'no-store' });
      if (!answer.ok || typeof answer.data?.captchaId !== 'string' || typeof answer.data.svg !== 'string') {
        // A rate-limited visitor is told to wait; anything else is docs/product's one failure text.
        throw new Error(!answer.ok && answer.status === 429 ? answer.error : CAPTCHA_MESSAGES.failed);
      }
      const { captchaId, svg } = answer.data;
      this.#setImage(URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' })));
      this.#setId(captchaId);
      this.#setState('ready');
      this.#expiry = setTimeout(() => this.#expire(), SHOW_FOR_MS);
      this.dispatchEvent(new Event('captcha-load', { bubbles: true }));
      return true;
    } catch (error) {
      if (request.signal.aborted) return false;
      // Tried again the next time the field comes into view, or at once with 'Nuevo código'.
      this.#stale = true;
      this.#setImage(null);
      this.#setState('error');
      this.showMessage(error instanceof Error ? error.message : CAPTCHA_MESSAGES.failed);
      this.dispatchEvent(new Event('captcha-error', { bubbles: true }));
      return false;
    } finally {
      if (this.#request === request) this.#request = null;
    }
  }

  #expire(): void {
    this.#stale = true;
    if (this.#visible && this.isConnected) void this.refresh();
  }

  #setId(id: string): void {
    const hidden = this.#part<HTMLInputElement>('input[name="captcha_id"]');
    if (hidden) hidden.value = id;
  }

  #setImage(url: string | null): void {
    const image = imageSlot(this, '[data-captcha-image]', CAPTCHA_IMAGE);
    if (this.#imageUrl) URL.revokeObjectURL(this.#imageUrl);
    this.#imageUrl = url;
    if (!image) return;
    image.hidden = !url;
    if (url) image.src = url;
    else image.removeAttribute('src');
  }

  #setState(state: 'loading' | 'ready' | 'error'): void {
    this.dataset.state = state;
    this.#part('[data-captcha-frame]')?.setAttribute('aria-busy', String(state === 'loading'));
    const status = this.#part<HTMLElement>('[data-captcha-status]');
    if (status) status.hidden = state !== 'loading';
  }

  /** Shows a message about the code beside it (a red box read out at once), or hides it with ''. */
  showMessage(text: string): void {
    const message = this.#part<HTMLElement>('[data-captcha-error]');
    if (!message) return;
    message.textContent = text;
    message.hidden = !text;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'captcha-field': CaptchaField;
  }
}

if (!customElements.get('captcha-field')) customElements.define('captcha-field', CaptchaField);
