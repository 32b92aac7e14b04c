/**
 * The memorial wizards' and the API's Spanish texts in one library-free module, so the wizards import
 * the very words the API answers with and no validation library reaches a browser bundle.
 */
import { plural } from './plural';

/** product §2.5 and §2.8: the texts the wizards and the API share. */
export const MEMORIAL_MESSAGES = {
  nameRequired: 'El nombre es requerido',
  nameTooLong: 'El nombre no puede superar 100 caracteres',
  birthRequired: 'La fecha de nacimiento es requerida',
  deathRequired: 'La fecha de fallecimiento es requerida',
  templateRequired: 'Debes seleccionar una plantilla de diseño',
  deathBeforeBirth: 'Debe ser posterior a la fecha de nacimiento',
  deathFuture: 'No puede ser una fecha futura',
  descriptionTooLong: 'La descripción no puede superar 5000 caracteres',
  musicTooLong: 'La música favorita no puede superar 500 caracteres',
  galleryFull: 'Ya tienes el máximo de fotos permitidas (6)',
  familyNameRequired: 'El nombre de la familia es requerido',
  familyNameTooLong: 'El nombre de la familia no puede superar 100 caracteres',
  familyDescriptionTooLong: 'La descripción no puede superar 1000 caracteres',
  familyTemplate: 'Debes seleccionar una plantilla familiar válida',
  membersCount: 'Un memorial familiar tiene entre 1 y 3 miembros',
  memberIncomplete: 'Por favor completa todos los campos requeridos, incluyendo las fotos de perfil',
  memberNameTooLong: 'El nombre de cada miembro no puede superar 50 caracteres',
  relationshipInvalid: 'Selecciona un parentesco válido',
  familyGalleryFull: (limit: number) => `Ya tienes el máximo de fotos permitidas (${limit})`,
  lastMember: 'Un memorial familiar debe tener al menos un miembro',
  notFound: 'Memorial no encontrado',
  familyNotFound: 'Memorial familiar no encontrado',
  memberNotFound: 'Miembro no encontrado',
  memberOrderInvalid: 'El orden de los miembros no es válido: cada miembro necesita una posición distinta, de la primera a la última.',
  noPaidOrder: 'Necesitas al menos una orden pagada para crear memoriales.',
  limitReached: (total: number, used: number) =>
    `Has alcanzado el límite de memoriales (${total}). Tienes ${plural(used, 'memorial activo', 'memoriales activos')}.`,
  noQuota: 'No tienes memoriales disponibles para crear',
  noFamilyPackage: 'No tienes paquetes familiares',
  invalidSlug: 'Slug no válido',
} as const;

/** The fields as the control-character messages name them (./control-characters.ts oneLineMessage). */
export const MEMORIAL_FIELD_NAMES = {
  name: 'El nombre',
  familyName: 'El nombre de la familia',
  memberName: 'El nombre de cada miembro',
  music: 'La música favorita',
  description: 'La descripción',
} as const;
