import { z } from 'zod';
import { AUTH_MESSAGES as M, NEW_PASSWORD_MIN } from './auth-texts';
import { isOneLine } from './control-characters';
import { oneLine } from './one-line';
import { privacyConsentField } from './privacy';
import { RETURN_PATH_MAX, safeReturnPath } from './return-path';

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
 * Every new password: register, reset, set-password and the administrator `admin:create` makes. At least 8
 * characters (ASVS 5.0 V6.2.1; the spec said 6) and none of the most common passwords. The upper bound keeps
 * scrypt's work bounded. Signing in never applies this minimum: passwords chosen under the old 6 keep working.
 */
export const newPasswordFieldWith = (isCommon: CommonPasswordCheck) =>
  z
    .string({ error: M.passwordRequired })
    .min(1, M.passwordRequired)
    .min(NEW_PASSWORD_MIN, M.passwordShort)
    .max(200, M.passwordRejected)
    .refine((password) => !isCommon(password), M.passwordCommon);

export const nameField = z
  .string({ error: M.nameRequired })
  .trim()
  .min(1, M.nameRequired)
  .max(100, M.nameRequired)
  .pipe(oneLine('El nombre'));

/** A one-line field named in the plural ('Nombres', 'Apellidos'): required, at most 100, no control character. */
const pluralNamesField = (required: string, tooLong: string, oneLineMessage: string) =>
  z.string({ error: required }).trim().min(1, required).max(100, tooLong).pipe(z.string().refine(isOneLine, oneLineMessage));

/** 'Nombres' (all the given names: "Luz Dary") and 'Apellidos' (usually two: "Pérez Gómez"). */
export const givenNamesField = pluralNamesField(M.givenNamesRequired, M.givenNamesTooLong, M.givenNamesOneLine);
export const surnamesField = pluralNamesField(M.surnamesRequired, M.surnamesTooLong, M.surnamesOneLine);

/**
 * A person's name as a form sends it (`first_name` and `last_name`, both required) or as older clients do (one
 * `name`, split by the server: services/users.ts splitName). When both come, the two fields win.
 */
export const personNamesShape = {
  name: nameField.optional(),
  first_name: givenNamesField.optional(),
  last_name: surnamesField.optional(),
};

export function requirePersonNames(
  value: { name?: string | undefined; first_name?: string | undefined; last_name?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  if (value.first_name === undefined && value.last_name === undefined) {
    if (value.name === undefined) ctx.addIssue({ code: 'custom', path: ['name'], message: M.nameRequired });
    return;
  }
  if (value.first_name === undefined) ctx.addIssue({ code: 'custom', path: ['first_name'], message: M.givenNamesRequired });
  if (value.last_name === undefined) ctx.addIssue({ code: 'custom', path: ['last_name'], message: M.surnamesRequired });
}

/**
 * The page to come back to after the e-mailed link (verification, magic link) is opened. Optional; when
 * given it must be a path of this site (./return-path.ts), else a 400 rather than a link that silently loses it.
 */
export const returnToField = z
  .string({ error: M.returnPathInvalid })
  .max(RETURN_PATH_MAX, M.returnPathInvalid)
  .refine((path) => safeReturnPath(path) !== null, M.returnPathInvalid)
  .optional();

export const registerSchemaWith = (isCommon: CommonPasswordCheck) =>
  z
    .object({
      ...personNamesShape,
      email: emailField,
      password: newPasswordFieldWith(isCommon),
      // Ley 1581: the account exists only with the person's authorisation, stored with the policy version.
      privacy_consent: privacyConsentField('registro'),
      return_to: returnToField,
    })
    .superRefine(requirePersonNames);

export const loginSchema = z.object({
  email: emailField,
  password: z.string({ error: M.passwordRequired }).min(1, M.passwordRequired).max(200, M.wrongPassword),
});

export const emailOnlySchema = z.object({ email: emailField });
/** A magic link asked for from a page the person wants to come back to (docs/features/the-way-back.md). */
export const magicLinkRequestSchema = z.object({ email: emailField, return_to: returnToField });
export const setPasswordSchemaWith = (isCommon: CommonPasswordCheck) => z.object({ password: newPasswordFieldWith(isCommon) });
