import { z } from 'zod';
import { SETTINGS_MESSAGES } from './settings-texts';
import { BREB_MESSAGES, BREB_METHOD_ID, brebLlaveProblem } from './payment-method-texts';
import { keyFromMediaUrl } from './media-urls';
import { slugFromInput, undoubledUrl } from './example-address';
import { multiLine, oneLine } from './one-line';
import { INVALID_YOUTUBE_URL, youtubeVideo } from './youtube';
import { nitDigits, nitMatchesCheckDigit } from './colombian-nit';
import { normalizeColombianPhone } from './colombian-phone';
import type { LegalEntity } from './seller-identity';

export { SETTINGS_MESSAGES } from './settings-texts';

/**
 * The shape of each site setting's JSON value (product §1.3, §3.3), with the Spanish message the
 * 'Configuración' view shows for the first thing wrong. Pages read stored values through these same schemas
 * (services/settings.ts) and fall back to the defaults for anything that does not fit.
 */

const M = SETTINGS_MESSAGES;

const text = (max: number) => z.string({ error: M.tooLong }).trim().max(max, M.tooLong);
/** A one-line setting (a title, a name, an address): no line break, no control character. */
const line = (max: number, field: string) => text(max).pipe(oneLine(field));
/** A multi-line setting (a subtitle, a description): line breaks and tabs, no other control character. */
const paragraph = (max: number, field: string) => text(max).pipe(multiLine(field));

/** An http(s) address, or nothing (a social network the company does not use). */
const optionalUrl = line(300, 'La dirección web').refine(
  (value) => value === '' || /^https?:\/\/[^\s]+\.[^\s]+$/i.test(value),
  M.urlInvalid,
);

/** Colombian numbers as people write them: digits with optional spaces, dashes and a leading +. */
const PHONE_PATTERN = /^\+?[\d\s-]{7,20}$/;

export const heroSectionSchema = z.object({
  title: z.string({ error: M.titleRequired }).trim().min(1, M.titleRequired).max(200, M.tooLong).pipe(oneLine('El título')),
  subtitle: paragraph(500, 'El subtítulo'),
  cta_primary: line(60, 'El texto del botón'),
  cta_secondary: line(60, 'El texto del botón'),
});

const count = z.number({ error: M.countInvalid }).int(M.countInvalid).min(0, M.countInvalid).max(1_000_000_000, M.countInvalid);

export const siteStatsSchema = z.object({
  memorials_created: count,
  monthly_visits: count,
  rating: z.number({ error: M.ratingInvalid }).min(0, M.ratingInvalid).max(5, M.ratingInvalid),
  /**
   * 'Usar cifras reales': the landing shows the real count of published memorials and of their visits instead
   * of the two typed figures, which stay stored for when it is turned off (services/site-figures.ts).
   */
  use_real_figures: z.boolean({ error: M.realFiguresInvalid }).optional(),
});

export const footerInfoSchema = z.object({
  company_name: line(100, 'El nombre de la empresa'),
  description: paragraph(500, 'La descripción'),
  address: line(200, 'La dirección'),
  phone: line(30, 'El teléfono').refine(
    (value) => value === '' || (PHONE_PATTERN.test(value) && value.replace(/\D/g, '').length >= 7),
    M.phoneInvalid,
  ),
  email: line(200, 'El correo').refine((value) => value === '' || z.email().safeParse(value).success, M.emailInvalid),
  social: z.object({
    facebook: optionalUrl,
    instagram: optionalUrl,
    /** Shown as TikTok: the key kept its historical name. */
    twitter: optionalUrl,
  }),
});

/** A one-line field that must be filled: its own 'es requerido' message, then the line rules. */
const requiredLine = (max: number, field: string, required: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, M.tooLong).pipe(oneLine(field));

/** A text kept in its normal form ('800.197.268' → '800197268'), or `message` when it has none. */
const normalizedBy =
  (normalize: (text: string) => string | null, message: string) =>
  (value: string, ctx: z.RefinementCtx): string => {
    const normal = normalize(value);
    if (normal === null) ctx.addIssue({ code: 'custom', message });
    return normal ?? z.NEVER;
  };

/**
 * Who sells (Ley 1480 de 2011, art. 50 a; docs/features/invoices.md): every field required, the NIT stored as its
 * digits, its check digit verified against it (DIAN's rule, colombian-nit.ts), the phone as its ten digits.
 */
