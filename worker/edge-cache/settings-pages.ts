/**
 * The public pages that show the site's settings: the landing shows most of them, and every public page
 * shows the footer. Kept beside the services that write settings, memorials and packages.
 */
import type { Db } from '../../db/client';
import type { SiteSettings } from '../schemas/settings';
import { getSiteSettings } from '../services/settings';
import { LANDING_PATH } from './public-paths';

type ShownOn = 'every page' | 'landing' | 'no cached page';

/**
 * Where each setting is rendered (a new key must be placed here to compile). The payment accounts appear
 * only in the cart's dialog, read from the API; the pricing plan reaches the landing through the packages
 * it is synced into, and that sync purges the landing itself.
 */
const SHOWN_ON: Record<keyof SiteSettings, ShownOn> = {
  hero_section: 'landing',
  site_stats: 'landing',
  examples_section: 'landing',
  tutorial_video: 'landing',
  footer_info: 'every page',
  payment_methods: 'no cached page',
  pricing_plan: 'no cached page',
  // Who sells: in the footer of every page (docs/features/invoices.md).
  legal_entity: 'every page',
};

/** The pages that saving `keys` changes: 'everything', or a list of paths (perhaps empty). */
export function pagesShowingSettings(keys: readonly (keyof SiteSettings)[]): 'everything' | string[] {
  const places = new Set(keys.map((key) => SHOWN_ON[key]));
  if (places.has('every page')) return 'everything';
  return places.has('landing') ? [LANDING_PATH] : [];
}

/**
 * `paths`, plus the landing when creating or deleting the memorial or family at `slug` changes it: when it is one
 * of the saved examples (the landing offers only examples whose page exists and is published), or when the
 * landing counts the real memorials ('Usar cifras reales'). Visits change the real figures too, but far too often
 * to purge for: the kept landing shows them as of its render (at most until the Colombian midnight, or the next
 * memorial), and open landing tabs read them fresh from GET /api/settings every 30 seconds.
 * When the settings cannot be read the landing is purged anyway (a needless render beats a stale list).
 */
export async function withExampleLanding(db: Db, type: 'individual' | 'family', slug: string, paths: readonly string[]): Promise<string[]> {
  const changesLanding = await getSiteSettings({ db })
    .then(
      (settings) =>
        settings.site_stats.use_real_figures === true ||
        settings.examples_section.memorial_profiles.some((example) => example.type === type && example.slug === slug),
    )
    .catch(() => true);
  return changesLanding ? [...paths, LANDING_PATH] : [...paths];
}
