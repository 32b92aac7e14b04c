/**
 * 'Reportar' in the memory's detail dialog (docs/features/memory-wall.md): a reason from the list and, if the visitor wants, a few
 * words, sent without an account to POST /api/memories/{id}/report. Loaded only when someone taps 'Reportar';
 * the form itself is server-rendered HTML (components/wall/MemoryDetailDialog.astro).
 */
import type { api } from '../../lib/api-client';
import { requestEndpointData } from '../../lib/endpoint-request';
import { fillRouteSlot } from '../../lib/public/route-slot';
import { REPORT_TEXTS as R, WALL_MODERATION_MESSAGES as W } from '../../../worker/schemas/wall-moderation-texts';
import { detached } from '../../lib/detached';

type ReportCall = Awaited<ReturnType<(typeof api.memories)[':id']['report']['$post']>>;

function wire(dialog: HTMLDialogElement): void {
  const open = dialog.querySelector<HTMLButtonElement>('[data-report-open]');
  const form = dialog.querySelector<HTMLFormElement>('[data-report-form]');
  const error = dialog.querySelector<HTMLElement>('[data-report-error]');
  const done = dialog.querySelector<HTMLElement>('[data-report-done]');
  const cancel = dialog.querySelector<HTMLButtonElement>('[data-report-cancel]');
  const send = dialog.querySelector<HTMLButtonElement>('[data-report-send]');
  if (!open || !form || !error || !done || !cancel || !send) return;
  let sending = false;

  const showError = (text: string | null) => {
    error.textContent = text ?? '';
    error.hidden = !text;
  };
  const close = () => {
    form.hidden = true;
    open.setAttribute('aria-expanded', 'false');
  };
  // Every memory opened starts with the button and a clean form.
  dialog.addEventListener('memory-detail:open', () => {
    close();
    form.reset();
    showError(null);
    done.textContent = '';
    open.hidden = false;
  });
  // Choosing a reason answers 'Elige por qué reportas este recuerdo'.
  form.addEventListener('change', () => showError(null));
  cancel.addEventListener('click', () => {
    close();
    open.focus();
  });
  form.addEventListener(
    'submit',
    detached(async (event) => {
      event.preventDefault();
      if (sending) return;
      const data = new FormData(form);
      const reason = data.get('reason');
      if (typeof reason !== 'string') {
        showError(W.reasonRequired);
        form.querySelector<HTMLInputElement>('input[name="reason"]')?.focus();
        return;
      }
      const details = String(data.get('details') ?? '').trim();
      sending = true;
      send.textContent = R.sending;
      const result = await requestEndpointData<ReportCall>(fillRouteSlot(form.dataset.endpoint ?? '', dialog.dataset.memoryId ?? ''), {
        method: 'POST',
        json: { reason, details: details || null },
      });
      sending = false;
      send.textContent = R.send;
      if (!result.ok) {
        showError(result.status === 0 || result.status >= 500 ? R.failed : result.error || R.failed);
        return;
      }
      close();
      open.hidden = true;
      done.textContent = R.sent;
    }),
  );
}

/** Opens the report form under the memory in the detail dialog (wiring it the first time). */
export function openReport(dialog: HTMLDialogElement): void {
  if (dialog.dataset.reportWired === undefined) {
    dialog.dataset.reportWired = '';
    wire(dialog);
  }
  const form = dialog.querySelector<HTMLFormElement>('[data-report-form]');
  const open = dialog.querySelector<HTMLButtonElement>('[data-report-open]');
  if (!form || !open) return;
  form.hidden = false;
  open.setAttribute('aria-expanded', 'true');
  form.querySelector<HTMLInputElement>('input[name="reason"]')?.focus();
}
