/**
 * AWS Signature Version 4 for GET requests without a body: all that reading production's R2 through its
 * S3-compatible API needs (list, get). Written here rather than adding an SDK for two requests; it is checked
 * against AWS's published examples in tests/unit/backup-sigv4.test.ts.
 */
import { createHash, createHmac } from 'node:crypto';

export type Credentials = { accessKeyId: string; secretAccessKey: string };
export type SignInput = {
  url: URL;
  /** Header names in any case; `host` is taken from the URL when absent. */
  headers: Record<string, string>;
  credentials: Credentials;
  region: string;
  service: string;
  /** `YYYYMMDDTHHMMSSZ` */
  amzDate: string;
  /** Hex SHA-256 of the (empty) body, or `UNSIGNED-PAYLOAD`. */
  payloadHash: string;
};

export const EMPTY_SHA256 = createHash('sha256').update('').digest('hex');

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();
const sha256Hex = (data: string) => createHash('sha256').update(data, 'utf8').digest('hex');

/** RFC 3986 encoding as SigV4 wants it: everything but A-Z a-z 0-9 - . _ ~ (encodeURIComponent leaves !'()*). */
export function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

export function amzDateOf(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

export function signingKey(secret: string, day: string, region: string, service: string): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${secret}`, day), region), service), 'aws4_request');
}

function canonicalQuery(url: URL): string {
  return [...url.searchParams]
    .map(([name, value]) => [uriEncode(name), uriEncode(value)] as const)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

/**
 * The headers to send: the given ones plus x-amz-date and, for S3, x-amz-content-sha256, and Authorization.
 * The path is used as the URL holds it (S3 signs the once-encoded path; callers encode keys with uriEncode).
 */
export function signRequest(input: SignInput): Record<string, string> {
  const day = input.amzDate.slice(0, 8);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(input.headers)) headers[name.toLowerCase()] = value;
  headers.host ??= input.url.host;
  headers['x-amz-date'] = input.amzDate;
  if (input.service === 's3') headers['x-amz-content-sha256'] = input.payloadHash;

  const names = Object.keys(headers).sort();
  const canonicalHeaders = names.map((name) => `${name}:${headers[name]!.trim().replace(/\s+/g, ' ')}\n`).join('');
  const signedHeaders = names.join(';');
  const canonicalRequest = [
    'GET',
    input.url.pathname || '/',
    canonicalQuery(input.url),
    canonicalHeaders,
    signedHeaders,
    input.payloadHash,
  ].join('\n');
  const scope = `${day}/${input.region}/${input.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', input.amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signature = hmac(signingKey(input.credentials.secretAccessKey, day, input.region, input.service), stringToSign).toString('hex');

  headers.authorization = `AWS4-HMAC-SHA256 Credential=${input.credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
  return headers;
}
