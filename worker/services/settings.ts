import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { familyProfiles, memorialProfiles, settings } from '../../db/schema';
import { settingValueSchemas, type ExamplesSection, type SiteSettings } from '../schemas/settings';
import { DEFAULT_SETTINGS } from './default-settings';
import { landingStats } from './site-figures';

export type SettingEntry = { key: string; value: unknown };

/** Every stored setting as docs/product's list of `{ key, value }`. */
export async function listSettings(deps: { db: Db }): Promise<SettingEntry[]> {
  const { db } = deps;
  const rows = await db.select({ key: settings.key, value: settings.value }).from(settings).orderBy(settings.key);
  return rows;
}

/**
 * The settings a page renders with: each known key validated, falling back to its default when it
 * was never saved or holds something the page cannot show.
 */
export async function getSiteSettings(deps: { db: Db }): Promise<SiteSettings> {
  const stored = new Map((await listSettings(deps)).map((entry) => [entry.key, entry.value]));
  const pick = <K extends keyof SiteSettings>(key: K): SiteSettings[K] => siteSettingFrom(key, stored.get(key));
  return {
    hero_section: pick('hero_section'),
    site_stats: pick('site_stats'),
    footer_info: pick('footer_info'),
    payment_methods: pick('payment_methods'),
    examples_section: pick('examples_section'),
    tutorial_video: pick('tutorial_video'),
    pricing_plan: pick('pricing_plan'),
    legal_entity: pick('legal_entity'),
  };
}

/** One setting as pages render it, from its stored value (undefined when never saved): validated, else its default. */
export function siteSettingFrom<K extends keyof SiteSettings>(key: K, stored: unknown): SiteSettings[K] {
  const parsed = settingValueSchemas[key].safeParse(stored);
  return parsed.success ? (parsed.data as SiteSettings[K]) : DEFAULT_SETTINGS[key];
}

/** The statement reading one setting's stored value (no row when never saved); `siteSettingFrom` reads its answer. */
export const siteSettingQuery = (db: Db, key: keyof SiteSettings) =>
  db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).limit(1);

/** One setting as pages render it: a page that shows only the footer reads (and validates) only the footer. */
export async function getSiteSetting<K extends keyof SiteSettings>(deps: { db: Db }, key: K): Promise<SiteSettings[K]> {
  const [row] = await siteSettingQuery(deps.db, key);
  return siteSettingFrom(key, row?.value);
}

/**
 * The examples the landing may show: only those whose memorial (or family) exists and is published, so a
 * page taken down never stays advertised. One query per kind, whatever the number of examples.
 */
export async function publishedExamples(deps: { db: Db }, section: ExamplesSection): Promise<ExamplesSection> {
  const { db } = deps;
  const memorials = section.memorial_profiles;
  if (memorials.length === 0) return section;
  const slugs = memorials.map((memorial) => memorial.slug);
  const [individual, family] = await Promise.all([
    // Only public pages are examples: an unlisted or private one is in no listing (docs/features/visibility.md).
    db
      .select({ slug: memorialProfiles.slug })
      .from(memorialProfiles)
      .where(and(inArray(memorialProfiles.slug, slugs), eq(memorialProfiles.isPublished, true), eq(memorialProfiles.visibility, 'public'))),
    db
      .select({ slug: familyProfiles.slug })
      .from(familyProfiles)
      .where(and(inArray(familyProfiles.slug, slugs), eq(familyProfiles.isPublished, true), eq(familyProfiles.visibility, 'public'))),
  ]);
  const live = { individual: new Set(individual.map((row) => row.slug)), family: new Set(family.map((row) => row.slug)) };
  return { memorial_profiles: memorials.filter((memorial) => live[memorial.type].has(memorial.slug)) };
}

/**
 * GET /api/settings: the stored list, with examples_section cut to what may be shown and site_stats as the landing
 * shows it (the real counts when 'Usar cifras reales' is on).
 */
export async function listPublicSettings(deps: { db: Db }): Promise<SettingEntry[]> {
  const entries = await listSettings(deps);
  return Promise.all(
    entries.map(async (entry) => {
      if (entry.key === 'site_stats') {
        const parsed = settingValueSchemas.site_stats.safeParse(entry.value);
        return parsed.success ? { key: entry.key, value: await landingStats(deps, parsed.data) } : entry;
      }
      if (entry.key !== 'examples_section') return entry;
      const parsed = settingValueSchemas.examples_section.safeParse(entry.value);
      return { key: entry.key, value: parsed.success ? await publishedExamples(deps, parsed.data) : { memorial_profiles: [] } };
    }),
  );
}
