import type { MiddlewareHandler } from 'hono';
import { AppError } from '../errors';
import { joinBytes } from '../media/bytes';

/** Every JSON body the API takes is a form's worth of text: 64 KB is far above the largest (a memorial). */
export const MAX_JSON_BYTES = 64 * 1024;
export const BODY_TOO_LARGE = 'La solicitud es demasiado grande';

/**
 * The most of a refused body read away: Cloudflare's request body limit on its smallest plans. A larger body
 * never reaches a deployed Worker, so only a local server, or a sender that never stops, gets past it; that
 * sender's connection is then simply dropped.
 */
export const MAX_DISCARDED_BYTES = 100 * 1024 * 1024;

/**
 * Reads what is left of a refused body and throws it away. Answering while the client is still sending leaves
 * the connection with bytes nobody reads: the runtime then closes it mid-request, and whatever sits in front
 * of the Worker sees the connection drop. Locally that is the proxy `wrangler dev` puts before workerd, which
 * answered 500 'Network connection lost' (or the client got a reset) for bodies of a few MB; cancelling the
 * body instead changes nothing there (tried). Reading to the end keeps the connection whole for the 413 and
 * the request after it; it costs no memory (nothing is kept) and little CPU.
 */
export async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>, limit = MAX_DISCARDED_BYTES): Promise<void> {
  let discarded = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      discarded += value.byteLength;
      if (discarded > limit) {
        await reader.cancel();
        return;
      }
    }
  } catch {
    // The client went away: nothing left to read.
  } finally {
    reader.releaseLock();
  }
}

function tooLarge(): AppError {
  return new AppError(413, BODY_TOO_LARGE);
}

/**
 * Refuses (413) an oversized body before anything parses it, whether it announces its length or streams;
 * either way the rest of the refused body is read and dropped first (see discardRest). A body within the
 * limit is read once into memory (at most 64 KB) and handed on as the request's body. Multipart uploads are
 * left to their own limits (2 MB photos, 65 MB videos, read as streams).
 */
export const jsonBodyLimit: MiddlewareHandler = async (c, next) => {
  if (c.req.header('content-type')?.toLowerCase().startsWith('multipart/form-data')) return next();
  const body = c.req.raw.body;
  if (!body) return next();
  const reader = body.getReader();
  const declared = Number(c.req.header('content-length'));
  if (Number.isFinite(declared) && declared > MAX_JSON_BYTES) {
    await discardRest(reader);
    throw tooLarge();
  }
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_JSON_BYTES) {
      await discardRest(reader);
      throw tooLarge();
    }
    chunks.push(value);
  }
  c.req.raw = new Request(c.req.raw, { body: joinBytes(chunks, size) });
  await next();
};

/**
 * The one place every early answer drains its request's body: wraps the whole API, and once the answer is
 * ready (a 401 or 403 before an upload, a 429, a 404, a 415, a 413, or anything else) reads away whatever of
 * the body nobody read, up to MAX_DISCARDED_BYTES, before handing the answer back (see discardRest for why).
 * Runs outermost, so it looks at the request as it arrived: jsonBodyLimit reads JSON bodies whole, and an
 * upload turned down halfway drains itself (media/receive.ts), so in practice it reads the bodies of
 * multipart requests refused before their first byte was read. A body some reader still holds is left alone.
 */
export const drainUnreadBody: MiddlewareHandler = async (c, next) => {
  const request = c.req.raw;
  await next();
  const body = request.body;
  if (body && !request.bodyUsed && !body.locked) await discardRest(body.getReader());
};
