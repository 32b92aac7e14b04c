import { z } from 'zod';
import { MFA_MESSAGES } from './mfa-texts';

const M = MFA_MESSAGES;

/** A TOTP (6 digits) or a recovery code (10 characters, with or without its dash); the service tells them apart. */
export const mfaCodeField = z.string({ error: M.codeRequired }).trim().min(1, M.codeRequired).max(40, M.codeInvalid);

export const mfaSignInSchema = z.object({
  mfa_token: z.string({ error: M.challengeExpired }).trim().min(1, M.challengeExpired).max(200, M.challengeExpired),
  code: mfaCodeField,
});

export const mfaCodeSchema = z.object({ code: mfaCodeField });

/** The current password, asked again before a change to how the account is protected (services/password-check.ts). */
export const currentPasswordField = z
  .string({ error: M.currentPasswordRequired })
  .min(1, M.currentPasswordRequired)
  .max(200, M.currentPasswordWrong);

/** Starting the enrolment: the current password. */
export const mfaEnrolSchema = z.object({ password: currentPasswordField });

/** Turning it off asks for proof that the person at the keyboard is the owner: a code, or the password. */
export const mfaDisableSchema = z
  .object({
    code: z.string().trim().max(40, M.codeInvalid).optional(),
    password: z.string().max(200, M.currentPasswordWrong).optional(),
  })
  .refine((body) => Boolean(body.code) || Boolean(body.password), M.disableNeedsProof);
