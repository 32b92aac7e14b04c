import { atom } from 'nanostores';
import { accountReady } from './session';

/**
 * The login/register/forgot-password dialog (product §1.2), opened from anywhere: header, hero, packages.
 * The dialog island itself is mounted once, in the header.
 */
export type AuthMode = 'login' | 'register' | 'forgot-password';
/**
 * `lead`: the login's own sentence where the customer's would be wrong (the back-office's sign-in). `email`: the
 * address the forms start with (an invitation's). `returnTo`: the page a new account's verification link leads
 * back to (docs/features/the-way-back.md, worker/schemas/return-path.ts).
 */
export type AuthDialogState = { open: boolean; mode: AuthMode; lead?: string; email?: string; returnTo?: string };

export const $authDialog = atom<AuthDialogState>({ open: false, mode: 'login' });

/**
 * What to do once the person signs in ("after a successful login the dialog closes and the flow
 * continues", product §1.2): e.g. the package they tried to add. Kept out of the store so its value stays data.
 */
let afterSignIn: (() => void) | null = null;

export function openAuthDialog(
  mode: AuthMode,
  options: { afterSignIn?: () => void; lead?: string; email?: string; returnTo?: string } = {},
): void {
  afterSignIn = options.afterSignIn ?? null;
  $authDialog.set({
    open: true,
    mode,
    ...(options.lead ? { lead: options.lead } : {}),
    ...(options.email ? { email: options.email } : {}),
    ...(options.returnTo ? { returnTo: options.returnTo } : {}),
  });
}

/** Mode switches keep the pending continuation: "Crear cuenta" → "Iniciar sesión" is the same flow. */
export function setAuthDialogMode(mode: AuthMode): void {
  $authDialog.set({ ...$authDialog.get(), mode });
}

export function closeAuthDialog(): void {
  afterSignIn = null;
  $authDialog.set({ ...$authDialog.get(), open: false });
}

/**
 * Called by the dialog after a successful login: closes it, then runs the continuation once. An account that
 * signed in with a password an administrator chose first picks its own (SetPasswordModal; the API refuses
 * anything else until then), so the continuation waits for that, and is dropped if the person signs out.
 */
export function completeSignIn(): void {
  const next = afterSignIn;
  closeAuthDialog();
  if (!next) return;
  void accountReady().then((state) => {
    if (state.status === 'signed-in') next();
  });
}
