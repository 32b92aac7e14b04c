/**
 * The captcha's texts and size, in one dependency-free module: the service, the captcha route, the
 * memories endpoint and the browser widget all use these very words.
 */
export const CAPTCHA_LENGTH = 4;

export const CAPTCHA_MESSAGES = {
  /** Spec part 2 §8: what the widget shows when no challenge could be loaded. */
  failed: 'Error generando captcha',
  wrong: 'El código de verificación es incorrecto. Intenta con uno nuevo.',
  expired: 'El código de verificación expiró o ya fue usado. Solicita uno nuevo.',
  required: 'Ingresa el código de verificación',
  tooMany: 'Demasiadas solicitudes de códigos de verificación. Intenta nuevamente en unos minutos.',
} as const;
