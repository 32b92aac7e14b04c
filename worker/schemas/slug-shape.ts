/**
 * What a page address (slug) can look like, from how worker/services/slugs.ts makes them: lowercase letters
 * and digits in runs joined by single hyphens, never starting or ending with one. A family's always starts
 * with 'familia-' (the database's CHECK says so too). Anything else was never given to any page, so the
 * public pages answer 'Slug no válido' without asking the database, and the edge cache never keeps it.
 * Pure and dependency-free: the Worker, the pages and the islands share it.
 */

/** The pattern as source text, for the edge cache's path patterns. */
export const SLUG_PATTERN = '[a-z0-9]+(?:-[a-z0-9]+)*';

export const FAMILY_SLUG_PREFIX = 'familia-';

/**
 * The longest slug the service makes is 'en-memoria-de-' (14) before an 80-character name and a '-N'
 * suffix for the N-th page of that name: 100 leaves room for 9,999 namesakes.
 */
export const MAX_SLUG_LENGTH = 100;

const SLUG = new RegExp(`^${SLUG_PATTERN}$`);

export function isSlugShape(slug: string): boolean {
  return slug.length <= MAX_SLUG_LENGTH && SLUG.test(slug);
}

/** A family page's or a family wall's slug under /familia/: the prefix and at least one word after it. */
export function isFamilySlugShape(slug: string): boolean {
  return slug.startsWith(FAMILY_SLUG_PREFIX) && slug.length > FAMILY_SLUG_PREFIX.length && isSlugShape(slug);
}
