import type { Db } from '../../client';
import { packages, quotes, settings } from '../../schema';
import { settingValueSchemas, type SiteSettings } from '../../../worker/schemas/settings';
import { SEED_PACKAGES } from '../data/packages';
import { SEED_QUOTES } from '../data/quotes';
import { SEED_SETTINGS } from '../data/settings';
import { nonEmpty, tally, type SeedCount } from '../report';

/** The storefront's packages, by stable id; a package an administrator edited keeps its edits. */
export async function seedPackages(db: Db): Promise<SeedCount> {
  const created = await db
    .insert(packages)
    .values(SEED_PACKAGES.map((pkg) => ({ ...pkg, features: [...pkg.features], currency: 'COP', isActive: true })))
    .onConflictDoNothing()
    .returning({ id: packages.id });
  return tally(SEED_PACKAGES.length, created.length);
}

/**
 * Every settings key, each validated with the schema the admin editor uses, written only where the
 * key is missing: a value an administrator saved is never replaced.
 */
export async function seedSettings(db: Db): Promise<SeedCount> {
  const keys = Object.keys(SEED_SETTINGS) as (keyof SiteSettings)[];
  // Validate everything before writing anything, so a bad default cannot leave half the keys behind.
  const entries = keys.map((key) => ({ key, value: settingValueSchemas[key].parse(SEED_SETTINGS[key]) as unknown }));
  const results = await db.batch(
    nonEmpty(entries.map((entry) => db.insert(settings).values(entry).onConflictDoNothing().returning({ key: settings.key }))),
  );
  return tally(
    entries.length,
    results.reduce((n, rows) => n + rows.length, 0),
  );
}

/** Reflection quotes; their text is unique, so a second run finds them all already there. */
export async function seedQuotes(db: Db): Promise<SeedCount> {
  const results = await db.batch(
    nonEmpty(
      SEED_QUOTES.map((quote) =>
        db.insert(quotes).values({ text: quote.text, author: quote.author }).onConflictDoNothing().returning({ id: quotes.id }),
      ),
    ),
  );
  return tally(
    SEED_QUOTES.length,
    results.reduce((n, rows) => n + rows.length, 0),
  );
}
