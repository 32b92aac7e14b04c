/**
 * The words of the public couple page (product §3.2), its title for the document head and link
 * previews, and which addresses can be a couple's at all.
 */
import { COUPLE_LIMITS, COUPLE_MESSAGES } from '../../../worker/schemas/couple-texts';
import { isSlugShape } from '../../../worker/schemas/slug-shape';

export const COUPLE_PAGE_TEXTS = {
  story: 'Su historia de amor',
  gallery: 'Recuerdos juntos',
  video: 'Video especial',
  goals: 'Nuestras metas',
  about: 'Más sobre nosotros',
  songs: 'Nuestras canciones favoritas',
  closingQuote: 'El amor verdadero nunca muere',
  anniversary: 'Aniversario',
  togetherSince: 'Juntos desde',
  age: 'Edad',
  zodiac: 'Signo',
  birthdayToday: '¡Hoy es su cumpleaños!',
  interests: 'Intereses en común',
  pets: 'Mascotas',
  foods: 'Comidas favoritas',
  series: 'Series y películas',
  suegros: 'Suegros',
  cunados: 'Cuñados',
  notFound: COUPLE_MESSAGES.notFound,
  notFoundDetail: COUPLE_MESSAGES.notFoundDetail,
  invalidSlug: COUPLE_MESSAGES.invalidSlug,
} as const;

/** product §3.2 and §3.9: the horizons, in the order the page lists them. */
export const GOAL_HORIZONS = [
  { key: 'short_term_goals', label: 'Corto plazo (1-2 años)' },
  { key: 'medium_term_goals', label: 'Mediano plazo (3-5 años)' },
  { key: 'long_term_goals', label: 'Largo plazo (5+ años)' },
] as const;

/** 'Recuerdos juntos' shows this many photos a page (product §3.9). */
export const COUPLE_GALLERY_PAGE = COUPLE_LIMITS.galleryPage;

/**
 * Slugs are made from the couple's name (worker/services/slugs.ts). Anything else cannot be a couple's
 * address, so the page says 'Slug no válido' without asking the database.
 */
export const isCoupleSlug = isSlugShape;

/** 'Camila y Andrés · Nuestra historia de amor'. */
export function coupleTitle(coupleName: string): string {
  return `${coupleName.trim()} · Nuestra historia de amor`;
}
