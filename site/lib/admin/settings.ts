/**
 * 'Configuración' (product §3.2, §3): the settings' types (the API's schemas, and the answers inferred from
 * the routes), and the pure helpers the view needs: reading the list into a map, example slugs from pasted
 * URLs, features as lines.
 */
import type { ExamplesSection, SiteSettings } from '../../../worker/schemas/settings';
import { slugFromInput, undoubledUrl } from '../../../worker/schemas/example-address';
import type { AdminPackagesAnswer, AdminSettingsAnswer } from './answers';
import type { AdminMemorial } from './memorials';

export { slugFromInput, undoubledUrl };

export type { SiteSettings };
export type SettingKey = keyof SiteSettings;
export type ExampleProfile = ExamplesSection['memorial_profiles'][number];
export type { AdminPackagesAnswer, AdminSettingsAnswer };
/** One stored setting, as the settings route lists them. */
export type SettingEntry = AdminSettingsAnswer['data'][number];
/** A package as the packages route lists it (inactive ones too). */
export type AdminPackage = AdminPackagesAnswer['data'][number];

export const MAX_EXAMPLES = 3;

/** The stored entries by key; a key never saved is absent (the view then offers to initialize). */
export function settingsByKey(entries: SettingEntry[]): Partial<Record<SettingKey, unknown>> {
  return Object.fromEntries(entries.map((entry) => [entry.key, entry.value]));
}

/**
 * Every example with a clean slug and photo address (an address saved twice over, a whole URL for a slug), as the
 * server stores and reads them; says whether anything changed.
 */
export function fixExampleUrls(profiles: ExampleProfile[]): { profiles: ExampleProfile[]; changed: boolean } {
  let changed = false;
  const fixed = profiles.map((profile) => {
    const slug = slugFromInput(profile.slug);
    const image = undoubledUrl(profile.profile_image_url);
    if (slug === profile.slug && image === profile.profile_image_url) return profile;
    changed = true;
    return { ...profile, slug, profile_image_url: image };
  });
  return { profiles: fixed, changed };
}

/** Examples are memorials (product §1.2): couple pages are not offered. */
export type ExampleMemorial = AdminMemorial & { type: 'individual' | 'family' };

export const isExampleMemorial = (memorial: AdminMemorial): memorial is ExampleMemorial => memorial.type !== 'couple';

/** A memorial picked from the search, as the landing's example card shows it. */
export function exampleFromMemorial(memorial: ExampleMemorial): ExampleProfile {
  return {
    profile_name: memorial.profile_name,
    profile_image_url: memorial.profile_image_url ?? '',
    birth_date: memorial.birth_date ?? '',
    death_date: memorial.death_date ?? '',
    slug: memorial.slug,
    description: memorial.description.slice(0, 1000),
    show_birth_date: memorial.birth_date !== null,
    show_death_date: memorial.death_date !== null,
    type: memorial.type,
  };
}

/** Features are edited one per line. */
export const featuresFromText = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export const featuresToText = (features: readonly string[]): string => features.join('\n');

/** A price typed in pesos ('150.000', '150000'): the integer, or NaN when it is not one. */
export function priceFromText(text: string): number {
  const digits = text.replace(/[.\s$]/g, '');
  return /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
}

/** 'Banco de Bogotá' → 'banco-de-bogota': a new method's id, the key orders record. */
export function methodId(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
}
