import type { SiteSettings } from '../schemas/settings';
import { EMPTY_LEGAL_ENTITY } from '../schemas/seller-identity';

/**
 * What the site shows when a setting was never saved, and what the seed writes on an empty database.
 * The hero statistics are docs/product's defaults (1.200+ memoriales, 50K+ visitas, 4,9).
 */
export const DEFAULT_SETTINGS: SiteSettings = {
  hero_section: {
    title: 'Honra la memoria de quienes amas',
    subtitle:
      'Crea un memorial digital con fotos, videos y su canción favorita. Un código QR en forma de corazón, grabado en una placa de aluminio, lleva a todos a su historia desde la lápida.',
    cta_primary: 'Crear memorial',
    cta_secondary: 'Ver ejemplos',
  },
  site_stats: {
    memorials_created: 1200,
    monthly_visits: 50000,
    rating: 4.9,
  },
  footer_info: {
    company_name: 'Recuerdos Eternos',
    description: 'Memoriales digitales con código QR para mantener viva la memoria de tus seres queridos.',
    address: 'Cali, Valle del Cauca, Colombia',
    phone: '3001234567',
    email: 'soporte@recuerdoseternos.co',
    social: {
      facebook: 'https://www.facebook.com/recuerdoseternos',
      instagram: 'https://www.instagram.com/recuerdoseternos',
      twitter: 'https://www.tiktok.com/@recuerdoseternos',
    },
  },
  payment_methods: {
    nequi: { name: 'Nequi', type: 'Billetera digital', account: '300 123 4567', owner: 'Recuerdos Eternos S.A.S.' },
    // Bre-B replaced Transfiya on 6 October 2025. No QR by default: it is the business's bank's image, uploaded in Configuración.
    breb: { name: 'Bre-B', type: 'Celular', account: '300 123 4567', owner: 'Recuerdos Eternos S.A.S.' },
    bancolombia: {
      name: 'Bancolombia',
      type: 'Cuenta de ahorros',
      account: '123-456789-01',
      owner: 'Recuerdos Eternos S.A.S.',
    },
  },
  examples_section: { memorial_profiles: [] },
  // No video until the company publishes one: the landing leaves the tutorial card out meanwhile.
  tutorial_video: { url: '' },
  pricing_plan: { plans: [] },
  // No identity until an administrator saves the company's own (Ley 1480 art. 50): an invented NIT would be false.
  legal_entity: EMPTY_LEGAL_ENTITY,
};
