import { env } from 'cloudflare:workers';
import { d1Db } from '../../db/client';
import { listActivePackages } from '../../worker/services/packages';
import { getSiteSettings, publishedExamples } from '../../worker/services/settings';

/**
 * The database handle for server-rendered pages: the same services the API uses, no HTTP round trip.
 * Server-only (it reads the Worker binding): islands must never import this module.
 */
export function pageDb() {
  return d1Db(env.DB);
}

/** Everything the landing page renders, read in parallel. */
export async function loadLandingData() {
  const db = pageDb();
  const [settings, packages] = await Promise.all([getSiteSettings(db), listActivePackages(db)]);
  // A saved example whose memorial was later unpublished or deleted is not offered.
  return { settings: { ...settings, examples_section: await publishedExamples(db, settings.examples_section) }, packages };
}
