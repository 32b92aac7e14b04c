/**
 * The memory wall's words and limits, free of any library so the wall's browser script imports the very
 * same texts the API answers with.
 */
import { CAPTCHA_MESSAGES } from './captcha-texts';

/** product §2.5 'Memory form' and §2.8: the texts the leave-memory modal and the API share. */
export const MEMORY_MESSAGES = {
  photoRequired: 'La foto es requerida',
  /** A memory sent without a photo to a wall that asks for one: refused, and the family is told (docs/features/memory-wall.md). */
  photoRequiredFamilyTold:
    'La foto es requerida: la familia pide una foto con cada recuerdo. Le contamos que quisiste dejar un recuerdo sin foto. Elige una foto para enviarlo.',
  nameAndMessageRequired: 'El nombre y mensaje son requeridos',
  authorTooLong: 'El nombre no puede superar 100 caracteres',
  messageTooLong: 'El mensaje no puede superar 500 caracteres',
  songTooLong: 'La canción no puede superar 200 caracteres',
  missLineTooLong: 'Cada cosa que extrañas puede tener máximo 150 caracteres',
  tooManyMissLines: 'Puedes agregar máximo 3 cosas que extrañas',
  oneMemorial: 'El recuerdo debe pertenecer a un solo memorial',
  memorialIdInvalid: 'Identificador de memorial no válido',
  captchaRequired: CAPTCHA_MESSAGES.required,
  memorialNotFound: 'Perfil no encontrado',
  memoryNotFound: 'Recuerdo no encontrado',
  sendFailed: 'Error al enviar el recuerdo',
  deleteFailed: 'Error al eliminar el recuerdo',
  tooManyMemories: 'Has enviado varios recuerdos seguidos. Espera unos minutos e intenta de nuevo.',
  tooManyLikes: 'Ya le diste me gusta a este recuerdo. Gracias por tu cariño.',
  consentInvalid: 'Indica si quieres que el recuerdo sea público',
  autoPublishInvalid: 'Indica si los recuerdos se publican sin tu aprobación',
} as const;

export const MEMORY_LIMITS = { author: 100, message: 500, song: 200, missLine: 150, missLines: 3, captcha: 4 } as const;
/** product §2.9: the wall shows 5 memories per page. */
export const WALL_PAGE_SIZE = 5;
