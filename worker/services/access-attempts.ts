import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { familyProfiles, memorialProfiles, users } from '../../db/schema';
import { tooManyRequests } from '../errors';
import { log } from '../log';
import { accessAttackMessage } from '../mail/visibility-templates';
import type { Mailer } from '../mail/types';
import { VISIBILITY_MESSAGES as M } from '../schemas/visibility-texts';
import type { AccessTarget } from '../visibility/passes';
import { countRateHit, hitRateLimit, rateLimitReached, type RateRule } from './rate-limit';
import { DAY, HOUR, MINUTE } from './time';

/**
 * Wrong access codes on private memorials (issues 34 and 42), counted so that guessing is slow and nobody else pays
 * for it. Only wrong codes count, and every refusal is decided by the visitor's own address before the (slow) hash:
 *
 * - 10 wrong codes every 15 minutes from one address, on any memorial;
 * - 20 a day from one address on one memorial, and only 3 while that memorial is under attack;
 * - 60 wrong codes in an hour on one memorial, from everywhere together, mean it is under attack. That count refuses
 *   nobody by itself: an address that has not failed is never refused, so the family still opens the page with the
 *   right code while strangers guess (it once shut every visitor out, and 60 wrong codes from a handful of
 *   addresses locked any private memorial). It tightens the guessers' allowance and tells the owner, by e-mail
 *   through the mail queue, at most once a day per memorial.
 */
const WRONG_PER_CLIENT: RateRule = { limit: 10, windowMs: 15 * MINUTE };
const WRONG_PER_MEMORIAL_CLIENT: RateRule = { limit: 20, windowMs: DAY };
const WRONG_PER_MEMORIAL_CLIENT_UNDER_ATTACK: RateRule = { limit: 3, windowMs: DAY };
export const ATTACK_THRESHOLD: RateRule = { limit: 60, windowMs: HOUR };
const OWNER_NOTICE: RateRule = { limit: 1, windowMs: DAY };

const keys = (target: AccessTarget, client: string) => ({
  client: `access-wrong:client:${client}`,
  memorialClient: `access-wrong:${target.kind}:${target.id}:client:${client}`,
  memorial: `access-wrong:${target.kind}:${target.id}`,
  notice: `access-attack-notice:${target.kind}:${target.id}`,
});

/** Refuses (429) an address that has used up its own wrong codes; an address that has not failed always passes. */
export async function assertMayTryCode(db: Db, target: AccessTarget, client: string, now: number): Promise<void> {
  const key = keys(target, client);
  const [clientSpent, underAttack] = await Promise.all([
    rateLimitReached(db, key.client, WRONG_PER_CLIENT, now),
    rateLimitReached(db, key.memorial, ATTACK_THRESHOLD, now),
  ]);
  if (clientSpent) throw tooManyRequests(M.tooManyWrong);
  const perMemorial = underAttack ? WRONG_PER_MEMORIAL_CLIENT_UNDER_ATTACK : WRONG_PER_MEMORIAL_CLIENT;
  if (await rateLimitReached(db, key.memorialClient, perMemorial, now)) throw tooManyRequests(M.tooManyWrongToday);
}

export type AttemptDeps = { db: Db; mailer: Mailer; readonly appUrl: string };

/** Counts a wrong code on every counter, and tells the owner when it puts the memorial under attack (once a day). */
export async function recordWrongCode(deps: AttemptDeps, target: AccessTarget, client: string, now: number): Promise<void> {
  const { db } = deps;
  const key = keys(target, client);
  const [, , onMemorial] = await Promise.all([
    countRateHit(db, key.client, WRONG_PER_CLIENT.windowMs, now),
    countRateHit(db, key.memorialClient, WRONG_PER_MEMORIAL_CLIENT.windowMs, now),
    countRateHit(db, key.memorial, ATTACK_THRESHOLD.windowMs, now),
  ]);
  if (onMemorial < ATTACK_THRESHOLD.limit) return;
  // One statement decides who sends the day's notice, however many wrong codes arrive at once.
  if (await hitRateLimit(db, key.notice, OWNER_NOTICE, now)) await tellOwner(deps, target, onMemorial);
}

/** The owner's e-mail: a lost one (or a missing APP_URL) is logged, never the visitor's problem. */
async function tellOwner(deps: AttemptDeps, target: AccessTarget, wrongCodes: number): Promise<void> {
  try {
    const table = target.kind === 'memorial' ? memorialProfiles : familyProfiles;
    const name = target.kind === 'memorial' ? memorialProfiles.profileName : familyProfiles.familyName;
    const [row] = await deps.db
      .select({ name, email: users.email, firstName: users.firstName })
      .from(table)
      .innerJoin(users, eq(users.id, table.userId))
      .where(eq(table.id, target.id))
      .limit(1);
    if (!row) return;
    await deps.mailer.send(
      accessAttackMessage({
        to: row.email,
        name: row.firstName,
        kind: target.kind,
        memorialName: row.name,
        wrongCodes,
        link: `${deps.appUrl}/edit/${target.id}`,
      }),
    );
  } catch (error) {
    log.error('mail_failed', error, { notice: 'access_attack' });
  }
}
