import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { routePath } from 'hono/route';
import { AppError, defaultCode } from '../errors';
import type { AppEnv } from '../context';
import { log } from '../log';
import type { ErrorCode } from '../schemas/error-codes';

export const MESSAGES = {
  internal: 'Ocurrió un error inesperado. Intenta nuevamente.',
  notFound: 'Recurso no encontrado',
  badJson: 'El cuerpo de la solicitud no es JSON válido',
} as const;

/** Every error answer's envelope (docs/api.md, "Errors"): the Spanish text, its machine code, and more where known. */
export const errorEnvelope = <Extra extends Record<string, unknown>>(error: string, code: ErrorCode, extra?: Extra) => ({
  success: false as const,
  error,
  code,
  ...extra,
});

/** An error answered by a route itself rather than thrown (an answer whose status the route keeps in its type). */
export const errorAnswer = <Status extends ContentfulStatusCode>(
  c: Context,
  status: Status,
  error: string,
  code: ErrorCode = defaultCode(status),
) => c.json(errorEnvelope(error, code), status);

/** The one place that turns any thrown error into the API envelope. */
export function handleError(err: Error, c: Context<AppEnv>): Response {
  const requestId = c.get('requestId');
  if (err instanceof AppError) {
    return c.json(errorEnvelope(err.message, err.code, err.details), err.status);
  }
  if (err instanceof HTTPException) {
    // Hono raises these for malformed bodies before our validators run.
    const status = err.status;
    if (status === 400) return c.json(errorEnvelope(MESSAGES.badJson, 'INVALID_JSON'), 400);
    return c.json(errorEnvelope(err.message || MESSAGES.internal, defaultCode(status)), status);
  }
  // Never err.message or err.stack as they stand: a failed query's carry its parameters (names, e-mails).
  log.error('request_failed', err, { requestId, method: c.req.method, route: routePath(c), path: c.req.path });
  return c.json(errorEnvelope(MESSAGES.internal, 'INTERNAL', { requestId }), 500);
}

export function handleNotFound(c: Context<AppEnv>): Response {
  return c.json(errorEnvelope(MESSAGES.notFound, 'NOT_FOUND'), 404);
}
