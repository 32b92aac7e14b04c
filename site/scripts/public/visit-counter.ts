/**
 * Counts this visit once (product §2.4): once per browser for a memorial (localStorage), once per
 * session for a family (sessionStorage). The mark is set before the request so two tabs opened together
 * do not both count; a 429 means the server already has it (keep the mark), any other answer that is not a
 * success clears the mark so the next visit tries again, and is logged for whoever looks at the console (the
 * visitor is not bothered with it). Without a connection (a saved copy opened at the cemetery) the visit is
 * kept as pending (lib/public/pending-visits.ts) with its mark, and sent when the connection comes back or
 * on the next public page opened online. `data-visit` on the root says how it ended (`already`, `counted`,
 * `not-counted`, `pending`), so browser tests wait for the outcome rather than for time.
 */
import {
  addPendingVisits,
  hasPendingVisit,
  parsePendingVisits,
  PENDING_VISITS_KEY,
  type PendingVisit,
} from '../../lib/public/pending-visits';
import { keepVisitMark, VISIT_FAILURE, visitFailureMessage, visitLabel } from '../../lib/public/visits';
import { clearMark, readMark, writeMark } from './storage';

import type { Answer, api } from '../../lib/api-client';

/** POST …/visit's answer (the three pages' routes answer alike), typed from the route: a type only, no client here. */
type VisitAnswer = Partial<Answer<Awaited<ReturnType<(typeof api.profiles.public)[':slug']['visit']['$post']>>>>;

export async function countVisit(root: HTMLElement): Promise<void> {
  const { endpoint, storageKey, scope } = root.dataset;
  if (!endpoint || !storageKey) return;
  const kind = scope === 'session' ? 'session' : 'local';
  if (readMark(kind, storageKey)) {
    root.dataset.visit = hasPendingVisit(readPending(), endpoint) ? 'pending' : 'already';
    return;
  }
  writeMark(kind, storageKey, new Date().toISOString());
  const visit: PendingVisit = { endpoint, storageKey, scope: kind, at: new Date().toISOString() };
  const response = await postVisit(endpoint);
  if (response) await settle(visit, response, root);
  else keepPending(visit, root);
}

/**
 * Sends the visits made offline. They leave the list before their request, so another tab flushing at the
 * same moment does not send them twice; the ones that still find no network go back in.
 */
export async function sendPendingVisits(root: HTMLElement | null): Promise<void> {
  // The browser knows for sure when there is no network at all; then there is nothing to try yet.
  if (navigator.onLine === false) return;
  const pending = readPending();
  if (pending.length === 0) return;
  writePending([]);
  const unsent: PendingVisit[] = [];
  for (const visit of pending) {
    const response = await postVisit(visit.endpoint);
    if (response) await settle(visit, response, root?.dataset.endpoint === visit.endpoint ? root : null);
    else unsent.push(visit);
  }
  if (unsent.length > 0) writePending(addPendingVisits(readPending(), unsent));
}

/** The server's answer, or null when there was none (no connection: fetch itself failed). */
async function postVisit(endpoint: string): Promise<Response | null> {
  try {
    return await fetch(endpoint, { method: 'POST', headers: { Accept: 'application/json' } });
  } catch {
    return null;
  }
}

/** What the server said about a visit: counted (show the new number) or refused (clear the mark, log why). */
async function settle(visit: PendingVisit, response: Response, root: HTMLElement | null): Promise<void> {
  if (!keepVisitMark(response.status)) {
    clearMark(visit.scope, visit.storageKey);
    console.warn(visitFailureMessage(await readJson(response)));
    if (root) root.dataset.visit = 'not-counted';
    return;
  }
  if (!root) return;
  if (response.ok) {
    const body = await readJson<VisitAnswer>(response);
    const count = body?.visit_count ?? body?.data?.visit_count;
    const label = root.querySelector<HTMLElement>('[data-visit-label]');
    if (label && typeof count === 'number') label.textContent = visitLabel(count);
  }
  root.dataset.visit = 'counted';
}

function keepPending(visit: PendingVisit, root: HTMLElement): void {
  writePending(addPendingVisits(readPending(), [visit]));
  console.warn(VISIT_FAILURE);
  root.dataset.visit = 'pending';
}

function readPending(): PendingVisit[] {
  return parsePendingVisits(readMark('local', PENDING_VISITS_KEY), new Date());
}

function writePending(list: PendingVisit[]): void {
  if (list.length > 0) writeMark('local', PENDING_VISITS_KEY, JSON.stringify(list));
  else clearMark('local', PENDING_VISITS_KEY);
}

/** A failed answer's body, when it is JSON at all (a proxy's error page is not). */
async function readJson<T = unknown>(response: Response): Promise<T | null> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}
