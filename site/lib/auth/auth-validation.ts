/**
 * Client-side checks for the auth forms with docs/product's exact Spanish messages (product §1.5). Pure functions:
 * the server repeats every rule, these only save a round trip and show the message next to the field.
 */

import { isKnownCommonPassword } from './common-passwords';

export const MIN_PASSWORD_LENGTH = 6;

export const MESSAGES = {
  emailRequired: 'El email es requerido',
  emailInvalid: 'Email inválido',
  passwordRequired: 'La contraseña es requerida',
  passwordTooShort: 'La contraseña debe tener al menos 6 caracteres',
  nameRequired: 'El nombre es requerido',
  passwordsDiffer: 'Las contraseñas no coinciden',
  confirmRequired: 'Confirma tu contraseña',
  passwordCommon: 'Esta contraseña es muy común. Elige otra.',
} as const;

/** Field name → message; a field without an entry is valid. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** "Looks like an e-mail": something@something.tld with no spaces. The server has the final word. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateEmail(email: string): string | undefined {
  const value = email.trim();
  if (!value) return MESSAGES.emailRequired;
  if (!EMAIL_PATTERN.test(value)) return MESSAGES.emailInvalid;
  return undefined;
}

/** Spaces count as characters: a password is never trimmed. */
export function validatePassword(password: string): string | undefined {
  if (!password) return MESSAGES.passwordRequired;
  if (password.length < MIN_PASSWORD_LENGTH) return MESSAGES.passwordTooShort;
  return undefined;
}

/** A password being chosen (not typed to sign in): also none of the most common ones. */
export function validateNewPasswordValue(password: string): string | undefined {
  return validatePassword(password) ?? (isKnownCommonPassword(password) ? MESSAGES.passwordCommon : undefined);
}

export function validateName(name: string): string | undefined {
  return name.trim() ? undefined : MESSAGES.nameRequired;
}

/**
 * The register form only says the two differ (product §1.5, register); the reset and set-password forms first
 * ask for the confirmation when it is blank ('Confirma tu contraseña').
 */
export function validateConfirmation(
  password: string,
  confirmation: string,
  { requireFilled = false }: { requireFilled?: boolean } = {},
): string | undefined {
  if (requireFilled && !confirmation) return MESSAGES.confirmRequired;
  return password === confirmation ? undefined : MESSAGES.passwordsDiffer;
}

function compact<F extends string>(errors: Record<F, string | undefined>): FieldErrors<F> {
  const result: FieldErrors<F> = {};
  for (const key of Object.keys(errors) as F[]) {
    const message = errors[key];
    if (message) result[key] = message;
  }
  return result;
}

export function hasErrors<F extends string>(errors: FieldErrors<F>): boolean {
  return Object.keys(errors).length > 0;
}

export type LoginFields = { email: string; password: string };
export type RegisterFields = { name: string; email: string; password: string; confirmPassword: string };
export type ForgotFields = { email: string };
export type NewPasswordFields = { password: string; confirmPassword: string };

/** Every stored password has at least 6 characters, so the length rule applies at login too (product §1.5). */
export function validateLogin({ email, password }: LoginFields): FieldErrors<keyof LoginFields> {
  return compact({ email: validateEmail(email), password: validatePassword(password) });
}

export function validateRegister(fields: RegisterFields): FieldErrors<keyof RegisterFields> {
  return compact({
    name: validateName(fields.name),
    email: validateEmail(fields.email),
    password: validateNewPasswordValue(fields.password),
    confirmPassword: validateConfirmation(fields.password, fields.confirmPassword),
  });
}

export function validateForgot({ email }: ForgotFields): FieldErrors<keyof ForgotFields> {
  return compact({ email: validateEmail(email) });
}

/** Reset-password page and the set-password modal. */
export function validateNewPassword(fields: NewPasswordFields): FieldErrors<keyof NewPasswordFields> {
  return compact({
    password: validateNewPasswordValue(fields.password),
    confirmPassword: validateConfirmation(fields.password, fields.confirmPassword, { requireFilled: true }),
  });
}

