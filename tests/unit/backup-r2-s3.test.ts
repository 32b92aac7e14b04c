import { describe, expect, it } from 'vitest';
import { decodeXmlText, parseListPage, r2S3Client } from '../../db/backup/r2-s3-client';
import { amzDateOf, EMPTY_SHA256, signingKey, signRequest, uriEncode } from '../../db/backup/sigv4';

/** Reading production's R2 through its S3 API for `npm run backup -- --remote`, without production. */

describe('AWS Signature Version 4', () => {
  it("matches AWS's published S3 GetObject example", () => {
    // docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html, "GET Object".
    const headers = signRequest({
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: { Range: 'bytes=0-9' },
      credentials: { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' },
      region: 'us-east-1',
      service: 's3',
      amzDate: '20130524T000000Z',
      payloadHash: EMPTY_SHA256,
    });
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it("matches AWS's published signing-key and request examples (IAM ListUsers)", () => {
    expect(signingKey('wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY', '20150830', 'us-east-1', 'iam').toString('hex')).toBe(
      'c4afb1cc5771d871763a393e44b703571b55cc28424d1a5e86da6ed3c154a4b9',
    );
    const headers = signRequest({
      url: new URL('https://iam.amazonaws.com/?Action=ListUsers&Version=2010-05-08'),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=utf-8' },
      credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' },
      region: 'us-east-1',
      service: 'iam',
      amzDate: '20150830T123600Z',
      payloadHash: EMPTY_SHA256,
    });
    expect(headers.authorization).toMatch(/Signature=5d672d79c15b13162d9279b0855cfba6789a8edb4c82c400e06b5924a6f2b5d7$/);
  });

  it('encodes as SigV4 wants and dates as x-amz-date', () => {
    expect(uriEncode("a b!'()*ñ~._-")).toBe('a%20b%21%27%28%29%2A%C3%B1~._-');
    expect(amzDateOf(new Date('2026-11-24T08:00:05.123Z'))).toBe('20261124T080005Z');
  });
});

describe('ListObjectsV2 pages', () => {
  it('reads keys, sizes and ETags, with XML entities decoded, and the next token', () => {
    const page = parseListPage(
      '<ListBucketResult><IsTruncated>true</IsTruncated>' +
        '<Contents><Key>gallery/u/a&amp;b.jpg</Key><Size>12</Size><ETag>&quot;abc&quot;</ETag></Contents>' +
        '<Contents><Key>video/u/v.mp4</Key><Size>0</Size></Contents>' +
        '<NextContinuationToken>tok&lt;1&gt;</NextContinuationToken></ListBucketResult>',
    );
    expect(page).toEqual({
      objects: [
        { key: 'gallery/u/a&b.jpg', size: 12, etag: '"abc"' },
        { key: 'video/u/v.mp4', size: 0, etag: undefined },
      ],
      next: 'tok<1>',
    });
    expect(decodeXmlText('&#241;&#xF1;')).toBe('ññ');
  });

  it('refuses a cut-off list without a token rather than back up part of the bucket', () => {
    expect(() => parseListPage('<ListBucketResult><IsTruncated>true</IsTruncated></ListBucketResult>')).toThrow('NextContinuationToken');
  });
});

describe('the R2 client', () => {
  const credentials = { accessKeyId: 'id', secretAccessKey: 'secret' };

  /** A pretend R2: two list pages, one object, a 404 and an error body, recording what was asked. */
  function fakeR2() {
    const asked: { url: URL; headers: Headers }[] = [];
    const fetch = (async (input: URL | RequestInfo, init?: RequestInit) => {
      const url = new URL(String(input));
      asked.push({ url, headers: new Headers(init?.headers) });
      if (url.pathname === '/memorial-media' && !url.searchParams.has('continuation-token')) {
        return new Response(
          '<ListBucketResult><IsTruncated>true</IsTruncated><Contents><Key>a/1.jpg</Key><Size>3</Size></Contents><NextContinuationToken>t2</NextContinuationToken></ListBucketResult>',
        );
      }
      if (url.pathname === '/memorial-media') {
        return new Response(
          '<ListBucketResult><IsTruncated>false</IsTruncated><Contents><Key>b/2 x.jpg</Key><Size>4</Size></Contents></ListBucketResult>',
        );
      }
      if (url.pathname === '/memorial-media/b/2%20x.jpg') {
        return new Response('hola', {
          headers: {
            'content-type': 'image/jpeg',
            'cache-control': 'public, max-age=31536000, immutable',
            'x-amz-meta-owner': 'u1',
            etag: '"4d186321c1a7f0f354b297e8914ab240"',
          },
        });
      }
      if (url.pathname === '/memorial-media/gone.jpg') return new Response('<Error><Code>NoSuchKey</Code></Error>', { status: 404 });
      return new Response('<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>', { status: 403 });
    }) as typeof globalThis.fetch;
    const client = r2S3Client({
      endpoint: 'https://acct.r2.cloudflarestorage.com/',
      bucket: 'memorial-media',
      credentials,
      fetch,
      now: () => new Date('2026-11-24T08:00:00Z'),
    });
    return { client, asked };
  }

  it('lists every page, signed for R2 (region auto, service s3)', async () => {
    const { client, asked } = fakeR2();
    const keys: string[] = [];
    for await (const object of client.list()) keys.push(object.key);
    expect(keys).toEqual(['a/1.jpg', 'b/2 x.jpg']);
    expect(asked[1]!.url.searchParams.get('continuation-token')).toBe('t2');
    expect(asked[0]!.headers.get('authorization')).toMatch(
      /^AWS4-HMAC-SHA256 Credential=id\/20261124\/auto\/s3\/aws4_request, SignedHeaders=accept-encoding;host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
    );
    expect(asked[0]!.headers.get('x-amz-date')).toBe('20261124T080000Z');
    expect(asked[0]!.headers.has('host')).toBe(false);
  });

  it('gets an object with its bytes and metadata, and null for one deleted meanwhile', async () => {
    const { client } = fakeR2();
    const object = await client.get('b/2 x.jpg');
    expect(await new Response(object!.body).text()).toBe('hola');
    expect(object!.metadata).toEqual({
      httpMetadata: { contentType: 'image/jpeg', cacheControl: 'public, max-age=31536000, immutable' },
      customMetadata: { owner: 'u1' },
    });
    expect(object!.etag).toBe('"4d186321c1a7f0f354b297e8914ab240"');
    expect(await client.get('gone.jpg')).toBeNull();
  });

  it("fails with R2's own reason otherwise", async () => {
    const { client } = fakeR2();
    await expect(client.get('secret.jpg')).rejects.toThrow(
      'R2 respondió 403 a GET /memorial-media/secret.jpg (AccessDenied: Access Denied)',
    );
  });
});
