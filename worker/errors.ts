import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * A domain error: its message is the Spanish text the person sees, its status the HTTP answer.
 * Services throw it; the API's error handler turns it into `{ success: false, error }`.
 */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = (message = 'No estás autenticado') => new AppError(401, message);
export const forbidden = (message = 'No tienes permisos para realizar esta acción') => new AppError(403, message);
export const notFound = (message = 'Recurso no encontrado') => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const tooManyRequests = (message = 'Demasiados intentos. Intenta nuevamente en unos minutos') =>
  new AppError(429, message);
