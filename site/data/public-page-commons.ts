/**
 * What every public memorial page shows besides the memorial itself: the day's reflection quote and the
 * footer's chat contact. Server-only.
 */
import type { Db } from '../../db/client';
import { log } from '../../worker/log';
import { BUILT_IN_QUOTES, dailyQuote, toQuoteDto, type QuoteDto } from '../../worker/services/quotes';
import { DEFAULT_SETTINGS } from '../../worker/services/default-settings';
import { getSiteSettings } from '../../worker/services/settings';
import { whatsappLink } from '../lib/phone';
import { QUOTE_TEXTS } from '../lib/public/quote-card';

export type PageCommons = {
  quote: QuoteDto;
  /** https://wa.me/57… from settings footer_info.phone, or null when no phone is configured. */
  chatHref: string | null;
  companyName: string;
};

/** product §2.7: when the quote cannot be read, one of the 7 built-in quotes is chosen by date. */
function builtInQuote(today: string): QuoteDto {
  const day = Math.floor(Date.parse(`${today}T00:00:00Z`) / 86_400_000) || 0;
  return toQuoteDto(BUILT_IN_QUOTES[day % BUILT_IN_QUOTES.length]!);
}

/**
 * product §2.8's 'No se pudo cargar la frase del día' goes to the Worker's log, not to the visitor: the
 * page still shows a reflection (the built-in one), and a grieving visitor has no use for the error.
 */
function dailyQuoteFailed(today: string, error: unknown): QuoteDto {
  log.warn('daily_quote_failed', { message: QUOTE_TEXTS.dailyFailed }, error);
  return builtInQuote(today);
}

/** Never rejects: a page starts it before knowing whether it will render (a 404 simply ignores it). */
export async function loadPageCommons(db: Db, today: string): Promise<PageCommons> {
  const [quote, settings] = await Promise.all([
    dailyQuote(db, today).catch((error: unknown) => dailyQuoteFailed(today, error)),
    getSiteSettings(db).catch(() => DEFAULT_SETTINGS),
  ]);
  return {
    quote,
    chatHref: whatsappLink(settings.footer_info.phone),
    companyName: settings.footer_info.company_name || 'Recuerdos Eternos',
  };
}
