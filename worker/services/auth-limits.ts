import type { Db } from '../../db/client';
import { tooManyRequests } from '../errors';
import { AUTH_MESSAGES } from '../schemas/auth';
import { hitRateLimit, type RateRule } from './rate-limit';
import { HOUR, MINUTE } from './time';

/**
 * Sign-in attempts: 5 per e-mail and 30 per client address every 15 minutes, so guessing even a
 * 6-character password would take centuries. E-mails: 3 per address and 10 per client each 15 minutes.
 */
const RULES = {
  loginPerEmail: { limit: 5, windowMs: 15 * MINUTE },
  loginPerClient: { limit: 30, windowMs: 15 * MINUTE },
  registerPerClient: { limit: 10, windowMs: HOUR },
  mailPerEmail: { limit: 3, windowMs: 15 * MINUTE },
  mailPerClient: { limit: 10, windowMs: 15 * MINUTE },
} satisfies Record<string, RateRule>;

export const loginEmailKey = (email: string) => `login:email:${email}`;

async function enforce(db: Db, hits: [string, RateRule][], message: string): Promise<void> {
  const results = await Promise.all(hits.map(([key, rule]) => hitRateLimit(db, key, rule)));
  if (results.includes(false)) throw tooManyRequests(message);
}

export const limitLogin = (db: Db, email: string, client: string) =>
  enforce(
    db,
    [
      [loginEmailKey(email), RULES.loginPerEmail],
      [`login:client:${client}`, RULES.loginPerClient],
    ],
    AUTH_MESSAGES.tooManyAttempts,
  );

export const limitRegister = (db: Db, client: string) =>
  enforce(db, [[`register:client:${client}`, RULES.registerPerClient]], AUTH_MESSAGES.tooManyAttempts);

export const limitMail = (db: Db, email: string, client: string) =>
  enforce(
    db,
    [
      [`mail:email:${email}`, RULES.mailPerEmail],
      [`mail:client:${client}`, RULES.mailPerClient],
    ],
    AUTH_MESSAGES.tooManyEmails,
  );