export const legalEntitySchema = z
  .object({
    razon_social: requiredLine(200, 'La razón social', M.legalNameRequired),
    nit: requiredLine(30, 'El NIT', M.nitRequired).transform(normalizedBy(nitDigits, M.nitInvalid)),
    dv: z.string({ error: M.dvRequired }).trim().min(1, M.dvRequired).regex(/^\d$/, M.dvInvalid),
    address: requiredLine(200, 'La dirección', M.legalAddressRequired),
    city: requiredLine(100, 'La ciudad', M.legalCityRequired),
    phone: requiredLine(30, 'El teléfono', M.legalPhoneRequired).transform(normalizedBy(normalizeColombianPhone, M.legalPhoneInvalid)),
    email: requiredLine(200, 'El correo', M.legalEmailRequired).refine((value) => z.email().safeParse(value).success, M.emailInvalid),
  })
  .superRefine((entity, ctx) => {
    if (!nitMatchesCheckDigit(entity.nit, entity.dv)) ctx.addIssue({ code: 'custom', message: M.dvMismatch, path: ['dv'] });
  });

/** The Bre-B QR image: a stored object (`/media/payment_qr/…`), checked against media_objects when saved. */
const paymentQrImage = line(500, 'La imagen QR').refine(
  (value) => value === '' || keyFromMediaUrl(value)?.startsWith('payment_qr/') === true,
  BREB_MESSAGES.qrImageInvalid,
);

export const paymentMethodSchema = z.object({
  name: z
    .string({ error: M.methodNameRequired })
    .trim()
    .min(1, M.methodNameRequired)
    .max(60, M.tooLong)
    .pipe(oneLine('El nombre del método')),
  type: line(60, 'El tipo de cuenta'),
  account: z
    .string({ error: M.methodAccountRequired })
    .trim()
    .min(1, M.methodAccountRequired)
    .max(100, M.tooLong)
    .pipe(oneLine('La cuenta')),
  owner: line(100, 'El titular'),
  /** Bre-B only: the QR the business's bank issued (never one the product makes: it carries the network's hash). */
  qr_image_url: paymentQrImage.optional(),
});
export const paymentMethodsSchema = z
  .record(z.string().regex(/^[a-z0-9_-]{1,40}$/, M.methodIdInvalid), paymentMethodSchema, {
    // zod words a bad key as 'Invalid key in record'; the view needs to say which rule it broke.
    error: (issue) => (issue.code === 'invalid_key' ? M.methodIdInvalid : undefined),
  })
  .superRefine((methods, ctx) => {
    for (const [id, method] of Object.entries(methods)) {
      if (id === BREB_METHOD_ID) {
        // The llave's kind decides its format (payment-method-texts.ts).
        const problem = brebLlaveProblem(method.type, method.account);
        if (problem)
          ctx.addIssue({ code: 'custom', message: problem, path: [id, problem === BREB_MESSAGES.typeInvalid ? 'type' : 'account'] });
      } else if (method.qr_image_url) {
        ctx.addIssue({ code: 'custom', message: BREB_MESSAGES.qrOnlyBreb, path: [id, 'qr_image_url'] });
      }
    }
  });

