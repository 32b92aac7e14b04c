import http from 'node:http';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { BODY_TOO_LARGE } from '../../worker/middleware/body-limit';
import { testClientAddress } from '../helpers/browser';

/**
 * A JSON body over 64 KB, or a photo over 2 MB, is refused with 413, and the connection stays usable: behind
 * `wrangler dev`'s proxy (what `npm start` serves), answering while a body of a few MB was still arriving used
 * to end in a reset connection or a 500 'Network connection lost' from the proxy. Each round sends an oversized
 * body, then a plain request on the same kept-alive connection; nothing may fail, ever.
 */
const baseURL = new URL(inject('baseURL'));
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
afterAll(() => agent.destroy());

/** Large enough that the 413 can be answered while the body is still on its way. */
const OVERSIZED = Buffer.from(JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(4 * 1024 * 1024) }));
const ROUNDS = 12;

/** A visitor's memory photo of 4 MB (a JPEG by its first bytes), as the memory wall's form sends it. */
const BOUNDARY = 'limite-de-prueba';
const OVERSIZED_PHOTO = Buffer.concat([
  Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="type"\r\n\r\nmemory\r\n`),
  Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="recuerdo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  Buffer.alloc(4 * 1024 * 1024, 0x41),
  Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
]);

type Answer = { status: number | string; body: string; reused: boolean };

function send(method: string, path: string, body?: Buffer, chunked = false, contentType = 'application/json'): Promise<Answer> {
  return new Promise((resolve) => {
    const headers: Record<string, string | number> = { 'content-type': contentType, 'cf-connecting-ip': testClientAddress() };
    if (body && !chunked) headers['content-length'] = body.length;
    const request = http.request({ host: baseURL.hostname, port: baseURL.port, method, path, agent, headers }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text, reused: request.reusedSocket }));
    });
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ status: error.code ?? String(error), body: '', reused: request.reusedSocket }),
    );
    if (!body) return void request.end();
    if (!chunked) return void request.end(body);
    // No Content-Length: the limit is found while streaming.
    for (let at = 0; at < body.length; at += 64 * 1024) request.write(body.subarray(at, at + 64 * 1024));
    request.end();
  });
}

describe('an oversized JSON body on a kept-alive connection', () => {
  it.each([
    ['with its length announced', false],
    ['streamed without a length', true],
  ])('is refused with 413 %s, and the next request on the connection is answered', async (_how, chunked) => {
    const outcomes: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const refused = await send('POST', '/api/auth/login', OVERSIZED, chunked);
      const next = await send('GET', '/api/health');
      outcomes.push(`${refused.status}->${next.status}${next.reused ? '' : ' (new connection)'}`);
      if (refused.status === 413)
        expect(JSON.parse(refused.body)).toEqual({ success: false, error: BODY_TOO_LARGE, code: 'PAYLOAD_TOO_LARGE' });
    }
    expect(outcomes).toEqual(Array.from({ length: ROUNDS }, () => '413->200'));
  });
});

/** Each round: `path` refused with a multipart photo body, then /api/health on the same connection. */
async function photoRounds(path: string, chunked: boolean): Promise<string[]> {
  const outcomes: string[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const refused = await send('POST', path, OVERSIZED_PHOTO, chunked, `multipart/form-data; boundary=${BOUNDARY}`);
    const next = await send('GET', '/api/health');
    outcomes.push(`${refused.status}->${next.status}${next.reused ? '' : ' (new connection)'}`);
  }
  return outcomes;
}

describe('a photo refused on a kept-alive connection', () => {
  it.each([
    ['413: too large, with its length announced', '/api/upload-proxy/proxy-public', false, 413],
    ['413: too large, streamed without a length', '/api/upload-proxy/proxy-public', true, 413],
    ['401: no session, before its body is read, with its length announced', '/api/upload-proxy/proxy', false, 401],
    ['401: no session, before its body is read, streamed without a length', '/api/upload-proxy/proxy', true, 401],
  ])('is answered %s, and the next request on the connection is answered', async (_how, path, chunked, status) => {
    expect(await photoRounds(path, chunked)).toEqual(Array.from({ length: ROUNDS }, () => `${status}->200`));
  });
});
