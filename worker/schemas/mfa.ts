import { z } from 'zod';
import { AUTH_MESSAGES } from './auth';

/** The second factor's texts, shared by the API and the islands (the islands compare some to choose a screen). */
export const MFA_MESSAGES = {
  codeRequired: 'Ingresa el código de verificación',
  codeInvalid: 'Código incorrecto. Revisa tu aplicación de autenticación e intenta de nuevo.',
  codeReused: 'Ese código ya se usó. Espera el siguiente código de tu aplicación.',
  challengeExpired: 'Tu inicio de sesión venció. Ingresa de nuevo tu correo y contraseña.',
  tooManyAttempts: AUTH_MESSAGES.tooManyAttempts,
  alreadyEnabled: 'La verificación en dos pasos ya está activada en tu cuenta.',
  enrolmentMissing: 'Primero genera el código QR para activar la verificación en dos pasos.',
  notEnabled: 'La verificación en dos pasos no está activada en tu cuenta.',
  adminMustEnrol: 'Activa la verificación en dos pasos para entrar al panel de administración.',
  adminMustVerify: 'Confirma tu código de verificación para entrar al panel de administración: vuelve a iniciar sesión.',
  adminCannotDisable:
    'Los administradores no pueden desactivar la verificación en dos pasos. Si perdiste tu teléfono, un super administrador puede restablecerla.',
  disableNeedsProof: 'Ingresa un código de verificación o tu contraseña para desactivarla.',
  wrongPassword: AUTH_MESSAGES.wrongPassword,
  resetOwn: 'No puedes restablecer tu propia verificación en dos pasos. Pídeselo a otro super administrador.',
  resetNothing: 'Esta cuenta no tiene la verificación en dos pasos activada.',
  enabled: 'Verificación en dos pasos activada',
  disabled: 'Verificación en dos pasos desactivada',
  reset: 'Verificación en dos pasos restablecida: la persona la activará de nuevo al iniciar sesión.',
  codesRenewed: 'Nuevos códigos de recuperación listos. Los anteriores ya no sirven.',
} as const;

const M = MFA_MESSAGES;

/** A TOTP (6 digits) or a recovery code (10 characters, with or without its dash); the service tells them apart. */
export const mfaCodeField = z.string({ error: M.codeRequired }).trim().min(1, M.codeRequired).max(40, M.codeInvalid);

export const mfaSignInSchema = z.object({
  mfa_token: z.string({ error: M.challengeExpired }).trim().min(1, M.challengeExpired).max(200, M.challengeExpired),
  code: mfaCodeField,
});

export const mfaCodeSchema = z.object({ code: mfaCodeField });

/** Turning it off asks for proof that the person at the keyboard is the owner: a code, or the password. */
export const mfaDisableSchema = z
  .object({
    code: z.string().trim().max(40, M.codeInvalid).optional(),
    password: z.string().max(200, M.wrongPassword).optional(),
  })
  .refine((body) => Boolean(body.code) || Boolean(body.password), M.disableNeedsProof);
