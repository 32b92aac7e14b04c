/**
 * What every public memorial page shows besides the memorial itself: the day's reflection quote and the
 * footer's chat contact; and the pages' common first step, loading by slug. Server-only.
 */
import type { Db } from '../../db/client';
import { log } from '../../worker/log';
import { BUILT_IN_QUOTES, dailyQuote, toQuoteDto, type QuoteDto } from '../../worker/services/quotes';
import { DEFAULT_SETTINGS } from '../../worker/services/default-settings';
import { getSiteSetting } from '../../worker/services/settings';
import type { FooterInfo, LegalEntity } from '../../worker/schemas/settings';
import { sellerLines, type SellerLines } from '../../worker/schemas/seller-identity';
import { whatsappLink } from '../lib/phone';
import { colombiaDate } from '../lib/public/birthday';
import { NOT_FOUND_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from '../lib/public/public-cache';
import { QUOTE_TEXTS } from '../lib/public/quote-card';
import type { Visibility } from '../../db/schema/enums';
import type { AccessPasses } from '../../worker/services/visibility';
import { applyVisibility, closedBy, pagePasses, type ClosedMemorial } from './page-visibility';

export type PageCommons = {
  quote: QuoteDto;
  /** https://wa.me/57… from settings footer_info.phone, or null when no phone is configured. */
  chatHref: string | null;
  companyName: string;
  /** Who sells (docs/features/invoices.md), once an administrator saved it; null until then. */
  seller: SellerLines | null;
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
  const [quote, footer, legal] = await Promise.all([
    dailyQuote({ db }, today).catch((error: unknown) => dailyQuoteFailed(today, error)),
    // Only the footer is shown: only the footer's two settings are read and validated.
    getSiteSetting({ db }, 'footer_info').catch(() => DEFAULT_SETTINGS.footer_info),
    getSiteSetting({ db }, 'legal_entity').catch(() => DEFAULT_SETTINGS.legal_entity),
  ]);
  return pageCommonsFrom(quote, footer, legal);
}

/** The commons from the day's quote and the footer's settings (a page that read them in its own batch). */
export function pageCommonsFrom(quote: QuoteDto, footer: FooterInfo, legal: LegalEntity): PageCommons {
  return {
    quote,
    chatHref: whatsappLink(footer.phone),
    companyName: footer.company_name || 'Recuerdos Eternos',
    seller: sellerLines(legal),
  };
}

/** What a public page's frontmatter hands over: its route's slug and the response it answers with. */
export type PublicPageRequest = {
  params: { slug?: string | undefined };
  request: Request;
  response: { status?: number | undefined; headers: Headers };
};

/**
 * The public memorial pages' first step: the slug's shape is checked before anything is read (an address
 * no memorial can have is a 404 answered without the database), the memorial is loaded for today's date in
 * Colombia with the visitor's access cookies, and the response gets its browser caching and, with nothing to
 * show, the 404 status. A private memorial without its code is `closed` (403, the code form, nothing of the
 * person); `visibilityOf` gives the headers of what is shown (./page-visibility.ts).
 */
export async function loadPublicPage<T>(
  page: PublicPageRequest,
  isSlug: (slug: string) => boolean,
  load: (slug: string, today: string, passes: AccessPasses) => Promise<T | null>,
  // Couple pages (made by the team for a living couple) have no visibility of their own: always public.
  visibilityOf: (data: T) => Visibility = () => 'public',
): Promise<{ validSlug: boolean; data: T | null; closed: ClosedMemorial | null }> {
  const slug = page.params.slug ?? '';
  const validSlug = isSlug(slug);
  let data: T | null = null;
  let closed: ClosedMemorial | null = null;
  try {
    data = validSlug ? await load(slug, colombiaDate(), pagePasses(page.request)) : null;
  } catch (error) {
    closed = closedBy(error);
    if (!closed) throw error;
  }
  page.response.headers.set('Cache-Control', data ? PUBLIC_CACHE_CONTROL : NOT_FOUND_CACHE_CONTROL);
  if (closed) applyVisibility(page.response, 'closed');
  else if (data) applyVisibility(page.response, visibilityOf(data));
  else page.response.status = 404;
  return { validSlug, data, closed };
}
