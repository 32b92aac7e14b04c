/**
 * The reflection quote card's texts and how it reads GET /api/quotes/random (product §2.3, §2.7, §2.8).
 * Dependency-free on purpose: it ships inside the public pages' one script (see lib/visits.ts for why). The
 * address comes from the page (components/public/QuoteCard.astro builds it with the typed client).
 */
import type { AnswerData, api } from '../api-client';

export const QUOTE_TEXTS = {
  /** Logged by the server render when the day's quote cannot be read (a built-in one is shown instead). */
  dailyFailed: 'No se pudo cargar la frase del día',
  /** Shown on the card when 'Otra frase' could not bring one. */
  nextFailed: 'No se pudo cargar una nueva frase',
  next: 'Otra frase',
} as const;

/** What the card shows of GET /api/quotes/random's quote (a type only: the page's script carries no API client). */
export type ShownQuote = Pick<AnswerData<Awaited<ReturnType<typeof api.quotes.random.$get>>>, 'text' | 'author'>;

/** The quote in a `{ success, data: { text, author } }` answer; null for anything else. */
export function readQuoteAnswer(body: unknown): ShownQuote | null {
  if (body === null || typeof body !== 'object') return null;
  const { success, data } = body as { success?: unknown; data?: unknown };
  if (success !== true || data === null || typeof data !== 'object') return null;
  const { text, author } = data as { text?: unknown; author?: unknown };
  if (typeof text !== 'string' || !text.trim() || typeof author !== 'string') return null;
  return { text, author };
}
