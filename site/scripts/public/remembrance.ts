/**
 * The prayer cards' behaviour (docs/features/remembrance.md), kept to a few hundred bytes since it ships before any interaction:
 * - the candle count and the last week's small flames, read after load from GET /api/candles (never baked into the
 *   kept page, so a candle never makes it stale); `data-candles="read"` then, for browser tests to wait on;
 * - the candle and reminder forms: each sends its fields as JSON to its `data-endpoint` and shows the API's Spanish
 *   error as it comes, or its own `data-done` words. The HTML holds every text, so this code carries none; the
 *   server holds every rule, the authorisation included.
 */

import type { Answer, AnswerData, api } from '../../lib/api-client';

/**
 * GET /api/candles's `data`; POST /api/candles answers `count` and `counted`. Types only, from the routes: the
 * addresses come from the page (components/public/CandleCard.astro), so no API client ships here.
 */
type CandleCounts = Pick<CandlesRead, 'count'> & Partial<CandlesRead & CandleLit>;
type CandlesRead = AnswerData<Awaited<ReturnType<typeof api.candles.index.$get>>>;
type CandleLit = AnswerData<Awaited<ReturnType<typeof api.candles.index.$post>>>;

const number = (n: number) => n.toLocaleString('es-CO');

function showCandles(root: HTMLElement, counts: CandleCounts): void {
  const slot = (name: string) => root.querySelector<HTMLElement>(`[data-candle-${name}]`);
  const count = slot('count');
  if (count) count.textContent = number(counts.count);
  if (counts.recent) {
    const recent = slot('recent');
    if (recent) recent.textContent = number(counts.recent_count ?? counts.recent.length);
    const week = slot('week');
    if (week) week.hidden = counts.recent.length === 0;
    const flames = slot('flames');
    if (flames) flames.innerHTML = '<i class="candle-flame"></i>'.repeat(counts.recent.length);
  }
  const summary = slot('summary');
  if (summary) summary.hidden = false;
  root.dataset.candles = 'read';
}

export async function readCandles(root: HTMLElement): Promise<void> {
  try {
    const response = await fetch(root.dataset.endpoint ?? '');
    const body: Partial<Answer<Awaited<ReturnType<typeof api.candles.index.$get>>>> = await response.json();
    if (response.ok && body.data) showCandles(root, body.data);
  } catch {
    // Offline (a saved copy opened at the cemetery): the card shows no count.
  }
}

/** The candle's answer, or the reminders' (POST /api/reminders: `data` null), or a refusal with its `error`. */
type Envelope = { success?: boolean; data?: CandleCounts | null; error?: string };

async function send(form: HTMLFormElement, candles: HTMLElement | null): Promise<void> {
  const { targetField = '', targetId, endpoint = '', done = '', doneAgain = done, failed, offline } = form.dataset;
  const [error, status] = form.querySelectorAll<HTMLElement>('[role]');
  const button = form.querySelector('button');
  if (!error || !status || !button || button.disabled) return;
  const body: Record<string, unknown> = { [targetField]: targetId };
  for (const field of form.querySelectorAll('input')) body[field.name] = field.type === 'checkbox' ? field.checked : field.value.trim();
  error.hidden = true;
  status.textContent = '';
  button.disabled = true;
  let answer: Envelope | null = null;
  // No answer at all is the connection; an answer that is not our JSON (a proxy's page) is `failed`.
  let problem = offline;
  try {
    const response = await fetch(endpoint, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    problem = failed;
    const read: Envelope = await response.json();
    answer = read;
    problem = response.ok && read.success ? '' : read.error || failed;
  } catch {
    // `problem` already says which.
  }
  button.disabled = false;
  if (problem) {
    error.textContent = problem;
    error.hidden = false;
    return;
  }
  const data = answer?.data;
  const again = data?.counted === false;
  if (data && candles) {
    showCandles(candles, data);
    // A candle that counted is this week's newest flame: read the week again.
    if (!again) void readCandles(candles);
  }
  status.textContent = (again ? doneAgain : done).replace('{email}', String(body.email));
  if (!again) form.reset();
}

export function wireRemembranceForms(candles: HTMLElement | null): void {
  document.querySelectorAll<HTMLFormElement>('form[data-endpoint]').forEach((form) =>
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      void send(form, candles);
    }),
  );
}
