import { z } from 'zod';
import { isCommonPassword } from './common-passwords';
import { emailField, newPasswordFieldWith, registerSchemaWith, returnToField, setPasswordSchemaWith } from './auth-rules';
import { AUTH_MESSAGES as M } from './auth-texts';

/** The API's auth schemas: ./auth-rules.ts's, with the common-password list's check. */
export { AUTH_MESSAGES } from './auth-texts';
export { emailField, emailOnlySchema, loginSchema, magicLinkRequestSchema } from './auth-rules';

export const newPasswordField = newPasswordFieldWith(isCommonPassword);

const tokenField = (message: string) => z.string({ error: message }).trim().min(1, message).max(200, message);

export const registerSchema = registerSchemaWith(isCommonPassword);
export const emailChangeConfirmSchema = z.object({
  token: tokenField('El enlace para confirmar el cambio de correo no es válido o ya venció.'),
});
export const verifyEmailSchema = z.object({ token: tokenField(M.verifyTokenMissing) });
export const magicLinkVerifySchema = z.object({ token: tokenField(M.magicLinkInvalid) });
export const refreshSchema = z.object({ refresh_token: tokenField(M.sessionExpired) });
export const resetPasswordSchema = z.object({ token: tokenField(M.resetLinkInvalid), password: newPasswordField });
/** The reset page asks whether its link still works before anyone types; 'Reenviar el correo'. */
export const resetLinkCheckSchema = z.object({ token: tokenField(M.resetLinkInvalid) });
export const resendVerificationSchema = z.object({ email: emailField.optional(), return_to: returnToField });
export const setPasswordSchema = setPasswordSchemaWith(isCommonPassword);
