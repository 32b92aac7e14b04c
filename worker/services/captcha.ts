import { constantTimeEqual } from '@oslojs/crypto/subtle';
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { captchas } from '../../db/schema';
import { CAPTCHA_ALPHABET } from '../captcha/glyphs';
import { CAPTCHA_LENGTH, CAPTCHA_MESSAGES as M } from '../schemas/captcha-texts';
import { renderCaptchaSvg, type Random } from '../captcha/svg';
import { badRequest } from '../errors';
import { MINUTE } from './time';
import { hashToken } from './tokens';

/** A challenge is good for five minutes and for one attempt. */
export const CAPTCHA_TTL_MS = 5 * MINUTE;

export type IssuedCaptcha = { captchaId: string; svg: string };

export type IssueCaptchaOptions = {
  /** The clock, in milliseconds (tests move it). */
  now?: number;
  /** Where the code comes from (tests fix it); by default `generateCaptchaCode()`. */
  generateCode?: () => string;
  /** The drawing's randomness (tests fix it); by default crypto.getRandomValues. */
  random?: Random;
};

export type CaptchaAttempt = { captchaId: string; input: string };

/** A uniformly random code over CAPTCHA_ALPHABET (rejection sampling, so no character is favoured). */
export function generateCaptchaCode(length: number = CAPTCHA_LENGTH): string {
  const size = CAPTCHA_ALPHABET.length;
  const fair = 256 - (256 % size);
  const bytes = new Uint8Array(1);
  let code = '';
  while (code.length < length) {
    crypto.getRandomValues(bytes);
    const byte = bytes[0]!;
    if (byte < fair) code += CAPTCHA_ALPHABET[byte % size];
  }
  return code;
}

/** What a person typed, as it is compared: spaces around it dropped, case ignored. */
export const normalizeCaptchaAnswer = (input: string) => input.trim().toUpperCase();

/** The stored form of an answer: SHA-256 of the challenge id and the answer, never the answer itself. */
export const captchaAnswerHash = (captchaId: string, answer: string) => hashToken(`${captchaId}:${normalizeCaptchaAnswer(answer)}`);

const bytes = (text: string) => new TextEncoder().encode(text);

/**
 * A new challenge: a random code drawn as an SVG, stored only as a hash, expiring in five minutes.
 * Challenges whose time is up are deleted on the way (spent ones expire within the same five minutes).
 */
export async function issueCaptcha(db: Db, options: IssueCaptchaOptions = {}): Promise<IssuedCaptcha> {
  const now = options.now ?? Date.now();
  const code = normalizeCaptchaAnswer((options.generateCode ?? generateCaptchaCode)());
  const svg = renderCaptchaSvg(code, options.random);
  const captchaId = crypto.randomUUID();
  const nowIso = new Date(now).toISOString();
  await db.batch([
    db.delete(captchas).where(lte(captchas.expiresAt, nowIso)),
    db.insert(captchas).values({
      id: captchaId,
      answerHash: captchaAnswerHash(captchaId, code),
      expiresAt: new Date(now + CAPTCHA_TTL_MS).toISOString(),
      createdAt: nowIso,
    }),
  ]);
  return { captchaId, svg };
}

/**
 * Checks an answer, ignoring case and surrounding spaces. Every attempt, right or wrong, spends the
 * challenge in one guarded UPDATE, so neither a second guess nor a replay of a right answer can pass,
 * even when both arrive at once. Throws a 400 AppError with CAPTCHA_MESSAGES.expired (unknown, used or
 * expired) or CAPTCHA_MESSAGES.wrong.
 */
export async function verifyCaptcha(db: Db, attempt: CaptchaAttempt, now: number = Date.now()): Promise<void> {
  const captchaId = attempt.captchaId.trim();
  if (!captchaId || captchaId.length > 100) throw badRequest(M.expired);
  const nowIso = new Date(now).toISOString();
  const [spent] = await db
    .update(captchas)
    .set({ usedAt: nowIso })
    .where(and(eq(captchas.id, captchaId), isNull(captchas.usedAt), gt(captchas.expiresAt, nowIso)))
    .returning({ answerHash: captchas.answerHash });
  if (!spent) throw badRequest(M.expired);
  if (!constantTimeEqual(bytes(captchaAnswerHash(captchaId, attempt.input)), bytes(spent.answerHash))) throw badRequest(M.wrong);
}
