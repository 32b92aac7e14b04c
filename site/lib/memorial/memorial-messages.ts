/**
 * The wizards' Spanish texts (product §2.5 and §2.8). Profile texts come from the API's library-free
 * worker/schemas/memorial-texts.ts; the rest are plain copies of API words (upload checks), and
 * tests/unit/memorial-messages.test.ts fails the day those drift apart.
 */

/** The API's own profile texts (worker/schemas/memorial-texts.ts), under the name the wizards use. */
export { MEMORIAL_MESSAGES as PROFILE_TEXTS } from '../../../worker/schemas/memorial-texts';

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
  familyUpdated: '¡Memorial familiar actualizado con éxito!',
  familyUpdateFailed: 'Error al actualizar el memorial familiar',
  /** A failed save is one atomic write that did not happen; files already sent are kept for the retry. */
  nothingSaved: 'No se guardó ningún cambio. Puedes intentarlo de nuevo: los archivos que ya se subieron no se vuelven a enviar.',
} as const;

/**
 * Client-side checks on a chosen file (product §2.5 "Images" and "Video"). Photos: docs/product's sentences with
 * what the pickers take now (HEIC too, up to 25 MB, prepared in the browser before upload).
 */
export const FILE_TEXTS = {
  imageType: 'Solo se permiten archivos JPG, PNG y HEIC',
  imageTooLarge: 'La imagen debe ser menor a 25MB',
  /** While the picker turns the chosen photo into the one that is sent (prepare-photo.ts). */
  preparingPhoto: 'Preparando foto…',
  badFileName: 'Nombre de archivo no válido',
  emptyFile: 'El archivo está vacío.',
  videoType: 'Solo se permiten videos MP4, WebM, MOV y AVI',
  videoTooLarge: 'El video es demasiado grande. Máximo 65MB.',
  videoTooLong: 'El video debe durar menos de 3 minutos',
  videoUnreadable: 'Error al procesar el video',
  notSignedIn: 'No estás autenticado',
  /** product §2.8 'Upload': a photo that cannot be prepared or sent, when the server gave no reason of its own. */
  uploadImageFailed: 'Error al subir la imagen',
  uploadVideoFailed: 'Error al subir el video',
} as const;

/** product §2.8 'Error subiendo imagen de perfil/galería/video: {message}', one prefix per kind of file. */
export const UPLOAD_FAILED_PREFIX = {
  profile: 'Error subiendo imagen de perfil',
  gallery: 'Error subiendo imagen de galería',
  video: 'Error subiendo video',
} as const;
