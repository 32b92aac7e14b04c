import type { coupleProfiles } from '../../schema';
// With its extension: the benchmark (bench/public-pages.mjs) imports this file with plain Node.
import { SEED_IMAGES, imageUrl } from './images.ts';

/**
 * The demo couple pages (product §3.2): one published couple with every section filled in, and one
 * draft that the public page must answer with a 404. Fixed ids keep the seed idempotent; the dates are
 * fixed calendar days, so a test that sets the clock decides whether a birthday is "today" (Camila's is
 * 14 February, Andrés's 3 September).
 */
type CoupleRow = Omit<typeof coupleProfiles.$inferInsert, 'id' | 'slug' | 'createdBy' | 'userId' | 'visitCount'>;

export type SeedCouple = CoupleRow & {
  id: string;
  slug: string;
  /** In display order; more than one public gallery page (5) so paging shows. */
  photos: { id: string; url: string; title: string }[];
  /** In display order; 11-character YouTube ids. */
  songs: { id: string; title: string; youtubeUrl: string }[];
};

export const SEED_COUPLE = {
  id: '5eed0000-0000-4000-8000-000000000201',
  slug: 'camila-y-andres',
  coupleName: 'Camila y Andrés',
  description:
    'Nos conocimos en una rueda de salsa en Cali, un sábado de feria en el que ninguno de los dos pensaba salir. ' +
    'Andrés no sabía bailar y Camila no tenía paciencia, pero esa noche aprendimos los dos.\n\n' +
    'Desde entonces hemos recorrido Colombia de punta a punta: el desierto de la Tatacoa, las playas del Tayrona y ' +
    'las montañas del Eje Cafetero, siempre con una olla de sancocho esperando al regreso. Este espacio guarda ' +
    'nuestras fotos, nuestras canciones y los sueños que todavía nos faltan por cumplir.',
  profileImageUrl: imageUrl(SEED_IMAGES.atardecerMar),
  person1Name: 'Camila Restrepo Ortiz',
  person1Alias: 'Cami',
  person1BirthDate: '1994-02-14',
  person1ZodiacSign: 'Acuario',
  person1ComidasFavoritas: ['Bandeja paisa', 'Arepas de choclo', 'Sushi'],
  person1SeriesPeliculas: ['Friends', 'La casa de papel'],
  person1Suegros: ['Gloria Mejía', 'Hernán Mejía'],
  person1Cunados: ['Juliana Mejía'],
  person2Name: 'Andrés Felipe Mejía',
  person2Alias: 'Pipe',
  person2BirthDate: '1991-09-03',
  person2ZodiacSign: 'Virgo',
  person2ComidasFavoritas: ['Sancocho de gallina', 'Ajiaco'],
  person2SeriesPeliculas: ['El señor de los anillos', 'Breaking Bad'],
  person2Suegros: ['Beatriz Ortiz', 'Jaime Restrepo'],
  person2Cunados: ['Daniel Restrepo', 'Sara Restrepo'],
  relationshipStartDate: '2016-06-18',
  anniversaryDate: '2021-11-27',
  commonInterests: ['Viajar por Colombia', 'Bailar salsa', 'Cocinar juntos', 'Caminatas en la montaña'],
  pets: 'Lupe, una gata criolla que se adueñó del sofá, y Tango, el perro que adoptamos en 2020.',
  shortTermGoals: 'Terminar de arreglar el apartamento en Medellín y conocer Caño Cristales.',
  mediumTermGoals: 'Comprar una casa con patio y huerta, y aprender a bailar tango de verdad.',
  longTermGoals: 'Envejecer juntos en una finca del Eje Cafetero, con el café sembrado por nosotros.',
  templateId: 'couple-1',
  isPublished: true,
  photos: [
    { id: '5eed0000-0000-4000-8000-000000000211', url: imageUrl(SEED_IMAGES.girasoles), title: 'Nuestro primer viaje' },
    { id: '5eed0000-0000-4000-8000-000000000212', url: imageUrl(SEED_IMAGES.jardin), title: 'El jardín de la abuela' },
    { id: '5eed0000-0000-4000-8000-000000000213', url: imageUrl(SEED_IMAGES.nubes), title: 'Tarde en el mirador' },
    { id: '5eed0000-0000-4000-8000-000000000214', url: imageUrl(SEED_IMAGES.lagoAmanecer), title: 'Amanecer en la laguna' },
    { id: '5eed0000-0000-4000-8000-000000000215', url: imageUrl(SEED_IMAGES.ejeCafetero), title: 'Eje Cafetero' },
    { id: '5eed0000-0000-4000-8000-000000000216', url: imageUrl(SEED_IMAGES.nocheEstrellada), title: 'Noche en la Tatacoa' },
    { id: '5eed0000-0000-4000-8000-000000000217', url: imageUrl(SEED_IMAGES.vela), title: 'Nuestra primera cena' },
  ],
  songs: [
    // Ed Sheeran, "Perfect" and "Thinking Out Loud" (official videos).
    {
      id: '5eed0000-0000-4000-8000-000000000221',
      title: 'Perfect - Ed Sheeran',
      youtubeUrl: 'https://www.youtube.com/watch?v=2Vv-BfVoq4g',
    },
    { id: '5eed0000-0000-4000-8000-000000000222', title: 'Thinking Out Loud - Ed Sheeran', youtubeUrl: 'https://youtu.be/lp-EO5I60KA' },
  ],
} satisfies SeedCouple;

/** A couple still in draft (Borrador): its public address answers 404 'Perfil no encontrado'. */
export const SEED_DRAFT_COUPLE = {
  id: '5eed0000-0000-4000-8000-000000000202',
  slug: 'laura-y-santiago',
  coupleName: 'Laura y Santiago',
  description: 'Una historia que todavía se está escribiendo.',
  profileImageUrl: imageUrl(SEED_IMAGES.lagoAmanecer),
  person1Name: 'Laura Gómez',
  person1BirthDate: '1996-05-09',
  person1ZodiacSign: 'Tauro',
  person2Name: 'Santiago Rincón',
  person2BirthDate: '1995-12-01',
  person2ZodiacSign: 'Sagitario',
  templateId: 'couple-1',
  isPublished: false,
  photos: [],
  songs: [],
} satisfies SeedCouple;

export const SEED_COUPLES: readonly SeedCouple[] = [SEED_COUPLE, SEED_DRAFT_COUPLE];