/** A whole address of a stored photo ('https://sitio.co/media/…', perhaps written twice over) as its path. */
function mediaPathOf(value: string): string {
  if (!/^https?:\/\//i.test(value)) return value;
  try {
    const { pathname } = new URL(undoubledUrl(value));
    return pathname.startsWith('/media/') ? pathname : value;
  } catch {
    return value;
  }
}

/**
 * An example's photo, shown on the landing to every visitor: one this product stored (`/media/{key}`), or
 * none. Any other text (another site's picture, a `javascript:` or `data:` address) is refused.
 */
const examplePhoto = line(500, 'La foto')
  .transform(mediaPathOf)
  .refine((value) => value === '' || keyFromMediaUrl(value) !== null, M.exampleImageInvalid);

export const exampleMemorialSchema = z.object({
  profile_name: z
    .string({ error: M.exampleNameRequired })
    .trim()
    .min(1, M.exampleNameRequired)
    .max(100, M.tooLong)
    .pipe(oneLine('El nombre')),
  profile_image_url: examplePhoto,
  birth_date: line(10, 'La fecha de nacimiento'),
  death_date: line(10, 'La fecha de fallecimiento'),
  // A whole address pasted (or saved by the earlier product) is reduced to its slug, on save and on read.
  // The address is a link on the landing: a control character in it would be written into every visitor's page.
  slug: z
    .string({ error: M.exampleSlugRequired })
    .trim()
    .max(200, M.tooLong)
    .pipe(oneLine('La dirección (slug) del ejemplo'))
    .transform(slugFromInput)
    .pipe(z.string().min(1, M.exampleSlugRequired)),
  description: paragraph(1000, 'La descripción').optional(),
  show_birth_date: z.boolean().optional(),
  show_death_date: z.boolean().optional(),
  type: z.enum(['individual', 'family']),
});
export const examplesSectionSchema = z.object({
  memorial_profiles: z.array(exampleMemorialSchema).max(3, M.examplesMax),
});

/**
 * The video the landing's 'Videos tutoriales' card opens (product §1.2), or nothing: the card then stays off
 * the landing rather than lead anywhere else. Stored as the video's plain watch address, whatever form of
 * YouTube link was pasted, so the page never links to a half-typed address.
 */
export const tutorialVideoSchema = z.object({
  url: z
    .string({ error: INVALID_YOUTUBE_URL })
    .trim()
    .max(300, INVALID_YOUTUBE_URL)
    .refine((value) => value === '' || youtubeVideo(value) !== null, INVALID_YOUTUBE_URL)
    .transform((value) => youtubeVideo(value)?.watchUrl ?? ''),
});

export const priceField = z.number({ error: M.priceInvalid }).int(M.priceInvalid).positive(M.priceInvalid).max(100_000_000, M.priceInvalid);
export const featuresField = z
  .array(
    z.string({ error: M.featureInvalid }).trim().min(1, M.featureInvalid).max(200, M.featureInvalid).pipe(oneLine('Cada característica')),
  )
  .max(20, M.tooLong);
export const packageTypeField = z.enum(['individual', 'family'], { error: M.packageTypeInvalid });

/** The first specification left pricing_plan's content open; ours mirrors the packages it syncs to, one plan per type. */
export const pricingPlanSchema = z.object({
  plans: z
    .array(
      z.object({
        package_type: packageTypeField,
        name: z
          .string({ error: M.packageNameRequired })
          .trim()
          .min(1, M.packageNameRequired)
          .max(100, M.tooLong)
          .pipe(oneLine('El nombre del paquete')),
        price: priceField,
        description: paragraph(500, 'La descripción'),
        features: featuresField,
      }),
    )
    .max(2, M.tooLong),
});

export const settingValueSchemas = {
  hero_section: heroSectionSchema,
  site_stats: siteStatsSchema,
  footer_info: footerInfoSchema,
  payment_methods: paymentMethodsSchema,
  examples_section: examplesSectionSchema,
  tutorial_video: tutorialVideoSchema,
  pricing_plan: pricingPlanSchema,
  legal_entity: legalEntitySchema,
} as const;

export type HeroSection = z.infer<typeof heroSectionSchema>;
export type SiteStats = z.infer<typeof siteStatsSchema>;
export type FooterInfo = z.infer<typeof footerInfoSchema>;
export type PaymentMethods = z.infer<typeof paymentMethodsSchema>;
export type ExamplesSection = z.infer<typeof examplesSectionSchema>;
export type TutorialVideo = z.infer<typeof tutorialVideoSchema>;
export type PricingPlan = z.infer<typeof pricingPlanSchema>;
export type { LegalEntity } from './seller-identity';

export type SiteSettings = {
  hero_section: HeroSection;
  site_stats: SiteStats;
  footer_info: FooterInfo;
  payment_methods: PaymentMethods;
  examples_section: ExamplesSection;
  tutorial_video: TutorialVideo;
  pricing_plan: PricingPlan;
  /** Empty until an administrator saves it (EMPTY_LEGAL_ENTITY): then nothing of it is shown. */
  legal_entity: LegalEntity;
};

/**
 * PUT /api/admin/packages/{id}: a package as GET /api/admin/packages returns it. Keys it does not know (id,
 * currency) are ignored; the ones it knows are all required, so a form never blanks a field by leaving it out.
 */
export const adminPackageSchema = z.object({
  name: z
    .string({ error: SETTINGS_MESSAGES.packageNameRequired })
    .trim()
    .min(1, SETTINGS_MESSAGES.packageNameRequired)
    .max(100, SETTINGS_MESSAGES.tooLong)
    .pipe(oneLine('El nombre del paquete')),
  description: z.string().trim().max(500, SETTINGS_MESSAGES.tooLong).pipe(multiLine('La descripción')).default(''),
  price: priceField,
  features: featuresField,
  package_type: packageTypeField,
  is_active: z.boolean({ error: 'Estado no válido' }),
});
export type AdminPackageInput = z.infer<typeof adminPackageSchema>;

/** PUT /api/admin/settings/{key}: the new value of one setting. */
export const settingUpdateSchema = z.object({ value: z.unknown().refine((value) => value !== undefined, 'El valor es requerido') });

/** POST /api/admin/packages/sync-pricing. */
export const syncPricingSchema = z.object({ pricingData: pricingPlanSchema });
