/**
 * The hottest cached pages, also kept in this isolate's memory in front of the data centre's cache. On the
 * Día de los Difuntos one memorial is opened by a whole cemetery at once: answering from memory skips the
 * Cache API's round trip, which is most of a hit's time and nearly all of its tail (measured by
 * `npm run bench`). A kept copy is served under exactly the same rule as a stored one (the middleware checks
 * its build and versions), so a purge reaches it as it reaches the data centre's copy; and none outlives the
 * Colombian midnight, nor the instant its page said it stops being good (a gathering passing, ./copies.ts). Bounded by bytes and entries, least recently used out first.
 */
import { nextMidnightInColombia } from '../services/time';
import { freshUntilOf } from './copies';

type Kept = { body: ArrayBuffer; status: number; headers: [string, string][]; expiresAt: number };

export const KEPT_LIMITS = { bytes: 8 * 1024 * 1024, entries: 200, pageBytes: 512 * 1024 } as const;

const kept = new Map<string, Kept>();
let keptBytes = 0;

function drop(key: string): void {
  const entry = kept.get(key);
  if (!entry) return;
  kept.delete(key);
  keptBytes -= entry.body.byteLength;
}

/** The kept copy of `key` as a fresh Response (a body is read once), or null. */
export function keptCopy(key: string, now: number = Date.now()): Response | null {
  const entry = kept.get(key);
  if (!entry) return null;
  if (entry.expiresAt <= now) {
    drop(key);
    return null;
  }
  // Map order is the recency order: a page read again moves to the end.
  kept.delete(key);
  kept.set(key, entry);
  return new Response(entry.body, { status: entry.status, headers: entry.headers });
}

/** Keeps a stored copy (the edge's, with its tags); a page too large to be worth the memory is not kept. */
export async function keepCopy(key: string, stored: Response, now: number = Date.now()): Promise<void> {
  const body = await stored.arrayBuffer();
  if (body.byteLength > KEPT_LIMITS.pageBytes) return;
  drop(key);
  kept.set(key, {
    body,
    status: stored.status,
    headers: [...stored.headers],
    expiresAt: Math.min(nextMidnightInColombia(now), freshUntilOf(stored) ?? Number.POSITIVE_INFINITY),
  });
  keptBytes += body.byteLength;
  for (const oldest of kept.keys()) {
    if (keptBytes <= KEPT_LIMITS.bytes && kept.size <= KEPT_LIMITS.entries) break;
    drop(oldest);
  }
}

/**
 * A purge made in this isolate forgets its kept copy at once: the version rule would skip it anyway, but a copy
 * served stale when D1 fails (./stale-copies.ts) must not be one this isolate itself purged.
 */
export function forgetKeptCopy(key: string): void {
  drop(key);
}

/** For tests: forget every kept copy. */
export function forgetKeptCopies(): void {
  kept.clear();
  keptBytes = 0;
}
