/**
 * The captcha's texts and size, in one dependency-free module: the service, the captcha route, the
 * memories endpoint and the browser widget all use these very words.
 */
export const CAPTCHA_LENGTH = 4;

export const CAPTCHA_MESSAGES = {
  /** product §2.8: what the widget shows when no challenge could be loaded. */
  failed: 'Error generando captcha',
  /** The form shows a new code at once after every attempt: the message points to it. */
  wrong: 'El código no coincide. Intenta con el nuevo código.',
  expired: 'El código de verificación venció o ya se usó. Intenta con el nuevo código.',
  required: 'Ingresa el código de verificación',
  tooMany: 'Demasiadas solicitudes de códigos de verificación. Intenta nuevamente en unos minutos.',
  /** Wrong codes have their own limit, apart from the memories actually sent. */
  tooManyWrong: 'Escribiste varios códigos que no coinciden. Espera unos minutos e intenta de nuevo.',
  audioFailed: 'No pudimos reproducir el código. Intenta de nuevo o pide un nuevo código.',
} as const;

/** The widget's own words: the audio alternative's button and what it says while it works. */
export const CAPTCHA_LABELS = {
  listen: 'Escuchar el código',
  listening: 'Reproduciendo…',
  newCode: 'Nuevo código',
  hint: `Escribe los ${CAPTCHA_LENGTH} caracteres que ves o escuchas. No importa si usas mayúsculas o minúsculas.`,
} as const;
