import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorCode } from './schemas/error-codes';

/** The code an error answers when nothing more precise was given: one per status (docs/api.md, "Errors"). */
export function defaultCode(status: number): ErrorCode {
  switch (status) {
    case 400:
      return 'BAD_REQUEST';
    case 401:
      return 'UNAUTHORIZED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 410:
      return 'GONE';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 426:
      return 'WEBSOCKET_REQUIRED';
    case 429:
      return 'RATE_LIMITED';
    case 502:
      return 'UPSTREAM_FAILED';
    case 503:
      return 'UNAVAILABLE';
    default:
      return status < 500 ? 'BAD_REQUEST' : 'INTERNAL';
  }
}

/**
 * A domain error: its message is the Spanish text the person sees, its status the HTTP answer, its code what a
 * program reads (worker/schemas/error-codes.ts; the status's default unless the browser must tell it apart).
 * Services throw it; the API's error handler turns it into `{ success: false, error, code }`.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  /** Extra members of the answer's envelope (an upload form's `issues`). */
  readonly details: Record<string, unknown> | undefined;

  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    options: { code?: ErrorCode; details?: Record<string, unknown> } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = options.code ?? defaultCode(status);
    this.details = options.details;
  }
}

export const badRequest = (message: string, code?: ErrorCode) => new AppError(400, message, { code });
export const unauthorized = (message = 'No estás autenticado', code?: ErrorCode) => new AppError(401, message, { code });
export const forbidden = (message = 'No tienes permisos para realizar esta acción', code?: ErrorCode) =>
  new AppError(403, message, { code });
export const notFound = (message = 'Recurso no encontrado') => new AppError(404, message);
export const conflict = (message: string, code?: ErrorCode) => new AppError(409, message, { code });
export const tooManyRequests = (message = 'Demasiados intentos. Intenta nuevamente en unos minutos') => new AppError(429, message);

/** When a schema failed without any issue to quote (never expected: zod always names one). */
export const INVALID_DATA = 'Datos inválidos';

/**
 * A failed validation (docs/api.md, "Errors"): 400 `VALIDATION_FAILED` with the first issue's Spanish message, its
 * `field` (the issue's path joined by '.', left out when the whole input was wrong) and the full list of `issues`.
 */
export function validationError(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): AppError {
  const issues = error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
  const first = issues[0];
  return new AppError(400, first?.message ?? INVALID_DATA, {
    code: 'VALIDATION_FAILED',
    details: { ...(first?.path ? { field: first.path } : {}), issues },
  });
}
