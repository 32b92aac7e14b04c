/**
 * The reflection quote card's texts and how it reads GET /api/quotes/random (product §2.3, §2.7, §2.8).
 * Dependency-free on purpose: it ships inside the public pages' one script (see lib/visits.ts for why).
 */

export const QUOTE_TEXTS = {
  /** Logged by the server render when the day's quote cannot be read (a built-in one is shown instead). */
  dailyFailed: 'No se pudo cargar la frase del día',
  /** Shown on the card when 'Otra frase' could not bring one. */
  nextFailed: 'No se pudo cargar una nueva frase',
  next: 'Otra frase',
} as const;

export const RANDOM_QUOTE_PATH = '/api/quotes/random';

export type ShownQuote = { text: string; author: string };

/** The quote in a `{ success, data: { text, author } }` answer; null for anything else. */
export function readQuoteAnswer(body: unknown): ShownQuote | null {
  if (body === null || typeof body !== 'object') return null;
  const { success, data } = body as { success?: unknown; data?: unknown };
  if (success !== true || data === null || typeof data !== 'object') return null;
  const { text, author } = data as { text?: unknown; author?: unknown };
  if (typeof text !== 'string' || !text.trim() || typeof author !== 'string') return null;
  return { text, author };
}
