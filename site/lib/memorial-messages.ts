/**
 * The wizards' Spanish texts (spec part 2 §5 and §8). The API's copies live in worker/schemas (zod);
 * islands keep this plain mirror so no validation library or server module reaches a browser bundle.
 * tests/unit/memorial-messages.test.ts fails the day the two drift apart.
 */

/** The same keys and words as PROFILE_MESSAGES in worker/schemas/profiles.ts. */
export const PROFILE_TEXTS = {
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
  noPaidOrder: 'Necesitas al menos una orden pagada para crear memoriales.',
  limitReached: (total: number, used: number) =>
    `Has alcanzado el límite de memoriales (${total}). Tienes ${used} memoriales activos.`,
  noQuota: 'No tienes cuotas disponibles para crear memoriales',
  noFamilyPackage: 'No tienes paquetes familiares',
  invalidSlug: 'Slug no válido',
} as const;

/** The words the form says itself, before anything reaches the server. */
export const WIZARD_TEXTS = {
  completeRequired: 'Por favor completa todos los campos requeridos',
  createFailed: (error: string) => `Error al crear el memorial: ${error}`,
  capabilityFailed: 'Error al verificar capacidades de creación',
  blockedTitle: 'No puedes crear un memorial',
  defaultRestriction: 'No puedes crear un perfil memorial en este momento.',
  loadFailed: 'Error al cargar el memorial',
  familyCreateFailed: 'Error al crear el perfil familiar',
  created: '¡Memorial creado con éxito! Ya está publicado en línea.',
  updated: '¡Memorial actualizado con éxito!',
  familyCreated: '¡Memorial familiar creado con éxito!',
} as const;

/** Client-side checks on a chosen file (spec §5 "Images" and "Video"). */
export const FILE_TEXTS = {
  imageType: 'Solo se permiten archivos JPG y PNG',
  imageTooLarge: 'La imagen debe ser menor a 2MB',
  badFileName: 'Nombre de archivo no válido',
  emptyFile: 'El archivo está vacío.',
  videoType: 'Solo se permiten videos MP4, WebM, MOV y AVI',
  videoTooLarge: 'El video es demasiado grande. Máximo 65MB.',
  videoTooLong: 'El video debe durar menos de 3 minutos',
  videoUnreadable: 'Error al procesar el video',
  notSignedIn: 'No estás autenticado',
  uploadImageFailed: 'Error al subir la imagen',
  uploadVideoFailed: 'Error al subir el video',
} as const;

/** Spec §8 'Error subiendo imagen de perfil/galería/video: {message}', one prefix per kind of file. */
export const UPLOAD_FAILED_PREFIX = {
  profile: 'Error subiendo imagen de perfil',
  gallery: 'Error subiendo imagen de galería',
  video: 'Error subiendo video',
} as const;
