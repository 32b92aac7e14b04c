/**
 * The second factor's texts, shared by the API and the islands (which compare some to choose a screen).
 * No zod here, so an island importing them stays small; the two sign-in texts are the login's own
 * (tests/unit/mfa-texts.test.ts keeps them equal to AUTH_MESSAGES).
 */
export const MFA_MESSAGES = {
  codeRequired: 'Ingresa el código de verificación',
  codeInvalid: 'Código incorrecto. Revisa tu aplicación de autenticación e intenta de nuevo.',
  codeReused: 'Ese código ya se usó. Espera el siguiente código de tu aplicación.',
  challengeExpired: 'Tu inicio de sesión venció. Ingresa de nuevo tu correo y contraseña.',
  tooManyAttempts: 'Demasiados intentos. Intenta nuevamente en unos minutos',
  alreadyEnabled: 'La verificación en dos pasos ya está activada en tu cuenta.',
  enrolmentMissing: 'Primero genera el código QR para activar la verificación en dos pasos.',
  notEnabled: 'La verificación en dos pasos no está activada en tu cuenta.',
  adminMustEnrol: 'Activa la verificación en dos pasos para entrar al panel de administración.',
  adminMustVerify: 'Confirma tu código de verificación para entrar al panel de administración: vuelve a iniciar sesión.',
  adminCannotDisable:
    'Los administradores no pueden desactivar la verificación en dos pasos. Si perdiste tu teléfono, un super administrador puede restablecerla.',
  disableNeedsProof: 'Ingresa un código de verificación o tu contraseña para desactivarla.',
  wrongPassword: 'Contraseña incorrecta',
  resetOwn: 'No puedes restablecer tu propia verificación en dos pasos. Pídeselo a otro super administrador.',
  resetNothing: 'Esta cuenta no tiene la verificación en dos pasos activada.',
  enabled: 'Verificación en dos pasos activada',
  disabled: 'Verificación en dos pasos desactivada',
  reset: 'Verificación en dos pasos restablecida: la persona la activará de nuevo al iniciar sesión.',
  codesRenewed: 'Nuevos códigos de recuperación listos. Los anteriores ya no sirven.',
  factorLocked:
    'Tu verificación en dos pasos está bloqueada por demasiados códigos incorrectos. Escríbenos a soporte@recuerdoseternos.co para desbloquearla.',
  /** Turning it on, and other changes to how an account is protected, ask for the current password again. */
  currentPasswordRequired: 'Escribe tu contraseña actual para confirmar que eres tú.',
  currentPasswordWrong: 'La contraseña no es correcta',
  passwordSetupFirst: 'Primero crea tu contraseña: te la pedimos para confirmar los cambios de seguridad de tu cuenta.',
} as const;
