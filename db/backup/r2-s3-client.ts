/**
 * Reads production's R2 bucket through its S3-compatible API (https://<account>.r2.cloudflarestorage.com,
 * region "auto"): ListObjectsV2 for every key, GetObject for bytes and metadata. Wrangler can fetch one object
 * but cannot list a bucket, and a key list taken from D1 would miss objects the database does not name; the S3
 * API lists everything and returns each object's content type with it. Credentials: an R2 API token with
 * read access to the bucket (R2_ACCESS_KEY_ID, R2_SECRET_ACCESS_KEY).
 */
import { amzDateOf, EMPTY_SHA256, signRequest, uriEncode, type Credentials } from './sigv4';
import type { ObjectMetadata } from './manifest';

export type R2S3Config = {
  /** e.g. https://<account_id>.r2.cloudflarestorage.com (an EU bucket: https://<account_id>.eu.r2.cloudflarestorage.com) */
  endpoint: string;
  bucket: string;
  credentials: Credentials;
  fetch?: typeof fetch;
  now?: () => Date;
};

export type ListedObject = { key: string; size: number; etag?: string };
export type FetchedObject = { body: ReadableStream<Uint8Array>; metadata: ObjectMetadata; etag?: string };

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function decodeXmlText(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, entity: string) => {
    if (entity[0] !== '#') return XML_ENTITIES[entity.toLowerCase()] ?? '';
    const code = entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
    return String.fromCodePoint(code);
  });
}

const tag = (xml: string, name: string) => {
  const match = new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(xml);
  return match ? decodeXmlText(match[1]!) : undefined;
};

/** One ListObjectsV2 page: its objects, and the token for the next page when it was cut short. */
export function parseListPage(xml: string): { objects: ListedObject[]; next?: string } {
  const objects: ListedObject[] = [];
  for (const [, contents] of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
    const key = tag(contents!, 'Key');
    const size = Number(tag(contents!, 'Size'));
    if (key === undefined || !Number.isSafeInteger(size)) throw new Error('Respuesta de R2 inesperada: un objeto sin Key o Size');
    objects.push({ key, size, etag: tag(contents!, 'ETag') });
  }
  const truncated = tag(xml, 'IsTruncated') === 'true';
  const next = tag(xml, 'NextContinuationToken');
  if (truncated && !next) throw new Error('Respuesta de R2 inesperada: lista cortada sin NextContinuationToken');
  return { objects, next: truncated ? next : undefined };
}

function headerMetadata(headers: Headers): ObjectMetadata {
  const httpMetadata: ObjectMetadata['httpMetadata'] = {};
  const pick = (name: string) => headers.get(name) ?? undefined;
  if (pick('content-type')) httpMetadata.contentType = pick('content-type');
  if (pick('cache-control')) httpMetadata.cacheControl = pick('cache-control');
  if (pick('content-disposition')) httpMetadata.contentDisposition = pick('content-disposition');
  if (pick('content-encoding')) httpMetadata.contentEncoding = pick('content-encoding');
  if (pick('content-language')) httpMetadata.contentLanguage = pick('content-language');
  const customMetadata: Record<string, string> = {};
  headers.forEach((value, name) => {
    if (name.startsWith('x-amz-meta-')) customMetadata[name.slice('x-amz-meta-'.length)] = value;
  });
  return { httpMetadata, customMetadata };
}

export function r2S3Client(config: R2S3Config) {
  const doFetch = config.fetch ?? fetch;
  const base = config.endpoint.replace(/\/+$/, '');

  async function get(url: URL, options: { missingIsNull?: boolean } = {}): Promise<Response | null> {
    const headers = signRequest({
      url,
      // Bytes exactly as stored: a transparent decompression would change what is backed up.
      headers: { 'accept-encoding': 'identity' },
      credentials: config.credentials,
      region: 'auto',
      service: 's3',
      amzDate: amzDateOf(config.now?.() ?? new Date()),
      payloadHash: EMPTY_SHA256,
    });
    // fetch sets Host itself (from the same URL that was signed) and refuses to be given one.
    delete headers.host;
    const response = await doFetch(url, { headers });
    if (response.status === 404 && options.missingIsNull) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) {
      const text = await response.text().catch(() => '');
      const detail = [tag(text, 'Code'), tag(text, 'Message')].filter(Boolean).join(': ');
      throw new Error(`R2 respondió ${response.status} a GET ${url.pathname}${detail ? ` (${detail})` : ''}`);
    }
    return response;
  }

  return {
    async *list(): AsyncGenerator<ListedObject> {
      let token: string | undefined;
      do {
        const url = new URL(`${base}/${uriEncode(config.bucket)}`);
        url.searchParams.set('list-type', '2');
        url.searchParams.set('max-keys', '1000');
        if (token) url.searchParams.set('continuation-token', token);
        const page = parseListPage(await (await get(url))!.text());
        yield* page.objects;
        token = page.next;
      } while (token);
    },

    /** Null when the object is gone (deleted since it was listed). */
    async get(key: string): Promise<FetchedObject | null> {
      const path = key.split('/').map(uriEncode).join('/');
      const response = await get(new URL(`${base}/${uriEncode(config.bucket)}/${path}`), { missingIsNull: true });
      if (!response) return null;
      if (!response.body) throw new Error(`R2 devolvió ${key} sin contenido`);
      return { body: response.body, metadata: headerMetadata(response.headers), etag: response.headers.get('etag') ?? undefined };
    },
  };
}
