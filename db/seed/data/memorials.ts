import type { FamilyTemplate, IndividualTemplate, Relationship } from '../../schema/enums';
import { SEED_IMAGES, imageUrl } from './images.ts';

/**
 * The two published demo memorials a newcomer (and the landing page's examples) can open.
 * Ids are fixed UUIDs so the seed stays idempotent while ids keep the shape the API expects.
 * Dates are fixed calendar days; none depends on today, so a test that sets the clock decides
 * whether a birthday falls on "today" (María Elena's is 15 March).
 */
export type SeedMemorial = {
  id: string;
  slug: string;
  profileName: string;
  birthDate: string;
  deathDate: string;
  description: string;
  /** Short line for the landing page's example card. */
  summary: string;
  profileImageUrl: string;
  galleryImages: string[];
  favoriteMusic: string;
  templateId: IndividualTemplate;
};

export type SeedFamilyMember = {
  id: string;
  name: string;
  birthDate: string;
  deathDate: string;
  relationship: Relationship;
  profileImageUrl: string;
};

export type SeedFamily = {
  id: string;
  slug: string;
  familyName: string;
  description: string;
  summary: string;
  templateId: FamilyTemplate;
  favoriteMusic: string;
  galleryImages: string[];
  /** The picture the landing page's example card shows for the family. */
  coverImageUrl: string;
  members: SeedFamilyMember[];
};

export const SEED_MEMORIAL: SeedMemorial = {
  id: '5eed0000-0000-4000-8000-000000000001',
  slug: 'maria-elena-rodriguez',
  profileName: 'María Elena Rodríguez',
  birthDate: '1948-03-15',
  deathDate: '2023-08-22',
  description:
    'María Elena llenó de girasoles el patio de su casa en Cali y de alegría la vida de todos los que la conocimos. ' +
    'Fue maestra de primaria durante más de treinta años: enseñó a leer a varias generaciones del barrio y nunca dejó ' +
    'de preguntar por cada uno de sus alumnos. Los domingos la cocina olía a sancocho y a café recién colado, y en su ' +
    'mesa siempre había un puesto más. Nos enseñó que el amor se demuestra en los detalles: una llamada a tiempo, un ' +
    'abrazo largo, una canción compartida. Aquí guardamos sus fotos y su música para seguir celebrando su vida.',
  summary: 'Maestra, madre y abuela que llenó de girasoles y alegría su casa en Cali.',
  profileImageUrl: imageUrl(SEED_IMAGES.mariaElena),
  galleryImages: [SEED_IMAGES.girasoles, SEED_IMAGES.atardecerMar, SEED_IMAGES.nubes, SEED_IMAGES.jardin].map(imageUrl),
  // Jeff Buckley, "Hallelujah" (official video).
  favoriteMusic: 'https://www.youtube.com/watch?v=y8AWFf7EAc4',
  templateId: 'template-4',
};

export const SEED_FAMILY: SeedFamily = {
  id: '5eed0000-0000-4000-8000-000000000002',
  slug: 'familia-gomez-herrera',
  familyName: 'Familia Gómez Herrera',
  description:
    'Los Gómez Herrera somos una familia de Manizales que creció alrededor de una finca cafetera y de una mesa siempre ' +
    'llena. Don Jorge Enrique sembró café y valores; doña Carmen Rosa cosía, cantaba boleros y convertía cualquier ' +
    'tarde en una fiesta; el tío Luis Alberto nos enseñó a montar en bicicleta y a reírnos de todo. Este espacio reúne ' +
    'sus historias, sus fotos y la música que nos une, para que los nietos y los que vienen sepan de dónde venimos.',
  summary: 'Una familia cafetera de Manizales que sigue reunida alrededor de sus recuerdos.',
  templateId: 'family-1',
  // Eric Clapton, "Tears in Heaven" (official video).
  favoriteMusic: 'https://www.youtube.com/watch?v=JxPj3GAYYZ0',
  galleryImages: [SEED_IMAGES.ejeCafetero, SEED_IMAGES.lagoAmanecer, SEED_IMAGES.nocheEstrellada, SEED_IMAGES.vela].map(imageUrl),
  coverImageUrl: imageUrl(SEED_IMAGES.ejeCafetero),
  members: [
    {
      id: '5eed0000-0000-4000-8000-000000000021',
      name: 'Jorge Enrique Gómez',
      birthDate: '1936-02-10',
      deathDate: '2019-11-03',
      relationship: 'abuelo',
      profileImageUrl: imageUrl(SEED_IMAGES.jorgeEnrique),
    },
    {
      id: '5eed0000-0000-4000-8000-000000000022',
      name: 'Carmen Rosa Herrera de Gómez',
      birthDate: '1940-07-28',
      deathDate: '2022-05-14',
      relationship: 'abuela',
      profileImageUrl: imageUrl(SEED_IMAGES.carmenRosa),
    },
    {
      id: '5eed0000-0000-4000-8000-000000000023',
      name: 'Luis Alberto Gómez Herrera',
      birthDate: '1964-09-05',
      deathDate: '2020-06-18',
      relationship: 'tío',
      profileImageUrl: imageUrl(SEED_IMAGES.luisAlberto),
    },
  ],
};
