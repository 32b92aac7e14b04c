import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coupleProfiles, familyProfiles, memorialProfiles, shortLinks } from '../../db/schema';

/**
 * The plaque's permanent address, `/q/{code}`. Codes are drawn by database triggers (migration 0004) from this
 * alphabet: upper-case letters and digits without the look-alikes 0/O and 1/I, so a code read aloud or typed from
 * a plaque is unambiguous, and the whole URL, upper-cased, fits the QR code's alphanumeric mode (fewer, larger
 * modules on 6 cm of aluminium).
 */
export const SHORT_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const SHORT_CODE_LENGTH = 6;

const CODE = new RegExp(`^[${SHORT_CODE_ALPHABET}]{${SHORT_CODE_LENGTH}}$`);

/**
 * The code as stored, from whatever case it was typed or scanned in; null when it cannot be one. People read
 * the lower-case link, where 'l' looks like 'I' and '1': neither is in the alphabet, so both can only mean L.
 */
export function normalizeShortCode(text: string): string | null {
  const code = text.trim().toUpperCase().replace(/[I1]/g, 'L');
  return CODE.test(code) ? code : null;
}

const joinShort = (origin: string, code: string) => `${origin.replace(/\/+$/, '')}/q/${code}`;

/** 'https://recuerdoseternos.co/q/7k3m9p': the link as people type it, in e-mails, API answers and print. */
export function shortUrl(origin: string, code: string): string {
  return joinShort(origin, code).toLowerCase();
}

/** 'HTTPS://RECUERDOSETERNOS.CO/Q/7K3M9P': what the QR code encodes, upper case for its alphanumeric mode. */
export function qrShortUrl(origin: string, code: string): string {
  return joinShort(origin, code).toUpperCase();
}

const PAGES = {
  memorial: { table: memorialProfiles, prefix: '/memorial/' },
  family: { table: familyProfiles, prefix: '/familia/' },
  couple: { table: coupleProfiles, prefix: '/pareja/' },
} as const;

/**
 * Where a code leads now: the page's current public address, so a renamed slug never breaks a plaque. Null for
 * an unknown code, a deleted page (its code stays reserved) or one that is not published.
 */
export async function resolveShortCode(deps: { db: Db }, code: string): Promise<string | null> {
  const { db } = deps;
  const [link] = await db.select().from(shortLinks).where(eq(shortLinks.code, code)).limit(1);
  if (!link) return null;
  const { table, prefix } = PAGES[link.targetType];
  const [page] = await db
    .select({ slug: table.slug, published: table.isPublished })
    .from(table)
    .where(eq(table.id, link.targetId))
    .limit(1);
  return page?.published ? `${prefix}${encodeURIComponent(page.slug)}` : null;
}
