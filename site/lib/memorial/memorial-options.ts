/**
 * The choices and limits the memorial wizards offer (product §2.3 and §2.9). The database enforces the
 * same lists (db/schema/enums.ts): the relationships come from it through worker/schemas/relationships.ts; the
 * templates are repeated here with their names and themes, and tests/unit/memorial-messages.test.ts checks that
 * their ids stay equal.
 */
import { RELATIONSHIPS, type Relationship } from '../../../worker/schemas/relationships';

export type TemplateOption = { id: string; name: string; theme: string };

/**
 * The individual picker's eight designs, in docs/product's order. Their names are the designs' one name
 * everywhere: the wizards, the preview and the templates gallery (lib/landing/template-gallery.ts), which
 * takes them from here. product §2.3 lists two sets (the templates' table and the gallery's seven
 * examples); the gallery's are kept, being the ones a buyer meets first and the unambiguous ones
 * ('Deportivo Cali' rather than 'Cali'), with 'Un Viaje', which no example had.
 */
export const INDIVIDUAL_TEMPLATE_OPTIONS: readonly TemplateOption[] = [
  { id: 'template-1', name: 'Olas en la Playa', theme: 'El mar en calma al caer la tarde' },
  { id: 'template-2', name: 'Un Viaje', theme: 'Un camino entre montañas' },
  { id: 'template-3', name: 'Resplandor Nubes', theme: 'Cielo sereno con luz entre las nubes' },
  { id: 'template-4', name: 'Girasoles', theme: 'Un campo de girasoles bajo el sol' },
  { id: 'template-5', name: 'Plantilla para Gatos', theme: 'Dos gatos bajo la luna llena' },
  { id: 'template-6', name: 'Plantilla para Perros', theme: 'Un perro en la pradera' },
  { id: 'template-7', name: 'América de Cali', theme: 'Una noche de fútbol en rojo' },
  { id: 'template-8', name: 'Deportivo Cali', theme: 'El estadio en verde y blanco' },
];

/**
 * The form starts with no design chosen; 'general-1' is the server's fallback for old memorials and
 * counts as "not chosen" too (product §2.3: "the wizard treats the default value as not chosen").
 */
export const DEFAULT_TEMPLATE = '';

export const isChosenTemplate = (id: string): boolean => INDIVIDUAL_TEMPLATE_OPTIONS.some((option) => option.id === id);

export const FAMILY_TEMPLATE_OPTIONS: readonly TemplateOption[] = [
  { id: 'family-1', name: 'Árbol familiar', theme: 'Un árbol frondoso al atardecer' },
  { id: 'family-2', name: 'Valle sereno', theme: 'Palmas de cera en un valle con niebla' },
];
export const DEFAULT_FAMILY_TEMPLATE = 'family-1';

/** product §2.3, in its order; 'otro' is the default. The database's own list, so the two cannot drift apart. */
export const RELATIONSHIP_OPTIONS = RELATIONSHIPS;
export type RelationshipOption = Relationship;
export const DEFAULT_RELATIONSHIP: RelationshipOption = 'otro';

/** 'tía' → 'Tía': the stored values are lower case, the list shows them as words in a sentence. */
export const relationshipLabel = (value: string): string => value.charAt(0).toLocaleUpperCase('es-CO') + value.slice(1);

export const LIMITS = {
  /** Individual gallery photos (product §2.9). */
  galleryPhotos: 6,
  familyMembers: 3,
  /** A family gallery holds members × 6 photos. */
  photosPerMember: 6,
  name: 100,
  description: 5000,
  music: 500,
  familyName: 100,
  familyDescription: 1000,
  memberName: 50,
  /** The family review shows this many photos, then '+N'. */
  reviewPhotos: 8,
  /** Seconds; product §2.5 "At most 180 seconds". */
  videoSeconds: 180,
} as const;

/** product §2.4: the wizards go to the dashboard 2 seconds after the success message. */
export const REDIRECT_DELAY_MS = 2000;
