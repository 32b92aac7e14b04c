/**
 * GET /api/settings in the browser: docs/product's list of `{ key, value }` turned into the few values islands
 * use, each checked by hand (zod would weigh more than everything else on the landing). A value that does
 * not have the expected shape is left out, and the page keeps what it shows.
 */
import type { ExamplesSection, HeroSection, PaymentMethods, SiteStats } from '../../../worker/schemas/settings';
import { sellerLines, type SellerLines } from '../../../worker/schemas/seller-identity';

export type ClientSettings = {
  hero_section?: HeroSection;
  site_stats?: SiteStats;
  payment_methods?: PaymentMethods;
  examples_section?: ExamplesSection;
  /** Who sells, for the checkout's small print; absent until an administrator saved it (docs/features/invoices.md). */
  seller?: SellerLines;
  /** Beside the list: whether 'Pagar en línea' (Wompi) is offered (docs/features/payments.md). */
  online_payments?: { wompi: boolean };
  /** footer_info's e-mail: where checkout's withdrawal text sends a refund request (docs/features/payments.md). */
  support_email?: string;
};

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

export function readHero(value: unknown): HeroSection | undefined {
  if (!isObject(value)) return undefined;
  const { title, subtitle, cta_primary, cta_secondary } = value;
  if (!isString(title) || !title.trim()) return undefined;
  const text = (field: unknown) => (isString(field) ? field.trim() : '');
  return { title: title.trim(), subtitle: text(subtitle), cta_primary: text(cta_primary), cta_secondary: text(cta_secondary) };
}

export function readStats(value: unknown): SiteStats | undefined {
  if (!isObject(value)) return undefined;
  const { memorials_created, monthly_visits, rating } = value;
  if (!isCount(memorials_created) || !isCount(monthly_visits) || !isCount(rating) || rating > 5) return undefined;
  return { memorials_created, monthly_visits, rating };
}

/** Methods without a name or an account cannot be paid into, so they are not offered. */
export function readPaymentMethods(value: unknown): PaymentMethods | undefined {
  if (!isObject(value)) return undefined;
  const methods: PaymentMethods = {};
  for (const [id, method] of Object.entries(value)) {
    if (!isObject(method) || !isString(method.name) || !isString(method.account)) continue;
    if (!method.name.trim() || !method.account.trim()) continue;
    methods[id] = {
      name: method.name.trim(),
      type: isString(method.type) ? method.type.trim() : '',
      account: method.account.trim(),
      owner: isString(method.owner) ? method.owner.trim() : '',
      // Bre-B's QR: only an image this site stores (docs/features/payments.md).
      ...(isString(method.qr_image_url) && method.qr_image_url.startsWith('/media/payment_qr/')
        ? { qr_image_url: method.qr_image_url }
        : {}),
    };
  }
  return methods;
}

export function readOnlinePayments(value: unknown): { wompi: boolean } | undefined {
  return isObject(value) && typeof value.wompi === 'boolean' ? { wompi: value.wompi } : undefined;
}

/** Examples need a name, a slug and a known type to link anywhere; the others are left out. */
export function readExamples(value: unknown): ExamplesSection | undefined {
  if (!isObject(value) || !Array.isArray(value.memorial_profiles)) return undefined;
  const text = (field: unknown) => (isString(field) ? field.trim() : '');
  const profiles: ExamplesSection['memorial_profiles'] = [];
  for (const item of value.memorial_profiles) {
    if (!isObject(item) || !text(item.profile_name) || !text(item.slug) || (item.type !== 'individual' && item.type !== 'family')) continue;
    profiles.push({
      profile_name: text(item.profile_name),
      profile_image_url: text(item.profile_image_url),
      birth_date: text(item.birth_date),
      death_date: text(item.death_date),
      slug: text(item.slug),
      description: text(item.description),
      show_birth_date: item.show_birth_date !== false,
      show_death_date: item.show_death_date !== false,
      type: item.type,
    });
  }
  return { memorial_profiles: profiles.slice(0, 3) };
}

/** The company's e-mail from footer_info, when it has one. */
export function readSupportEmail(value: unknown): string | undefined {
  return isObject(value) && isString(value.email) && value.email.trim() ? value.email.trim() : undefined;
}

export function toClientSettings(list: unknown): ClientSettings {
  if (!Array.isArray(list)) return {};
  const byKey = new Map<string, unknown>();
  for (const entry of list) {
    if (isObject(entry) && isString(entry.key)) byKey.set(entry.key, entry.value);
  }
  return {
    hero_section: readHero(byKey.get('hero_section')),
    site_stats: readStats(byKey.get('site_stats')),
    payment_methods: readPaymentMethods(byKey.get('payment_methods')),
    examples_section: readExamples(byKey.get('examples_section')),
    seller: sellerLines(byKey.get('legal_entity')) ?? undefined,
    support_email: readSupportEmail(byKey.get('footer_info')),
  };
}
