/**
 * The size cap of the service worker's caches: when a cache holds more entries or bytes than its limit, the
 * oldest saved go first. A phone that opens many memorials must not keep growing its storage.
 */

export type CachedEntry = { key: string; savedAt: number; bytes: number };
export type CacheLimits = { maxEntries: number; maxBytes: number };

/**
 * The keys to delete, oldest first. The newest entries are kept while they fit both limits; one entry larger
 * than the whole byte limit is dropped on its own rather than emptying the cache around it.
 */
export function entriesToEvict(entries: readonly CachedEntry[], limits: CacheLimits): string[] {
  const newestFirst = [...entries].sort((a, b) => b.savedAt - a.savedAt);
  const evicted: string[] = [];
  let kept = 0;
  let keptBytes = 0;
  for (const entry of newestFirst) {
    if (kept < limits.maxEntries && keptBytes + entry.bytes <= limits.maxBytes) {
      kept += 1;
      keptBytes += entry.bytes;
    } else {
      evicted.push(entry.key);
    }
  }
  return evicted.reverse();
}
