/**
 * The auth forms run the API's own schemas (worker/schemas/auth-rules.ts) and show the server's Spanish
 * message next to each field. The schemas and zod are loaded on demand (`loadAuthRules`): the forms live in
 * the landing's `client:touch` dialog, and the touch that wakes it should not wait for a validation library.
 * The forms start the load when they appear and wait for it on the first submit (islands/auth/useForm.ts);
 * until it has arrived, or if it never does, nothing is checked here and the server answers in the same words.
 */
import type * as AuthRules from '../../../worker/schemas/auth-rules';
import { AUTH_MESSAGES, STORED_PASSWORD_MIN } from '../../../worker/schemas/auth-texts';
import { fieldErrors, type FieldErrors } from '../forms/zod-field-errors';
import { isKnownCommonPassword } from './common-passwords';
import { SPANISH_PARSE } from '../../../worker/schemas/spanish-issues';

export { hasErrors, type FieldErrors } from '../forms/zod-field-errors';

/** Only the forms' own checks, which the API has no counterpart for: the rest are the API's texts. */
export const MESSAGES = {
  passwordsDiffer: 'Las contraseñas no coinciden',
  confirmRequired: 'Confirma tu contraseña',
} as const;

type Rules = typeof AuthRules;
type Schemas = {
  login: Rules['loginSchema'];
  forgot: Rules['emailOnlySchema'];
  register: ReturnType<Rules['registerSchemaWith']>;
  newPassword: ReturnType<Rules['setPasswordSchemaWith']>;
};

let schemas: Schemas | null = null;
let loading: Promise<void> | null = null;

/** Starts (once) and awaits the schemas' chunk; resolves even when it failed, so a submit never hangs. */
export function loadAuthRules(): Promise<void> {
  loading ??= import('../../../worker/schemas/auth-rules')
    .then((rules) => {
      schemas = {
        login: rules.loginSchema,
        forgot: rules.emailOnlySchema,
        // The browser's copy of the common-password list, loaded by the forms that choose a password.
        register: rules.registerSchemaWith(isKnownCommonPassword),
        newPassword: rules.setPasswordSchemaWith(isKnownCommonPassword),
      };
    })
    .catch(() => {
      loading = null;
    });
  return loading;
}

/** Whether the schemas have arrived (a test, or a form deciding whether to wait). */
export const authRulesLoaded = (): boolean => schemas !== null;

const SAME = { email: 'email', password: 'password', name: 'name', first_name: 'first_name', last_name: 'last_name' } as const;

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

export type LoginFields = { email: string; password: string };
export type RegisterFields = { first_name: string; last_name: string; email: string; password: string; confirmPassword: string };
export type ForgotFields = { email: string };
export type NewPasswordFields = { password: string; confirmPassword: string };

/**
 * The API's login schema, plus the shortest password any account holds (the spec's 6: new passwords need 8,
 * but those chosen before still sign in, so the login form never asks for more); the API only answers
 * 'Contraseña incorrecta' there.
 */
export function validateLogin(values: LoginFields): FieldErrors<keyof LoginFields> {
  if (!schemas) return {};
  const errors = fieldErrors(schemas.login.safeParse(values, SPANISH_PARSE), SAME);
  if (!errors.password && values.password.length < STORED_PASSWORD_MIN) errors.password = AUTH_MESSAGES.signInPasswordShort;
  return errors;
}

export function validateRegister(values: RegisterFields): FieldErrors<keyof RegisterFields> {
  if (!schemas) return {};
  // The consent box has its own message (islands/privacy/usePrivacyConsent.ts): the body is checked without it.
  const errors: FieldErrors<keyof RegisterFields> = fieldErrors(
    schemas.register.safeParse({ ...values, privacy_consent: true }, SPANISH_PARSE),
    SAME,
  );
  const confirmation = validateConfirmation(values.password, values.confirmPassword);
  if (confirmation) errors.confirmPassword = confirmation;
  return errors;
}

export function validateForgot(values: ForgotFields): FieldErrors<keyof ForgotFields> {
  return schemas ? fieldErrors(schemas.forgot.safeParse(values, SPANISH_PARSE), SAME) : {};
}

/** Reset-password page and the set-password modal. */
export function validateNewPassword(values: NewPasswordFields): FieldErrors<keyof NewPasswordFields> {
  if (!schemas) return {};
  const errors: FieldErrors<keyof NewPasswordFields> = fieldErrors(schemas.newPassword.safeParse(values, SPANISH_PARSE), SAME);
  const confirmation = validateConfirmation(values.password, values.confirmPassword, { requireFilled: true });
  if (confirmation) errors.confirmPassword = confirmation;
  return errors;
}
