import { constantTimeEqual } from '@oslojs/crypto/subtle';
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { captchas } from '../../db/schema';
import { CAPTCHA_ALPHABET } from '../captcha/glyphs';
import { CAPTCHA_LENGTH, CAPTCHA_MESSAGES as M } from '../schemas/captcha-texts';
import { cryptoRandom, renderCaptchaSvg, type Random } from '../captcha/svg';
import { AppError, notFound } from '../errors';
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

/**
 * A refused answer, with its reason: `wrong` (the challenge existed and this attempt spent it) or `expired`
 * (unknown, already used or out of time). Memories count only wrong answers against their own limit.
 */
export class CaptchaRefusal extends AppError {
  constructor(readonly reason: 'wrong' | 'expired') {
    super(400, reason === 'wrong' ? M.wrong : M.expired, { code: reason === 'wrong' ? 'CAPTCHA_WRONG' : 'CAPTCHA_EXPIRED' });
  }
}

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
 * A new challenge: a random code drawn as an SVG, expiring in five minutes. The answer is checked against a
 * hash; the code is kept beside it only so the audio can speak it until the challenge is spent. Challenges
 * whose time is up are deleted on the way (spent ones expire within the same five minutes).
 */
export async function issueCaptcha(deps: { db: Db }, options: IssueCaptchaOptions = {}): Promise<IssuedCaptcha> {
  const { db } = deps;
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
      spokenCode: code,
      expiresAt: new Date(now + CAPTCHA_TTL_MS).toISOString(),
      createdAt: nowIso,
    }),
  ]);
  return { captchaId, svg };
}

/**
 * Checks an answer, ignoring case and surrounding spaces. Every attempt, right or wrong, spends the
 * challenge in one guarded UPDATE (which also wipes the code kept for the audio), so neither a second guess
 * nor a replay of a right answer can pass, even when both arrive at once. Throws a CaptchaRefusal (400):
 * CAPTCHA_MESSAGES.expired for an unknown, used or expired challenge, CAPTCHA_MESSAGES.wrong otherwise.
 */
export async function verifyCaptcha(db: Db, attempt: CaptchaAttempt, now: number = Date.now()): Promise<void> {
  const captchaId = attempt.captchaId.trim();
  if (!captchaId || captchaId.length > 100) throw new CaptchaRefusal('expired');
  const nowIso = new Date(now).toISOString();
  const [spent] = await db
    .update(captchas)
    .set({ usedAt: nowIso, spokenCode: null })
    .where(and(eq(captchas.id, captchaId), isNull(captchas.usedAt), gt(captchas.expiresAt, nowIso)))
    .returning({ answerHash: captchas.answerHash });
  if (!spent) throw new CaptchaRefusal('expired');
  if (!constantTimeEqual(bytes(captchaAnswerHash(captchaId, attempt.input)), bytes(spent.answerHash))) throw new CaptchaRefusal('wrong');
}

/**
 * A challenge's code spoken as a WAV file (the audio alternative), while the challenge can still be
 * answered; 404 with CAPTCHA_MESSAGES.expired once it is unknown, spent or out of time. Every listen is made
 * anew from crypto randomness (speak.ts), so two listens of one challenge differ.
 */
export async function captchaAudio(deps: { db: Db }, captchaId: string, now: number = Date.now()): Promise<Uint8Array<ArrayBuffer>> {
  const { db } = deps;
  const id = captchaId.trim();
  if (!id || id.length > 100) throw notFound(M.expired);
  const nowIso = new Date(now).toISOString();
  const [row] = await db
    .select({ code: captchas.spokenCode })
    .from(captchas)
    .where(and(eq(captchas.id, id), isNull(captchas.usedAt), gt(captchas.expiresAt, nowIso)))
    .limit(1);
  if (!row?.code) throw notFound(M.expired);
  // The recorded clips (~150 KB of base64) load on the first listen, not at an isolate's start-up
  // (docs/performance.md, "Start-up").
  const { speakCaptcha } = await import('../captcha/audio/speak');
  return speakCaptcha(row.code, cryptoRandom());
}
