/**
 * Visits made without a connection (a saved page opened at the cemetery with no signal), kept in the browser
 * until the connection comes back and counted then. Pure list rules, dependency-free for the same reason as
 * visits.ts: they ship inside the public pages' one script.
 */

export type PendingVisit = {
  /** The visit's POST endpoint: one pending visit per page. */
  endpoint: string;
  /** The page's visit mark (visits.ts), cleared if the server then refuses the visit, so a later visit retries. */
  storageKey: string;
  scope: 'local' | 'session';
  /** When the visit was made (ISO 8601). */
  at: string;
};

/** localStorage: outlives the tab, so a family visit (once per session) made offline is still counted later. */
export const PENDING_VISITS_KEY = 'recuerdos:visitas-pendientes';

/** A phone offline for weeks keeps a few pages' visits, not an unbounded list. */
const MAX_PENDING = 20;
const MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

function isPendingVisit(value: unknown): value is PendingVisit {
  if (value === null || typeof value !== 'object') return false;
  const { endpoint, storageKey, scope, at } = value as Record<string, unknown>;
  return (
    typeof endpoint === 'string' &&
    // A path on this site (the page rendered it), never another origin.
    endpoint.startsWith('/') &&
    !endpoint.startsWith('//') &&
    typeof storageKey === 'string' &&
    (scope === 'local' || scope === 'session') &&
    typeof at === 'string' &&
    !Number.isNaN(Date.parse(at))
  );
}

/** The stored list, without anything malformed or older than 30 days (storage is shared and may hold anything). */
export function parsePendingVisits(raw: string | null, now: Date): PendingVisit[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.filter(isPendingVisit).filter((visit) => now.getTime() - Date.parse(visit.at) <= MAX_AGE_MS);
}

/** The list with `visits` added: one per endpoint (the first one made stays), the newest 20 at most. */
export function addPendingVisits(list: readonly PendingVisit[], visits: readonly PendingVisit[]): PendingVisit[] {
  const merged = [...list];
  for (const visit of visits) if (!merged.some((pending) => pending.endpoint === visit.endpoint)) merged.push(visit);
  return merged.slice(-MAX_PENDING);
}

export function hasPendingVisit(list: readonly PendingVisit[], endpoint: string): boolean {
  return list.some((visit) => visit.endpoint === endpoint);
}
