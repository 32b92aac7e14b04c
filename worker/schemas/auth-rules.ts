import { z } from 'zod';
import { AUTH_MESSAGES as M } from './auth-texts';
import { oneLine } from './one-line';
import { privacyConsentField } from './privacy';

/**
 * The auth schemas without the common-password list (./common-passwords.ts, ~70 KB): the API builds its
 * schemas here with the list's check (./auth.ts), the browser's forms with the copy it loads on demand
 * (site/lib/auth/common-passwords.ts). Same rules, same order, same messages, from one definition.
 */
export type CommonPasswordCheck = (password: string) => boolean;

export const emailField = z
  .string({ error: M.emailRequired })
  .trim()
  .min(1, M.emailRequired)
  .max(254, M.emailInvalid)
  .pipe(z.email(M.emailInvalid));

/**
 * Every new password: register, reset, set-password and accounts an administrator creates. The spec's
 * 6-character minimum, and none of the most common passwords. The upper bound keeps scrypt's work bounded.
 */
export const newPasswordFieldWith = (isCommon: CommonPasswordCheck) =>
  z
    .string({ error: M.passwordRequired })
    .min(1, M.passwordRequired)
    .min(6, M.passwordShort)
    .max(200, M.passwordRejected)
    .refine((password) => !isCommon(password), M.passwordCommon);

export const nameField = z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(100, M.nameRequired).pipe(oneLine('El nombre'));

export const registerSchemaWith = (isCommon: CommonPasswordCheck) =>
  z.object({
    name: nameField,
    email: emailField,
    password: newPasswordFieldWith(isCommon),
    // Ley 1581: the account exists only with the person's authorisation, stored with the policy version.
    privacy_consent: privacyConsentField('registro'),
  });

export const loginSchema = z.object({
  email: emailField,
  password: z.string({ error: M.passwordRequired }).min(1, M.passwordRequired).max(200, M.wrongPassword),
});

export const emailOnlySchema = z.object({ email: emailField });
export const setPasswordSchemaWith = (isCommon: CommonPasswordCheck) => z.object({ password: newPasswordFieldWith(isCommon) });
