import { describe, expect, it } from 'vitest';
import { NETWORK_ERROR, UNEXPECTED_ERROR } from '../../site/lib/api';
import { LOGIN_KNOWN_MESSAGES, loginFailureText } from '../../site/lib/auth/login-messages';
import { AUTH_MESSAGES } from '../../worker/schemas/auth';

describe('the login form’s failure texts', () => {
  it('shows the reasons the API gives on purpose word for word', () => {
    expect(loginFailureText('Contraseña incorrecta')).toBe('Contraseña incorrecta');
    expect(loginFailureText('No existe una cuenta con este correo')).toBe('No existe una cuenta con este correo');
    expect(loginFailureText(AUTH_MESSAGES.unverified)).toBe(AUTH_MESSAGES.unverified);
    expect(loginFailureText('Demasiados intentos. Intenta nuevamente en unos minutos')).toBe(
      'Demasiados intentos. Intenta nuevamente en unos minutos',
    );
  });

  it('prefixes anything else with "Error: "', () => {
    expect(loginFailureText(NETWORK_ERROR)).toBe('Error: Error de conexión. Intenta nuevamente.');
    expect(loginFailureText(UNEXPECTED_ERROR)).toBe('Error: Ocurrió un error inesperado. Intenta nuevamente.');
    expect(loginFailureText('El cuerpo de la solicitud no es JSON válido')).toBe('Error: El cuerpo de la solicitud no es JSON válido');
  });

  it('knows exactly the messages the login API answers with', () => {
    const M = AUTH_MESSAGES;
    expect([...LOGIN_KNOWN_MESSAGES].sort()).toEqual(
      [
        M.unverified,
        M.wrongPassword,
        M.unknownEmail,
        M.tooManyAttempts,
        M.inactive,
        M.emailRequired,
        M.emailInvalid,
        M.passwordRequired,
      ].sort(),
    );
  });
});
