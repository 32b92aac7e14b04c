import { z } from 'zod';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './common-passwords';
import { oneLine } from './one-line';
import { privacyConsentField } from './privacy';

/** product §1.5 and §1.8: the texts the auth dialog and the API share. */
export const AUTH_MESSAGES = {
  nameRequired: 'El nombre es requerido',
  emailRequired: 'El email es requerido',
  emailInvalid: 'Email inválido',
  passwordRequired: 'La contraseña es requerida',
  passwordShort: 'La contraseña debe tener al menos 6 caracteres',
  passwordRejected: 'La contraseña no cumple con los requisitos de seguridad',
  passwordCommon: COMMON_PASSWORD_MESSAGE,
  emailTaken: 'Este email ya está registrado',
  unverified:
    'Debes verificar tu email antes de iniciar sesión. Revisa tu bandeja de entrada y haz clic en el enlace de confirmación.',
  wrongPassword: 'Contraseña incorrecta',
  unknownEmail: 'No existe una cuenta con este email',
  inactive: 'Tu cuenta está desactivada. Contacta al administrador.',
  tooManyAttempts: 'Demasiados intentos. Intenta nuevamente en unos minutos',
  tooManyEmails: 'Demasiados emails enviados. Intenta nuevamente en unos minutos',
  resetLinkInvalid: 'El enlace de restablecimiento ha expirado o es inválido',
  verifyTokenMissing: 'Tokens de verificación no encontrados',
  verifyFailed: 'Error al verificar el email',
  magicLinkInvalid: 'El enlace de acceso ha expirado o es inválido',
  sessionExpired: 'Tu sesión expiró. Inicia sesión nuevamente.',
  choosePasswordFirst: 'Elige tu propia contraseña para continuar.',
  notAuthenticated: 'No estás autenticado',
  registered: 'Te enviamos un enlace de verificación a tu email. Revisa también la carpeta de spam.',
  resetSent: 'Si existe una cuenta con ese email, te enviamos un enlace para restablecer tu contraseña. Expira en 1 hora.',
  magicLinkSent: 'Te enviamos un enlace de acceso a tu email. Expira en 1 hora.',
} as const;

const M = AUTH_MESSAGES;

export const emailField = z
  .string({ error: M.emailRequired })
  .trim()
  .min(1, M.emailRequired)
  .max(254, M.emailInvalid)
  .pipe(z.email(M.emailInvalid));

/**
 * Every new password: register, reset, set-password and accounts an administrator creates. docs/product's
 * 6-character minimum, and none of the most common passwords. The upper bound keeps scrypt's work bounded.
 */
export const newPasswordField = z
  .string({ error: M.passwordRequired })
  .min(1, M.passwordRequired)
  .min(6, M.passwordShort)
  .max(200, M.passwordRejected)
  .refine((password) => !isCommonPassword(password), M.passwordCommon);

const tokenField = (message: string) => z.string({ error: message }).trim().min(1, message).max(200, message);

export const registerSchema = z.object({
  name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(100, M.nameRequired).pipe(oneLine('El nombre')),
  email: emailField,
  password: newPasswordField,
  // Ley 1581: the account exists only with the person's authorisation, stored with the policy version.
  privacy_consent: privacyConsentField('registro'),
});

export const loginSchema = z.object({
  email: emailField,
  password: z.string({ error: M.passwordRequired }).min(1, M.passwordRequired).max(200, M.wrongPassword),
});

export const emailOnlySchema = z.object({ email: emailField });
export const emailChangeConfirmSchema = z.object({ token: tokenField('El enlace para confirmar el cambio de correo no es válido o ya venció.') });
export const verifyEmailSchema = z.object({ token: tokenField(M.verifyTokenMissing) });
export const magicLinkVerifySchema = z.object({ token: tokenField(M.magicLinkInvalid) });
export const refreshSchema = z.object({ refresh_token: tokenField(M.sessionExpired) });
export const resetPasswordSchema = z.object({ token: tokenField(M.resetLinkInvalid), password: newPasswordField });
export const setPasswordSchema = z.object({ password: newPasswordField });
