import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { IMMUTABLE } from './bucket';
import { isMediaKey } from './keys';

/**
 * Media straight from R2: Range for video seeking, ETag and conditional requests, and a year of
 * caching because a key never changes content (a replaced photo gets a new key).
 */
export const mediaRoutes = new Hono<AppEnv>().on(['GET', 'HEAD'], '/*', async (c) => {
  const key = decodedKey(c.req.path.replace(/^\/media\//, ''));
  if (key === null || !isMediaKey(key)) return c.text('No encontrado', 404);

  const object = await c.env.MEDIA.get(key, { range: c.req.raw.headers, onlyIf: c.req.raw.headers });
  if (!object) return c.text('No encontrado', 404);

  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set('etag', object.httpEtag);
  headers.set('cache-control', IMMUTABLE);
  headers.set('accept-ranges', 'bytes');
  headers.set('x-content-type-options', 'nosniff');

  // Without a body the conditional request matched: the client's copy is current.
  if (!('body' in object)) return new Response(null, { status: 304, headers });

  if (object.range && c.req.header('range')) {
    const { start, length } = resolveRange(object.range, object.size);
    headers.set('content-range', `bytes ${start}-${start + length - 1}/${object.size}`);
    headers.set('content-length', String(length));
    return new Response(c.req.method === 'HEAD' ? null : object.body, { status: 206, headers });
  }
  headers.set('content-length', String(object.size));
  return new Response(c.req.method === 'HEAD' ? null : object.body, { status: 200, headers });
});

/** R2 reports the range it served as offset/length or as a suffix; the fields present vary, so read values. */
function resolveRange(range: R2Range, size: number): { start: number; length: number } {
  const fields = range as { offset?: number; length?: number; suffix?: number };
  if (fields.suffix !== undefined) {
    const length = Math.min(fields.suffix, size);
    return { start: size - length, length };
  }
  const start = fields.offset ?? 0;
  return { start, length: fields.length ?? size - start };
}

/** A malformed percent-encoding (`/media/%ZZ`) names no object: null, answered 404 rather than a 500. */
function decodedKey(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}
