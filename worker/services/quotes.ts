import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { quotes } from '../../db/schema';
import { todayInColombia } from './time';

/** A reflection quote as pages show it (product §2.3): `html` is the ready-to-render, escaped markup. */
export type QuoteDto = { text: string; author: string; html: string };

/** docs/product's fallback: seven built-in quotes, one per weekday, when the database has none. */
export const BUILT_IN_QUOTES: readonly { text: string; author: string }[] = [
  {
    text: 'Lo que una vez disfrutamos, nunca lo perdemos. Todo lo que amamos profundamente se convierte en parte de nosotros.',
    author: 'Helen Keller',
  },
  { text: 'La muerte no es nada; solo he pasado a la habitación de al lado.', author: 'Henry Scott Holland' },
  { text: 'El amor es más fuerte que la muerte.', author: 'Anónimo' },
  { text: 'Quien vive en el corazón de los que deja atrás, no muere.', author: 'Thomas Campbell' },
  { text: 'Recordar es volver a vivir.', author: 'Anónimo' },
  { text: 'Las personas que amamos nunca se van del todo: caminan a nuestro lado cada día.', author: 'Anónimo' },
  { text: 'La memoria del corazón elimina los malos recuerdos y magnifica los buenos.', author: 'Gabriel García Márquez' },
];

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

export function toQuoteDto(quote: { text: string; author: string }): QuoteDto {
  return {
    text: quote.text,
    author: quote.author,
    html: `<blockquote><p>${escapeHtml(quote.text)}</p><footer>— ${escapeHtml(quote.author)}</footer></blockquote>`,
  };
}

/** Days since 1970 for a YYYY-MM-DD date: a stable number to pick the day's quote with. */
const dayNumber = (date: string) => Math.floor(Date.parse(`${date}T00:00:00Z`) / 86_400_000);

/** The day's quote is read in two steps (how many active quotes, then the day's one): pages batch each step with their other reads. */
export const activeQuoteCountQuery = (db: Db) => db.select({ n: count() }).from(quotes).where(eq(quotes.isActive, true));

/** The day's quote among `n` active ones (with none, it finds nothing and `dailyQuoteFrom` gives a built-in one). */
export const dailyQuoteQuery = (db: Db, date: string, n: number) =>
  db
    .select({ text: quotes.text, author: quotes.author })
    .from(quotes)
    .where(eq(quotes.isActive, true))
    .orderBy(asc(quotes.id))
    .limit(n > 0 ? 1 : 0)
    .offset(n > 0 ? dayNumber(date) % n : 0);

/** The day's quote from what `dailyQuoteQuery` found: the built-in one of the weekday when nothing was. */
export const dailyQuoteFrom = (date: string, row: { text: string; author: string } | undefined): QuoteDto =>
  toQuoteDto(row ?? BUILT_IN_QUOTES[dayNumber(date) % BUILT_IN_QUOTES.length]!);

/** The same quote for everyone on a given Colombian date, walking through every active quote in turn. */
export async function dailyQuote(deps: { db: Db }, date = todayInColombia()): Promise<QuoteDto> {
  const { db } = deps;
  const [total] = await activeQuoteCountQuery(db);
  const n = total?.n ?? 0;
  const [row] = n > 0 ? await dailyQuoteQuery(db, date, n) : [];
  return dailyQuoteFrom(date, row);
}

export async function randomQuote(deps: { db: Db }): Promise<QuoteDto> {
  const { db } = deps;
  const [total] = await db.select({ n: count() }).from(quotes).where(eq(quotes.isActive, true));
  const n = total?.n ?? 0;
  if (n === 0) return toQuoteDto(BUILT_IN_QUOTES[Math.floor(Math.random() * BUILT_IN_QUOTES.length)]!);
  const [row] = await db
    .select({ text: quotes.text, author: quotes.author })
    .from(quotes)
    .where(eq(quotes.isActive, true))
    .orderBy(asc(quotes.id))
    .limit(1)
    .offset(Math.floor(Math.random() * n));
  return toQuoteDto(row ?? BUILT_IN_QUOTES[0]!);
}
