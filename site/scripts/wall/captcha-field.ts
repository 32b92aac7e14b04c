/**
 * `<captcha-field>`: the leave-memory form's captcha (markup and styles in components/wall/CaptchaField.astro).
 * It loads a challenge the first time it becomes visible (a closed modal costs no request), shows its
 * SVG through an <img> (an SVG in an image can run nothing), keeps the id in the hidden captcha_id input,
 * and 'Nuevo código' asks for another. A challenge lives five minutes: one shown that long is replaced
 * (at once when visible, else the next time it is). The form calls `refresh()` after a failed submit,
 * since the server spends a challenge on every attempt.
 */
import { CAPTCHA_MESSAGES } from '../../../worker/schemas/captcha-texts';

const DEFAULT_ENDPOINT = '/api/memories/captcha';
/** A little under the server's five minutes, so a challenge is never shown after it has expired. */
const SHOW_FOR_MS = 4.5 * 60_000;

type CaptchaAnswer = { success?: boolean; error?: unknown; data?: { captchaId?: unknown; svg?: unknown } };

export class CaptchaField extends HTMLElement {
  #request: AbortController | null = null;
  #imageUrl: string | null = null;
  #expiry: ReturnType<typeof setTimeout> | undefined;
  #observer: IntersectionObserver | null = null;
  #visible = false;
  #stale = true;

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
    this.#observer = new IntersectionObserver((entries) => {
      this.#visible = entries.some((entry) => entry.isIntersecting);
      if (this.#visible && this.#stale) void this.load();
    });
    this.#observer.observe(this);
  }

  disconnectedCallback(): void {
    this.#part('[data-captcha-refresh]')?.removeEventListener('click', this.#onRefreshClick);
    this.#observer?.disconnect();
    this.#request?.abort();
    clearTimeout(this.#expiry);
    this.#setImage(null);
    this.#stale = true;
  }

  #onRefreshClick = (): void => {
    void this.refresh();
    this.#part<HTMLInputElement>('input[name="captcha_input"]')?.focus();
  };

  /** A new challenge with an empty answer field; resolves true once it is shown. */
  refresh(): Promise<boolean> {
    const input = this.#part<HTMLInputElement>('input[name="captcha_input"]');
    if (input) input.value = '';
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
    try {
      const response = await fetch(this.dataset.endpoint || DEFAULT_ENDPOINT, {
        headers: { Accept: 'application/json' },
        cache: 'no-store',
        signal: request.signal,
      });
      const body = (await response.json().catch(() => ({}))) as CaptchaAnswer;
      const { captchaId, svg } = body.data ?? {};
      if (!response.ok || typeof captchaId !== 'string' || typeof svg !== 'string') {
        // A rate-limited visitor is told to wait; anything else is the spec's one failure text.
        const error = response.status === 429 && typeof body.error === 'string' ? body.error : CAPTCHA_MESSAGES.failed;
        throw new Error(error);
      }
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
      this.#setState('error', error instanceof Error ? error.message : CAPTCHA_MESSAGES.failed);
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
    const image = this.#part<HTMLImageElement>('[data-captcha-image]');
    if (this.#imageUrl) URL.revokeObjectURL(this.#imageUrl);
    this.#imageUrl = url;
    if (!image) return;
    image.hidden = !url;
    if (url) image.src = url;
    else image.removeAttribute('src');
  }

  #setState(state: 'loading' | 'ready' | 'error', error = ''): void {
    this.dataset.state = state;
    this.#part('[data-captcha-frame]')?.setAttribute('aria-busy', String(state === 'loading'));
    const status = this.#part<HTMLElement>('[data-captcha-status]');
    if (status) status.hidden = state !== 'loading';
    const message = this.#part<HTMLElement>('[data-captcha-error]');
    if (message) {
      message.textContent = error;
      message.hidden = !error;
    }
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'captcha-field': CaptchaField;
  }
}

if (!customElements.get('captcha-field')) customElements.define('captcha-field', CaptchaField);
