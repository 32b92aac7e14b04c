import type { Db } from '../../db/client';
import { settings } from '../../db/schema';
import { settingValueSchemas, type SiteSettings } from '../schemas/settings';
import { DEFAULT_SETTINGS } from './default-settings';

export type SettingEntry = { key: string; value: unknown };

/** Every stored setting as the spec's list of `{ key, value }`. */
export async function listSettings(db: Db): Promise<SettingEntry[]> {
  const rows = await db.select({ key: settings.key, value: settings.value }).from(settings).orderBy(settings.key);
  return rows;
}

/**
 * The settings a page renders with: each known key validated, falling back to its default when it
 * was never saved or holds something the page cannot show.
 */
export async function getSiteSettings(db: Db): Promise<SiteSettings> {
  const stored = new Map((await listSettings(db)).map((entry) => [entry.key, entry.value]));
  const pick = <K extends keyof SiteSettings>(key: K): SiteSettings[K] => {
    const parsed = settingValueSchemas[key].safeParse(stored.get(key));
    return parsed.success ? (parsed.data as SiteSettings[K]) : DEFAULT_SETTINGS[key];
  };
  return {
    hero_section: pick('hero_section'),
    site_stats: pick('site_stats'),
    footer_info: pick('footer_info'),
    payment_methods: pick('payment_methods'),
    examples_section: pick('examples_section'),
    pricing_plan: pick('pricing_plan'),
  };
}
