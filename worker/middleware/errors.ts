import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { routePath } from 'hono/route';
import { AppError } from '../errors';
import type { AppEnv } from '../context';
import { log } from '../log';

export const MESSAGES = {
  internal: 'Ocurrió un error inesperado. Intenta nuevamente.',
  notFound: 'Recurso no encontrado',
  badJson: 'El cuerpo de la solicitud no es JSON válido',
} as const;

/** The one place that turns any thrown error into the API envelope. */
export function handleError(err: Error, c: Context<AppEnv>): Response {
  const requestId = c.get('requestId');
  if (err instanceof AppError) {
    return c.json({ success: false, error: err.message, ...err.details }, err.status);
  }
  if (err instanceof HTTPException) {
    // Hono raises these for malformed bodies before our validators run.
    const status = err.status;
    const message = status === 400 ? MESSAGES.badJson : err.message || MESSAGES.internal;
    return c.json({ success: false, error: message }, status);
  }
  // Never err.message or err.stack as they stand: a failed query's carry its parameters (names, e-mails).
  log.error('request_failed', err, { requestId, method: c.req.method, route: routePath(c), path: c.req.path });
  return c.json({ success: false, error: MESSAGES.internal, requestId }, 500);
}

export function handleNotFound(c: Context<AppEnv>): Response {
  return c.json({ success: false, error: MESSAGES.notFound }, 404);
}
