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

/** Turning it off asks for proof that the person at the keyboard is the owner: a code, or the password. */
export const mfaDisableSchema = z
  .object({
    code: z.string().trim().max(40, M.codeInvalid).optional(),
    password: z.string().max(200, M.wrongPassword).optional(),
  })
  .refine((body) => Boolean(body.code) || Boolean(body.password), M.disableNeedsProof);
