/**
 * Stale if error (docs/features/edge-cache.md, "When D1 or the render fails"): when D1 cannot say which copies are current, or the render itself fails
 * with a 5xx, a visitor at a grave gets the last copy of the page this build rendered rather than an error.
 *
 * Such a copy is served whatever its versions, so a purge it has not seen is not honoured for that answer: one
 * made while D1 is down, or made in another data centre, or seen by another isolate only. The exposure is bounded:
 * no copy outlives the Colombian midnight (nor its page's own `x-edge-fresh-until`), a purge made here drops this
 * data centre's copy at once, and only answers that would otherwise be errors are served this way. No tighter age
 * bound: the trade-off is written down in docs/features/edge-cache.md ("When D1 or the render fails").
 */
import { renderedUnderOf, type RenderedUnder } from './copies';
import { keptCopy } from './isolate-copies';

/** Why a stale copy was served, for the log. */
export type StaleReason = 'versions_unreadable' | 'render_failed';

const isFromBuild = (under: RenderedUnder | null, build: string): under is RenderedUnder => under !== null && under.build === build;

/** Versions only ever rise between restores: a copy rendered later has at least the versions of an earlier one. */
const isNewer = (a: RenderedUnder, b: RenderedUnder) => a.everything > b.everything || (a.everything === b.everything && a.page > b.page);

/**
 * The newest copy of `key` that `build` rendered, from this isolate's memory or this data centre's cache (both
 * already drop copies at their midnight), or null. A copy from another build names scripts this deploy no
 * longer serves: never.
 */
export async function staleCopy(key: string, build: string, cache: Cache): Promise<Response | null> {
  const kept = keptCopy(key);
  const keptUnder = kept ? renderedUnderOf(kept) : null;
  const stored = await cache.match(key).catch(() => undefined);
  const storedUnder = stored ? renderedUnderOf(stored) : null;
  if (stored && isFromBuild(storedUnder, build) && (!isFromBuild(keptUnder, build) || isNewer(storedUnder, keptUnder))) return stored;
  return kept && isFromBuild(keptUnder, build) ? kept : null;
}
