import type { Db } from '../../db/client';
import { tooManyRequests } from '../errors';
import { INVITATIONS_PER_ADDRESS_PER_DAY, INVITATIONS_PER_OWNER_PER_DAY, MANAGER_MESSAGES as M } from '../schemas/manager-texts';
import type { MemorialRef } from './memorial-access';
import { hitRateLimit, type RateRule } from './rate-limit';
import { DAY } from './time';
import { hashToken } from './tokens';

/**
 * How many invitation e-mails an owner may send (docs/features/family-circle.md): each invitation and each hand-over is an e-mail to an
 * address the owner typed, so without a bound the product would mail anyone, as often as asked, in the family's
 * name. At most 3 a day to one address for one memorial (a re-send after a typo, a lost e-mail) and 20 a day from
 * one owner, in fixed daily windows (./rate-limit.ts; tests start in a fresh window, docs/testing.md).
 */
export const PER_ADDRESS: RateRule = { limit: INVITATIONS_PER_ADDRESS_PER_DAY, windowMs: DAY };
export const PER_OWNER: RateRule = { limit: INVITATIONS_PER_OWNER_PER_DAY, windowMs: DAY };

/**
 * Counts one invitation e-mail and refuses (429, Spanish) past either limit. The address is counted first, so a
 * refusal there leaves the owner's day untouched. The counter's key holds the address's SHA-256, not the address:
 * rate_limits rows outlive an account's deletion until their window ends.
 */
export async function countInvitationEmail(
  db: Db,
  inviterId: string,
  memorial: MemorialRef,
  email: string,
  now = Date.now(),
): Promise<void> {
  if (!(await hitRateLimit(db, `invite:to:${memorial.kind}:${memorial.id}:${hashToken(email)}`, PER_ADDRESS, now)))
    throw tooManyRequests(M.tooManyToAddress);
  if (!(await hitRateLimit(db, `invite:owner:${inviterId}`, PER_OWNER, now))) throw tooManyRequests(M.tooManyToday);
}
