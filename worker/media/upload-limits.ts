import type { Db } from '../../db/client';
import { tooManyRequests } from '../errors';
import { UPLOAD_MESSAGES } from '../schemas/uploads';
import { hitRateLimit, type RateRule } from '../services/rate-limit';
import { MINUTE } from '../services/time';

/**
 * Uploads without a session (a visitor's photo for a memory wall) per client address. Generous enough
 * for a family leaving several memories from one phone or one shared connection (mobile carriers put
 * many people behind one address), tight enough that nobody can use the bucket as free storage.
 */
export const ANONYMOUS_UPLOAD_RULE: RateRule = { limit: 20, windowMs: 15 * MINUTE };

export async function limitAnonymousUpload(db: Db, client: string): Promise<void> {
  const allowed = await hitRateLimit(db, `upload:anon:client:${client}`, ANONYMOUS_UPLOAD_RULE);
  if (!allowed) throw tooManyRequests(UPLOAD_MESSAGES.tooManyUploads);
}
