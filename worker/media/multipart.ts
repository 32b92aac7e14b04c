/**
 * A pull-based, streaming reader of `multipart/form-data` bodies (RFC 7578 / RFC 2046).
 *
 * Why our own: `Request.formData()`, Hono's `parseBody` and the npm parsers at hand all hold each part
 * whole in memory, and a Worker isolate has 128 MB while a video may be 65 MB. This reader hands out a
 * part's bytes as they arrive, so memory stays at about one network chunk plus the boundary, and it only
 * reads more of the body when the caller asks (backpressure reaches the sender).
 */
import { discardRest } from '../middleware/body-limit';
import { joinBytes } from './bytes';

export type MultipartFailure = 'malformed' | 'too_large';

export class MultipartError extends Error {
  constructor(
    readonly reason: MultipartFailure,
    detail: string,
  ) {
    super(detail);
    this.name = 'MultipartError';
  }
}

export type MultipartLimits = {
  /** Most bytes the whole body may have (Content-Length can be absent or wrong). */
  maxBodyBytes: number;
  /** Most bytes of one part's header block. */
  maxHeaderBytes?: number;
  /** Most parts in one body. */
  maxParts?: number;
};

export type PartInfo = {
  /** The form field's name. */
  name: string;
  /** The file name the browser sent, or null for a plain field. Never used as a storage path. */
  filename: string | null;
  /** The declared Content-Type, or null. Only a hint: formats are decided by content. */
  contentType: string | null;
};

export type MultipartPart = PartInfo & {
  /** The part's next bytes, or null at its end. Returned arrays are never changed by later reads. */
  read(): Promise<Uint8Array | null>;
};

