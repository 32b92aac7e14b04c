/**
 * What the login form says when signing in fails (product §1.8, "Login"): the known reasons verbatim,
 * anything else as 'Error: {message}'. Pure, so the choice is tested without a browser.
 */

/**
 * The messages the login API answers with on purpose (worker/schemas/auth.ts AUTH_MESSAGES; a unit test
 * keeps the two in step). Written out here so the dialog's bundle does not pull in the server's schemas.
 */
export const LOGIN_KNOWN_MESSAGES: readonly string[] = [
  'Debes verificar tu correo antes de iniciar sesión. Revisa tu bandeja de entrada y haz clic en el enlace de confirmación.',
  'Contraseña incorrecta',
  'No existe una cuenta con este correo',
  'Demasiados intentos. Intenta nuevamente en unos minutos',
  'Tu cuenta está desactivada. Contacta al administrador.',
  'El correo es requerido',
  'Correo inválido',
  'La contraseña es requerida',
];

/** `error` is the API client's text for the failure (lib/api.ts), e.g. its network or unexpected-answer text. */
export function loginFailureText(error: string): string {
  return LOGIN_KNOWN_MESSAGES.includes(error) ? error : `Error: ${error}`;
}
