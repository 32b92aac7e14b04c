/**
 * The auth forms' and the API's Spanish texts in one library-free module: the server's login-failure and
 * reset-page texts import them without zod, and the common-password list module names its message from here.
 */

/** The most common passwords are refused with this text (./common-passwords.ts). */
export const COMMON_PASSWORD_MESSAGE = 'Esta contraseña es muy común. Elige otra.';

/**
 * A new password's minimum length: 8 (OWASP ASVS 5.0, V6.2.1). The specification's 6 is below current standards
 * (docs/product/landing-accounts-payment.md notes the change); passwords stored before keep signing in.
 */
export const NEW_PASSWORD_MIN = 8;
/** The shortest password any account may still hold (the specification's 6, before the minimum rose to 8). */
export const STORED_PASSWORD_MIN = 6;

/** product §1.5 and §8: the texts the auth dialog and the API share. */
export const AUTH_MESSAGES = {
  nameRequired: 'El nombre es requerido',
  /** 'Nombres' and 'Apellidos' apart, so "Luz Dary Pérez Gómez" is greeted "Hola, Luz Dary". */
  givenNamesRequired: 'Los nombres son requeridos',
  givenNamesTooLong: 'Los nombres pueden tener máximo 100 caracteres',
  givenNamesOneLine: 'Los nombres no pueden contener saltos de línea ni caracteres de control',
  surnamesRequired: 'Los apellidos son requeridos',
  surnamesTooLong: 'Los apellidos pueden tener máximo 100 caracteres',
  surnamesOneLine: 'Los apellidos no pueden contener saltos de línea ni caracteres de control',
  emailRequired: 'El correo es requerido',
  emailInvalid: 'Correo inválido',
  passwordRequired: 'La contraseña es requerida',
  passwordShort: `La contraseña debe tener al menos ${NEW_PASSWORD_MIN} caracteres`,
  /** The sign-in form's own hint: a stored password may still be as short as the old minimum, so it asks only that. */
  signInPasswordShort: `La contraseña debe tener al menos ${STORED_PASSWORD_MIN} caracteres`,
  /** The new-password fields' placeholder. */
  newPasswordHint: `Mínimo ${NEW_PASSWORD_MIN} caracteres`,
  passwordRejected: 'La contraseña no cumple con los requisitos de seguridad',
  passwordCommon: COMMON_PASSWORD_MESSAGE,
  emailTaken: 'Este correo ya está registrado',
  unverified: 'Debes verificar tu correo antes de iniciar sesión. Revisa tu bandeja de entrada y haz clic en el enlace de confirmación.',
  wrongPassword: 'Contraseña incorrecta',
  unknownEmail: 'No existe una cuenta con este correo',
  inactive: 'Tu cuenta está desactivada. Contacta al administrador.',
  tooManyAttempts: 'Demasiados intentos. Intenta nuevamente en unos minutos',
  tooManyEmails: 'Demasiados emails enviados. Intenta nuevamente en unos minutos',
  resetLinkInvalid: 'El enlace de restablecimiento ha expirado o es inválido',
  /** A link says what happened to it, before anyone types (the page checks it on load). */
  resetLinkUsed: 'Este enlace para restablecer la contraseña ya se usó: cada enlace sirve una sola vez. Solicita uno nuevo.',
  resetLinkExpired: 'Este enlace para restablecer la contraseña venció: dura 1 hora. Solicita uno nuevo.',
  verifyLinkUsed: 'Este enlace de verificación ya se usó: cada enlace sirve una sola vez. Si aún no puedes entrar, te enviamos otro.',
  verifyLinkUsedVerified: 'Este enlace ya se usó y tu correo ya está verificado. Inicia sesión para continuar.',
  verifyLinkExpired: 'Este enlace de verificación venció: dura 7 días. Te enviamos otro si lo pides.',
  verifyLinkInvalid: 'Este enlace de verificación no es válido: quizá se cortó al copiarlo. Ábrelo de nuevo desde el correo o pide otro.',
  /** The same answer whatever the address: it tells nobody whether an account exists or is verified. */
  verifyResent: 'Si hay una cuenta por verificar con ese correo, te enviamos un nuevo enlace. Revisa también la carpeta de spam.',
  verifyResentToAccount: 'Te enviamos un nuevo enlace de verificación a tu correo. Revisa también la carpeta de spam.',
  alreadyVerified: 'Tu correo ya está verificado.',
  verifyTokenMissing: 'Tokens de verificación no encontrados',
  verifyFailed: 'Error al verificar el correo',
  magicLinkInvalid: 'El enlace de acceso ha expirado o es inválido',
  sessionExpired: 'Tu sesión expiró. Inicia sesión nuevamente.',
  choosePasswordFirst: 'Elige tu propia contraseña para continuar.',
  notAuthenticated: 'No estás autenticado',
  registered: 'Te enviamos un enlace de verificación a tu correo. Revisa también la carpeta de spam.',
  resetSent: 'Si existe una cuenta con ese correo, te enviamos un enlace para restablecer tu contraseña. Expira en 1 hora.',
  magicLinkSent: 'Te enviamos un enlace de acceso a tu correo. Expira en 1 hora.',
  /** `return_to` names a page of this site or nothing (./return-path.ts). */
  returnPathInvalid: 'La página a la que volver no es válida: debe ser una dirección de este sitio.',
} as const;
