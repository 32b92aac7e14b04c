import type { SiteSettings } from '../../../worker/schemas/settings';
import { DEFAULT_SETTINGS } from '../../../worker/services/default-settings';
import { SEED_FAMILY, SEED_MEMORIAL } from './memorials';
import { SEED_PACKAGES } from './packages';

/** Earliest and latest of a list of ISO dates (YYYY-MM-DD sorts as text). */
function span(dates: string[]): { first: string; last: string } {
  const sorted = [...dates].sort();
  return { first: sorted[0] ?? '', last: sorted[sorted.length - 1] ?? '' };
}

const familyLives = {
  born: span(SEED_FAMILY.members.map((m) => m.birthDate)).first,
  died: span(SEED_FAMILY.members.map((m) => m.deathDate)).last,
};

/**
 * What the seed writes for each settings key: the site's defaults, except that the examples point at
 * the demo memorials, the pricing plan mirrors the seeded packages and the seller is a made-up demo company.
 */
export const SEED_SETTINGS: SiteSettings = {
  ...DEFAULT_SETTINGS,
  examples_section: {
    memorial_profiles: [
      {
        profile_name: SEED_MEMORIAL.profileName,
        profile_image_url: SEED_MEMORIAL.profileImageUrl,
        birth_date: SEED_MEMORIAL.birthDate,
        death_date: SEED_MEMORIAL.deathDate,
        slug: SEED_MEMORIAL.slug,
        description: SEED_MEMORIAL.summary,
        show_birth_date: true,
        show_death_date: true,
        type: 'individual',
      },
      {
        profile_name: SEED_FAMILY.familyName,
        profile_image_url: SEED_FAMILY.coverImageUrl,
        // A family page has no dates of its own: the card shows the span of its members' lives.
        birth_date: familyLives.born,
        death_date: familyLives.died,
        slug: SEED_FAMILY.slug,
        description: SEED_FAMILY.summary,
        show_birth_date: true,
        show_death_date: true,
        type: 'family',
      },
    ],
  },
  // Local and demo data only (production is never seeded): visibly invented, with a NIT whose check digit is right.
  legal_entity: {
    razon_social: 'Empresa de Demostración S.A.S. (datos ficticios)',
    nit: '901234567',
    dv: '7',
    address: 'Calle Ficticia # 1-23 (dirección de demostración)',
    city: 'Cali',
    phone: '3001234567',
    email: 'demo@recuerdoseternos.co',
  },
  pricing_plan: {
    plans: SEED_PACKAGES.map((pkg) => ({
      package_type: pkg.packageType,
      name: pkg.name,
      price: pkg.price,
      description: pkg.description,
      features: [...pkg.features],
    })),
  },
};
