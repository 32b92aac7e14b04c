import { atom } from 'nanostores';

/**
 * Short notices for the whole site (product §1.2: 4 seconds by default, 3 for success). Any island or script
 * calls `showToast` (or `toast.success` / `toast.error` / `toast.info`); the one <Toaster> on the page shows them.
 */
export type ToastTone = 'success' | 'error' | 'info';
export type Toast = { id: number; message: string; tone: ToastTone };

export const TOAST_DURATION_MS = 4000;
export const SUCCESS_TOAST_DURATION_MS = 3000;
/** Older notices give way: a stack taller than this hides the page more than it informs. */
export const MAX_TOASTS = 3;

export const $toasts = atom<Toast[]>([]);

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

export function dismissToast(id: number): void {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
  $toasts.set($toasts.get().filter((toast) => toast.id !== id));
}

export function showToast(message: string, { tone = 'info', duration }: { tone?: ToastTone; duration?: number } = {}): number {
  const id = nextId++;
  const current = $toasts.get();
  current.slice(0, Math.max(0, current.length - (MAX_TOASTS - 1))).forEach((oldest) => dismissToast(oldest.id));
  $toasts.set([...$toasts.get(), { id, message, tone }]);
  const ms = duration ?? (tone === 'success' ? SUCCESS_TOAST_DURATION_MS : TOAST_DURATION_MS);
  timers.set(
    id,
    setTimeout(() => dismissToast(id), ms),
  );
  return id;
}

export const toast = {
  success: (message: string) => showToast(message, { tone: 'success' }),
  error: (message: string) => showToast(message, { tone: 'error' }),
  info: (message: string) => showToast(message, { tone: 'info' }),
};
