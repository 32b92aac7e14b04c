import { z } from 'zod';

/** The shape of each site setting's JSON value (spec part 1 §3, part 3 §3). */
export const heroSectionSchema = z.object({
  title: z.string().trim().min(1, 'El título es requerido').max(200),
  subtitle: z.string().trim().max(500),
  cta_primary: z.string().trim().max(60),
  cta_secondary: z.string().trim().max(60),
});

export const siteStatsSchema = z.object({
  memorials_created: z.number().int().min(0),
  monthly_visits: z.number().int().min(0),
  rating: z.number().min(0).max(5),
});

export const footerInfoSchema = z.object({
  company_name: z.string().trim().max(100),
  description: z.string().trim().max(500),
  address: z.string().trim().max(200),
  phone: z.string().trim().max(30),
  email: z.string().trim().max(200),
  social: z.object({
    facebook: z.string().trim().max(300),
    instagram: z.string().trim().max(300),
    /** Shown as TikTok: the key kept its historical name. */
    twitter: z.string().trim().max(300),
  }),
});

export const paymentMethodSchema = z.object({
  name: z.string().trim().min(1).max(60),
  type: z.string().trim().max(60),
  account: z.string().trim().min(1).max(100),
  owner: z.string().trim().max(100),
});
export const paymentMethodsSchema = z.record(z.string().regex(/^[a-z0-9_-]+$/), paymentMethodSchema);

export const exampleProfileSchema = z.object({
  profile_name: z.string().trim().min(1).max(100),
  profile_image_url: z.string().trim().max(500),
  birth_date: z.string().trim().max(10),
  death_date: z.string().trim().max(10),
  slug: z.string().trim().min(1).max(200),
  description: z.string().trim().max(1000).optional(),
  show_birth_date: z.boolean().optional(),
  show_death_date: z.boolean().optional(),
  type: z.enum(['individual', 'family']),
});
export const examplesSectionSchema = z.object({
  memorial_profiles: z.array(exampleProfileSchema).max(3, 'Máximo 3 ejemplos'),
});

/** The spec leaves pricing_plan's content open; ours mirrors the packages it syncs to. */
export const pricingPlanSchema = z.object({
  plans: z.array(
    z.object({
      package_type: z.enum(['individual', 'family']),
      name: z.string().trim().min(1).max(100),
      price: z.number().int().min(0),
      description: z.string().trim().max(500),
      features: z.array(z.string().trim().min(1).max(200)).max(20),
    }),
  ),
});

export const settingValueSchemas = {
  hero_section: heroSectionSchema,
  site_stats: siteStatsSchema,
  footer_info: footerInfoSchema,
  payment_methods: paymentMethodsSchema,
  examples_section: examplesSectionSchema,
  pricing_plan: pricingPlanSchema,
} as const;

export type HeroSection = z.infer<typeof heroSectionSchema>;
export type SiteStats = z.infer<typeof siteStatsSchema>;
export type FooterInfo = z.infer<typeof footerInfoSchema>;
export type PaymentMethods = z.infer<typeof paymentMethodsSchema>;
export type ExamplesSection = z.infer<typeof examplesSectionSchema>;
export type PricingPlan = z.infer<typeof pricingPlanSchema>;

export type SiteSettings = {
  hero_section: HeroSection;
  site_stats: SiteStats;
  footer_info: FooterInfo;
  payment_methods: PaymentMethods;
  examples_section: ExamplesSection;
  pricing_plan: PricingPlan;
};
