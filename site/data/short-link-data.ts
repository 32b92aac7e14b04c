/** The plaque's `/q/{code}`: where the code leads now, or null for a code that leads nowhere. Server-only. */
import { normalizeShortCode, resolveShortCode } from '../../worker/services/short-links';
import { pageDb } from './site-data';

export async function shortLinkTarget(code: string): Promise<string | null> {
  const normalized = normalizeShortCode(code);
  return normalized ? resolveShortCode({ db: pageDb() }, normalized) : null;
}