const CR = 0x0d;
const LF = 0x0a;
const DASH = 0x2d;
const CRLF = new Uint8Array([CR, LF]);
const HEADER_END = new Uint8Array([CR, LF, CR, LF]);
const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** The boundary parameter of a multipart/form-data Content-Type, or null when it is not one. */
export function multipartBoundary(contentType: string | undefined | null): string | null {
  if (!contentType || !/^multipart\/form-data\s*(;|$)/i.test(contentType.trim())) return null;
  const match = /;\s*boundary\s*=\s*(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  return match?.[1] ?? match?.[2] ?? null;
}

/** First index of `needle` in `haystack` at or after `from`, or -1. */
export function indexOfBytes(haystack: Uint8Array, needle: Uint8Array, from = 0): number {
  const first = needle[0];
  const last = haystack.length - needle.length;
  for (let i = haystack.indexOf(first ?? 0, from); i !== -1 && i <= last; i = haystack.indexOf(first ?? 0, i + 1)) {
    let j = 1;
    while (j < needle.length && haystack[i + j] === needle[j]) j++;
    if (j === needle.length) return i;
  }
  return -1;
}

/**
 * Where a possible start of `needle` begins in the tail of `bytes` (the tail is a prefix of the needle),
 * or `bytes.length` when no suffix could grow into it. Bytes before that point are surely data.
 */
function partialMatchStart(bytes: Uint8Array, needle: Uint8Array): number {
  for (let start = Math.max(0, bytes.length - needle.length + 1); start < bytes.length; start++) {
    if (bytes[start] !== needle[0]) continue;
    let j = 1;
    while (start + j < bytes.length && bytes[start + j] === needle[j]) j++;
    if (start + j === bytes.length) return start;
  }
  return bytes.length;
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const joined = new Uint8Array(a.length + b.length);
  joined.set(a, 0);
  joined.set(b, a.length);
  return joined;
}

type State = 'preamble' | 'between' | 'body' | 'end';

export class MultipartReader {
  /** Bytes received and not yet handed out. A virtual CRLF lets the first boundary match like the rest. */
  private buffer: Uint8Array = CRLF;
  private state: State = 'preamble';
  private received = 0;
  private finished = false;
  private parts = 0;
  private current: MultipartPart | null = null;
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>;
  private readonly delimiter: Uint8Array;
  private readonly limits: Required<MultipartLimits>;

  constructor(body: ReadableStream<Uint8Array>, boundary: string, limits: MultipartLimits) {
    this.reader = body.getReader();
    this.delimiter = encoder.encode(`\r\n--${boundary}`);
    this.limits = { maxHeaderBytes: 8 * 1024, maxParts: 20, ...limits };
  }

  /** The next part, skipping whatever of the current part was not read; null after the last one. */
  async nextPart(): Promise<MultipartPart | null> {
    if (this.current) while ((await this.readBody(this.current)) !== null);
    this.current = null;
    if (this.state === 'preamble') await this.skipPreamble();
    if (this.state === 'end') return null;
    if (!(await this.startPart())) {
      this.state = 'end';
      await this.skipEpilogue();
      return null;
    }
    if (++this.parts > this.limits.maxParts) throw new MultipartError('malformed', 'too many parts');
    const info = parseHeaders(await this.readHeaderBlock());
    this.state = 'body';
    const part: MultipartPart = { ...info, read: () => this.readBody(part) };
    this.current = part;
    return part;
  }

  /**
   * Reads what is left of the body and drops it, past any limit: an upload turned down mid-way is answered
   * only once the connection holds no unread bytes (see discardRest in worker/middleware/body-limit.ts).
   */
  async discardRest(): Promise<void> {
    if (this.finished) return;
    this.finished = true;
    await discardRest(this.reader);
  }

  /** Pulls one more chunk from the body; false at its end. */
  private async fill(): Promise<boolean> {
    if (this.finished) return false;
    const { value, done } = await this.reader.read();
    if (done) {
      this.finished = true;
      return false;
    }
    this.received += value.byteLength;
    if (this.received > this.limits.maxBodyBytes) throw new MultipartError('too_large', 'body over the limit');
    // Usually nothing is left over, so the chunk is used as it is, without a copy.
    this.buffer = this.buffer.length === 0 ? value : concat(this.buffer, value);
    return true;
  }

  private async ensure(bytes: number): Promise<void> {
    while (this.buffer.length < bytes) {
      if (!(await this.fill())) throw new MultipartError('malformed', 'body ended early');
    }
  }

  /** Anything before the first boundary is ignored, as RFC 2046 says. */
  private async skipPreamble(): Promise<void> {
    for (;;) {
      const at = indexOfBytes(this.buffer, this.delimiter);
      if (at !== -1) {
        this.buffer = this.buffer.subarray(at + this.delimiter.length);
        this.state = 'between';
        return;
      }
      this.buffer = this.buffer.subarray(partialMatchStart(this.buffer, this.delimiter));
      if (!(await this.fill())) throw new MultipartError('malformed', 'no boundary');
    }
  }

  /**
   * What follows the closing boundary (normally a CRLF) is read and dropped, so the body ends the
   * ordinary way instead of being cancelled under the sender.
   */
  private async skipEpilogue(): Promise<void> {
    this.buffer = new Uint8Array(0);
    while (await this.fill()) this.buffer = new Uint8Array(0);
  }

  /** Right after a boundary: '--' closes the body, otherwise (optional padding and) CRLF opens a part. */
  private async startPart(): Promise<boolean> {
    await this.ensure(2);
    if (this.buffer[0] === DASH && this.buffer[1] === DASH) return false;
    for (;;) {
      const first = this.buffer[0];
      if (first !== 0x20 && first !== 0x09) break;
      this.buffer = this.buffer.subarray(1);
      await this.ensure(2);
    }
    if (this.buffer[0] !== CR || this.buffer[1] !== LF) throw new MultipartError('malformed', 'bad boundary line');
    return true;
  }

  /** The header lines of a part, up to the empty line. The buffer still starts with the boundary's CRLF. */
  private async readHeaderBlock(): Promise<string> {
    for (;;) {
      const end = indexOfBytes(this.buffer, HEADER_END);
      if (end !== -1) {
        const block = decoder.decode(this.buffer.subarray(2, Math.max(2, end)));
        this.buffer = this.buffer.subarray(end + HEADER_END.length);
        return block;
      }
      if (this.buffer.length > this.limits.maxHeaderBytes) throw new MultipartError('malformed', 'headers too long');
      if (!(await this.fill())) throw new MultipartError('malformed', 'body ended in headers');
    }
  }

  private async readBody(part: MultipartPart): Promise<Uint8Array | null> {
    for (;;) {
      if (this.current !== part || this.state !== 'body') return null;
      const at = indexOfBytes(this.buffer, this.delimiter);
      if (at !== -1) {
        const data = this.buffer.subarray(0, at);
        this.buffer = this.buffer.subarray(at + this.delimiter.length);
        this.state = 'between';
        if (data.length > 0) return data;
        return null;
      }
      const safe = partialMatchStart(this.buffer, this.delimiter);
      if (safe > 0) {
        const data = this.buffer.subarray(0, safe);
        this.buffer = this.buffer.subarray(safe);
        return data;
      }
      if (!(await this.fill())) throw new MultipartError('malformed', 'body ended inside a part');
    }
  }
}

/** Name, file name and type from a part's headers (header names are case-insensitive). */
function parseHeaders(block: string): PartInfo {
  let disposition = '';
  let contentType: string | null = null;
  for (const line of block.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon === -1) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (name === 'content-disposition') disposition = value;
    else if (name === 'content-type') contentType = value;
  }
  if (!/^form-data\s*(;|$)/i.test(disposition)) throw new MultipartError('malformed', 'not form-data');
  const params = dispositionParams(disposition);
  const name = params.get('name');
  if (name === undefined) throw new MultipartError('malformed', 'part without a name');
  return { name, filename: params.get('filename') ?? null, contentType };
}

function dispositionParams(disposition: string): Map<string, string> {
  const params = new Map<string, string>();
  const pattern = /;\s*([^=;\s]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]*))/g;
  for (const match of disposition.matchAll(pattern)) {
    const key = match[1]?.toLowerCase();
    if (!key) continue;
    const value = match[2] !== undefined ? match[2].replace(/\\(.)/g, '$1') : (match[3] ?? '').trim();
    params.set(key, value);
  }
  return params;
}

/** A small text field, whole; more than `maxBytes` is refused rather than held. */
export async function readTextPart(part: MultipartPart, maxBytes: number): Promise<string> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let chunk = await part.read(); chunk; chunk = await part.read()) {
    size += chunk.length;
    if (size > maxBytes) throw new MultipartError('malformed', `field ${part.name} too long`);
    chunks.push(chunk);
  }
  return decoder.decode(joinBytes(chunks, size));
}
