import { env } from 'cloudflare:workers';
import { requestDb } from '../../worker/d1/request-db';
import { listActivePackages } from '../../worker/services/packages';
import { getSiteSettings, publishedExamples } from '../../worker/services/settings';
import { landingStats } from '../../worker/services/site-figures';

/**
 * The database handle for server-rendered pages: the same services the API uses, no HTTP round trip.
 * It is the request's D1 session (read replication: public pages may read a nearby replica, a signed-in
 * person's pages read at least what they wrote; worker/d1/). Server-only (it reads the Worker binding):
 * islands must never import this module.
 */
export function pageDb() {
  return requestDb(env);
}

/** Everything the landing page renders, read in parallel. */
export async function loadLandingData() {
  const db = pageDb();
  const [settings, packages] = await Promise.all([getSiteSettings({ db }), listActivePackages({ db })]);
  // A saved example whose memorial was later unpublished or deleted is not offered; the figures may be the real counts.
  const [examples, stats] = await Promise.all([
    publishedExamples({ db }, settings.examples_section),
    landingStats({ db }, settings.site_stats),
  ]);
  return { settings: { ...settings, examples_section: examples, site_stats: stats }, packages };
}
