/**
 * The private memorial's code form (components/public/PrivateMemorialGate.astro): sends the code as JSON to the
 * form's `data-endpoint` and, when it is right (the answer set the memorial's cookie), loads the page again,
 * now open. A refusal shows the API's Spanish words as they come. The HTML holds every text.
 */
import { requestEndpointData } from '../../lib/endpoint-request';
import type { api } from '../../lib/api-client';

type Opened = Awaited<ReturnType<(typeof api.profileVisibility)[':id']['access']['$post']>>;

const form = document.querySelector<HTMLFormElement>('[data-access-form]');
if (form) {
  const input = form.querySelector('input');
  const error = form.querySelector<HTMLElement>('[role="alert"]');
  const button = form.querySelector('button');
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (!input || !error || !button || button.disabled) return;
    const label = button.textContent;
    button.disabled = true;
    button.textContent = form.dataset.busy ?? label;
    error.hidden = true;
    void requestEndpointData<Opened>(form.dataset.endpoint ?? '', { method: 'POST', json: { code: input.value } }).then((result) => {
      if (result.ok) {
        // The same address (the wall, the page, or the page the plaque led to), now with the cookie.
        location.reload();
        return;
      }
      button.disabled = false;
      button.textContent = label;
      error.textContent = result.error || (form.dataset.failed ?? '');
      error.hidden = false;
      input.setAttribute('aria-invalid', 'true');
      input.focus();
      input.select();
    });
  });
}
