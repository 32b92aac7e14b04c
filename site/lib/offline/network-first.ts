/**
 * Which answer a public page's navigation gets: the network's whenever it answers in time, the saved copy only
 * when the network fails or is still silent after NETWORK_BUDGET_MS. Generic over the answer's type and
 * handed its timer, so the unit tests run the same choice with promises they settle themselves.
 * Why network first and why 3 s: docs/features/offline.md, 'Network first'.
 */

/**
 * How long a navigation waits for the network before showing the saved copy. The public pages answer from the
 * edge in well under a second on a phone's mobile data (docs/performance.md), so a network still silent after 3 s
 * is a weak signal, where waiting longer mostly keeps a visitor at a grave looking at a blank screen.
 */
export const NETWORK_BUDGET_MS = 3000;

/**
 * Where the shown answer came from: `network` (its answer, whatever its status), `offline` (the saved copy,
 * because the network failed) or `slow` (the saved copy, because the network had not answered within the budget;
 * it may still answer, and the worker acts on that answer then).
 */
export type PageSource = 'network' | 'offline' | 'slow';

export type PageChoice<R> = { response: R; source: PageSource };

type Settled<R> = { answered: true; response: R } | { answered: false; error: unknown };

/**
 * `network` is the request already on its way, `saved` the saved copy's lookup (undefined when there is none)
 * and `budget` settles when the wait is over. Rejects with the network's error when it failed and there is no
 * copy (the browser then shows its own offline page, as with no service worker).
 */
export async function choosePageResponse<R>(
  network: Promise<R>,
  saved: Promise<R | undefined>,
  budget: Promise<void>,
): Promise<PageChoice<R>> {
  const settled: Promise<Settled<R>> = network.then(
    (response) => ({ answered: true, response }),
    (error: unknown) => ({ answered: false, error }),
  );
  const first = await Promise.race([settled, budget.then(() => null)]);
  if (first?.answered) return { response: first.response, source: 'network' };
  const copy = await saved.catch(() => undefined);
  if (copy !== undefined) return { response: copy, source: first === null ? 'slow' : 'offline' };
  const outcome = first ?? (await settled);
  if (outcome.answered) return { response: outcome.response, source: 'network' };
  throw outcome.error;
}
