import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from '../errors';

/** Every JSON body the API takes is a form's worth of text: 64 KB is far above the largest (a memorial). */
export const MAX_JSON_BYTES = 64 * 1024;
export const BODY_TOO_LARGE = 'La solicitud es demasiado grande';

const limit = bodyLimit({
  maxSize: MAX_JSON_BYTES,
  onError: () => {
    throw new AppError(413, BODY_TOO_LARGE);
  },
});

/**
 * Refuses (413) an oversized body before anything parses it, whether it announces its length or streams.
 * Multipart uploads are left to their own limits (2 MB photos, 65 MB videos, read as streams).
 */
export const jsonBodyLimit: MiddlewareHandler = async (c, next) => {
  if (c.req.header('content-type')?.toLowerCase().startsWith('multipart/form-data')) return next();
  return limit(c, next);
};
