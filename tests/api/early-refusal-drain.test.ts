import { describe, expect, it } from 'vitest';
import { ANONYMOUS_UPLOAD_RULE } from '../../worker/media/upload-limits';
import { hitRateLimit } from '../../worker/services/rate-limit';
import { bearer, createUserWithSession, uniqueClient } from '../helpers/auth';
import { startInFreshRateWindows } from '../helpers/rate-windows';
import { useTestApp } from '../helpers/test-app';

/**
 * Under `npm start` (wrangler dev) an answer sent while the body is still arriving made the local proxy answer
 * 500 'Network connection lost'. Every early refusal must read the body to its end first: these bodies record
 * whether they were read to the end (a pull past their last chunk).
 */
const t = useTestApp();

const CHUNK = 64 * 1024;
const CHUNKS = 16; // 1 MB: over the JSON limit, under the upload limits.
const BOUNDARY = 'limite-de-prueba';

/** A streamed body of CHUNKS chunks that says whether a reader asked past its last one. */
function recordingBody(first: Uint8Array = new Uint8Array(0)) {
  const state = { pulls: 0, readToEnd: false };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (state.pulls === CHUNKS) {
          state.readToEnd = true;
          controller.close();
          return;
        }
        controller.enqueue(state.pulls === 0 && first.length > 0 ? first : new Uint8Array(CHUNK).fill(0x61));
        state.pulls++;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, state };
}

/** A multipart upload whose file part never ends within the body: the answer must come before any file is read. */
function multipartHead(type: string): Uint8Array {
  return new TextEncoder().encode(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="type"\r\n\r\n${type}\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="nota.txt"\r\nContent-Type: text/plain\r\n\r\n`,
  );
}

async function send(path: string, headers: Record<string, string>, first?: Uint8Array) {
  const { stream, state } = recordingBody(first);
  const request = new Request(`http://localhost${path}`, { method: 'POST', headers, body: stream, duplex: 'half' } as RequestInit);
  // Raw on purpose: a streamed body that records how far it was read (oversized JSON, endless multipart), which the typed client cannot send.
  const response = await t.app.request(request);
  await response.arrayBuffer();
  return { status: response.status, readToEnd: state.readToEnd };
}

const multipart = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };

describe('every early refusal reads the request body to its end first', () => {
  it('401: an upload without a session', async () => {
    expect(await send('/api/upload-proxy/proxy', { ...multipart, 'cf-connecting-ip': uniqueClient() }, multipartHead('gallery'))).toEqual({
      status: 401,
      readToEnd: true,
    });
    expect(await send('/api/upload/video', { ...multipart, 'cf-connecting-ip': uniqueClient() })).toEqual({ status: 401, readToEnd: true });
  });

  it('403: an upload from a session still on a temporary password', async () => {
    const { token } = await createUserWithSession(t.db, { needsPasswordSetup: true });
    expect(await send('/api/upload-proxy/proxy', { ...multipart, ...bearer(token) }, multipartHead('gallery'))).toEqual({
      status: 403,
      readToEnd: true,
    });
  });

  describe('at a limit', () => {
    startInFreshRateWindows();

    it('429: an anonymous memory photo over its address’s limit', async () => {
      const client = uniqueClient();
      for (let i = 0; i < ANONYMOUS_UPLOAD_RULE.limit; i++) await hitRateLimit(t.db, `upload:anon:client:${client}`, ANONYMOUS_UPLOAD_RULE);
      expect(await send('/api/upload-proxy/proxy-public', { ...multipart, 'cf-connecting-ip': client }, multipartHead('memory'))).toEqual({
        status: 429,
        readToEnd: true,
      });
    });
  });

  it('415: a file that is not an image', async () => {
    expect(
      await send('/api/upload-proxy/proxy-public', { ...multipart, 'cf-connecting-ip': uniqueClient() }, multipartHead('memory')),
    ).toEqual({ status: 415, readToEnd: true });
  });

  it('413: a JSON body over 64 KB, announced or streamed, and an upload announced over its limit', async () => {
    expect(await send('/api/reminders', { 'content-type': 'application/json' })).toEqual({ status: 413, readToEnd: true });
    expect(await send('/api/reminders', { 'content-type': 'application/json', 'content-length': String(CHUNK * CHUNKS) })).toEqual({
      status: 413,
      readToEnd: true,
    });
    const announced = { ...multipart, 'content-length': String(100 * 1024 * 1024), 'cf-connecting-ip': uniqueClient() };
    expect(await send('/api/upload-proxy/proxy-public', announced, multipartHead('memory'))).toEqual({ status: 413, readToEnd: true });
  });

  it('400 and 404: a body that is not a form, and a path the API does not have', async () => {
    expect(
      await send('/api/upload-proxy/proxy-public', { 'content-type': 'multipart/form-data', 'cf-connecting-ip': uniqueClient() }),
    ).toEqual({ status: 400, readToEnd: true });
    expect(await send('/api/no-existe', multipart)).toEqual({ status: 404, readToEnd: true });
  });
});
