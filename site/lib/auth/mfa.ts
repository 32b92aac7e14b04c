/**
 * The second factor's pure pieces for the islands: the code's check before sending (the server repeats it),
 * how a secret and the recovery codes are shown, and the sentences that count what is left.
 */
import { MFA_MESSAGES } from '../../../worker/schemas/mfa-texts';
import type { FailureCode } from '../api';

export { MFA_MESSAGES };

/** What the person types at the code step: the app's six digits, or one of their recovery codes. */
export type CodeKind = 'app' | 'recovery';

export const CODE_TEXTS = {
  appShape: 'El código tiene 6 dígitos',
  recoveryShape: 'El código de recuperación tiene 10 letras y números (XXXXX-XXXXX)',
} as const;

export function validateMfaCode(kind: CodeKind, value: string): string | undefined {
  const compact = value.replace(/[\s-]+/g, '');
  if (!compact) return MFA_MESSAGES.codeRequired;
  if (kind === 'app') return /^\d{6}$/.test(compact) ? undefined : CODE_TEXTS.appShape;
  return /^[a-z0-9]{10}$/i.test(compact) ? undefined : CODE_TEXTS.recoveryShape;
}

/**
 * The code step ran out (5 minutes, or its attempts), or its token is not one the server reads: the sign-in
 * starts again from the password. Decided by the answer's code (docs/api.md, "Errors"), never by its words.
 */
export const isChallengeOver = (failure: { code?: FailureCode | undefined; field?: string | undefined }) =>
  failure.code === 'MFA_CHALLENGE_EXPIRED' || (failure.code === 'VALIDATION_FAILED' && failure.field === 'mfa_token');

/** A base32 secret in groups of four, as people copy it into an app that cannot scan. */
export const groupedSecret = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

export function recoveryCodesLeftText(left: number): string {
  if (left === 0) return 'No te quedan códigos de recuperación.';
  return left === 1 ? 'Te queda 1 código de recuperación.' : `Te quedan ${left} códigos de recuperación.`;
}

/** Fewer than this many left, and the account suggests making new ones. */
export const FEW_RECOVERY_CODES = 3;

/** The recovery codes as a text file to keep: what they are for, for whom, and how each works. */
export function recoveryCodesFile(codes: readonly string[], account: string, brand: string): string {
  return [
    `${brand}: códigos de recuperación`,
    `Cuenta: ${account}`,
    '',
    'Cada código sirve una sola vez para iniciar sesión si no tienes tu aplicación de autenticación.',
    'Guárdalos en un lugar seguro, fuera de tu teléfono.',
    '',
    ...codes,
    '',
  ].join('\n');
}
