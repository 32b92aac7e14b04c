import { and, eq, gte, lt, or, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { FAMILY_SLUG_PREFIX } from '../schemas/slug-shape';

/** "María Elena Rodríguez" → "maria-elena-rodriguez": accents folded, anything else becomes a hyphen. */
export function slugify(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80)
      .replace(/-+$/g, '') || 'memorial'
  );
}

/** Family pages own the familia- prefix (walls resolve by it), so a person named "Familia …" gets another. */
export function individualSlugBase(name: string): string {
  const base = slugify(name);
  return base.startsWith('familia-') || base === 'familia' ? `en-memoria-de-${base}` : base;
}

export const familySlugBase = (familyName: string) => `${FAMILY_SLUG_PREFIX}${slugify(familyName.replace(/^\s*familia\s+/i, ''))}`;

/** product §2.2: an address that starts with familia- is a family's (individualSlugBase never makes one). */
export const isFamilySlug = (slug: string) => slug.startsWith(FAMILY_SLUG_PREFIX);

/** The first of base, base-2, base-3, … not in `taken` (the unique index still has the last word on a race). */
export function firstFreeSlug(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!used.has(candidate)) return candidate;
  }
}

/**
 * The slugs `firstFreeSlug` must avoid: `base` itself and every `base-…`, as a range over the unique index.
 * Not `LIKE 'base%'`: D1 refuses a LIKE pattern over 50 bytes (docs/d1.md), and a long Colombian name makes
 * a longer slug ('maria-de-los-angeles-rodriguez-fernandez-de-la-santisima-trinidad'). '.' follows '-' in
 * every collation SQLite has, so `[base-, base.)` holds exactly the strings that start with `base-`.
 */
export function slugOrNumbered(column: SQLiteColumn, base: string): SQL {
  return or(eq(column, base), and(gte(column, `${base}-`), lt(column, `${base}.`))) as SQL;
}
