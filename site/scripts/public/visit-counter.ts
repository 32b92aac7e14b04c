/**
 * Counts this visit once (spec part 2 §4): once per browser for a memorial (localStorage), once per
 * session for a family (sessionStorage). The mark is set before the request so two tabs opened together
 * do not both count; a 429 means the server already has it (keep the mark), any other failure clears the
 * mark so the next visit tries again, and is logged for whoever looks at the console (the visitor is not
 * bothered with it). `data-visit` on the root says how it ended (`already`, `counted`, `not-counted`), so
 * browser tests wait for the outcome rather than for time.
 */
import { keepVisitMark, VISIT_FAILURE, visitFailureMessage, visitLabel } from '../../lib/public/visits';
import { clearMark, readMark, writeMark } from './storage';

type VisitAnswer = { visit_count?: number; data?: { visit_count?: number } };

export async function countVisit(root: HTMLElement): Promise<void> {
  const { endpoint, storageKey, scope } = root.dataset;
  if (!endpoint || !storageKey) return;
  const kind = scope === 'session' ? 'session' : 'local';
  if (readMark(kind, storageKey)) {
    root.dataset.visit = 'already';
    return;
  }
  writeMark(kind, storageKey, new Date().toISOString());

  try {
    const response = await fetch(endpoint, { method: 'POST', headers: { Accept: 'application/json' } });
    if (!keepVisitMark(response.status)) {
      clearMark(kind, storageKey);
      console.warn(visitFailureMessage(await readJson(response)));
      root.dataset.visit = 'not-counted';
      return;
    }
    if (response.ok) {
      const body = (await response.json()) as VisitAnswer;
      const count = body.visit_count ?? body.data?.visit_count;
      const label = root.querySelector<HTMLElement>('[data-visit-label]');
      if (label && typeof count === 'number') label.textContent = visitLabel(count);
    }
    root.dataset.visit = 'counted';
  } catch {
    clearMark(kind, storageKey);
    console.warn(VISIT_FAILURE);
    root.dataset.visit = 'not-counted';
  }
}

/** A failed answer's body, when it is JSON at all (a proxy's error page is not). */
async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/** Runs `task` after the load event (at once when it has already fired). */
export function afterLoad(task: () => void): void {
  if (document.readyState === 'complete') task();
  else window.addEventListener('load', task, { once: true });
}
