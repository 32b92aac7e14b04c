/**
 * 'Otra frase' on the reflection card (product §2.7, §2.8): asks GET /api/quotes/random and puts the answer
 * where the quote is, without reloading the page. While it asks, the quote region is `aria-busy` and the
 * button `aria-disabled` (not `disabled`: a disabled button drops keyboard focus to the page). A failure
 * keeps the quote on screen and shows the card's 'No se pudo cargar una nueva frase'.
 */
import { readQuoteAnswer, type ShownQuote } from '../../lib/public/quote-card';
import { detached } from '../../lib/detached';

/** The same quote coming back looks like a button that does nothing, so it asks once more. */
const ATTEMPTS = 2;

export function wireQuoteCard(card: HTMLElement): void {
  const source = card.dataset.quoteSource;
  const region = card.querySelector<HTMLElement>('[data-quote-region]');
  const text = card.querySelector<HTMLElement>('[data-quote-text]');
  const author = card.querySelector<HTMLElement>('[data-quote-author]');
  const button = card.querySelector<HTMLButtonElement>('[data-quote-next]');
  const error = card.querySelector<HTMLElement>('[data-quote-error]');
  if (!source || !region || !text || !author || !button || !error) return;

  const setBusy = (busy: boolean) => {
    region.setAttribute('aria-busy', String(busy));
    button.setAttribute('aria-disabled', String(busy));
  };

  button.addEventListener(
    'click',
    detached(async () => {
      if (button.getAttribute('aria-disabled') === 'true') return;
      setBusy(true);
      error.hidden = true;
      const quote = await differentQuote(source, text.textContent ?? '');
      if (quote) {
        text.textContent = quote.text;
        author.textContent = quote.author;
      } else {
        error.hidden = false;
      }
      setBusy(false);
    }),
  );
}

async function differentQuote(source: string, current: string): Promise<ShownQuote | null> {
  let quote: ShownQuote | null = null;
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    quote = await fetchQuote(source);
    if (!quote || quote.text !== current) break;
  }
  return quote;
}

/** Null for a network failure, a non-OK answer or a body that is not a quote. */
async function fetchQuote(source: string): Promise<ShownQuote | null> {
  try {
    const response = await fetch(source, { headers: { Accept: 'application/json' } });
    return response.ok ? readQuoteAnswer(await response.json()) : null;
  } catch {
    return null;
  }
}
