import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { parseEnv } from '../../worker/env';
import { LOCAL_WOMPI_VARS } from '../../worker/local/vars';
import { wompiTransactionsFor } from '../../worker/payments/configured';
import { WOMPI_API, wompiApiBase, wompiTransactionsApi } from '../../worker/payments/wompi-api';

/**
 * Wompi's "Obtener una transacción" (GET {API}/v1/transactions/{id}, read with the public key), answered here by a
 * fetch of our own: what is asked, what is read from the answer, and what counts as no answer.
 */
type Asked = { url: string; headers: Headers };

function wompiAnswering(status: number, body: unknown) {
  const asked: Asked[] = [];
  const fetchImpl: typeof fetch = (input, init) => {
    asked.push({ url: String(input), headers: new Headers(init?.headers) });
    return Promise.resolve(
      new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    );
  };
  return { asked, api: wompiTransactionsApi({ baseUrl: 'https://sandbox.wompi.co/', publicKey: 'pub_test_abc', fetchImpl }) };
}

/** Wompi's answer for a transaction, with the fields it sends that we do not read. */
const transaction = (changes: Record<string, unknown> = {}) => ({
  data: {
    id: '1234-1610641025-49201',
    created_at: '2026-11-20T15:00:00.000Z',
    amount_in_cents: 15_000_000,
    reference: 'RE-4f2a',
    customer_email: 'juan@example.com',
    currency: 'COP',
    payment_method_type: 'PSE',
    status: 'APPROVED',
    ...changes,
  },
});

describe("Wompi's transactions API", () => {
  it('asks GET /v1/transactions/{id} with the public key as a Bearer token, and reads reference, amount, currency and status', async () => {
    const { asked, api } = wompiAnswering(200, transaction());
    expect(await api.find('1234-1610641025-49201')).toEqual({
      kind: 'found',
      transaction: { id: '1234-1610641025-49201', reference: 'RE-4f2a', amountInCents: 15_000_000, currency: 'COP', status: 'APPROVED' },
    });
    expect(asked).toHaveLength(1);
    expect(asked[0]!.url).toBe('https://sandbox.wompi.co/v1/transactions/1234-1610641025-49201');
    expect(asked[0]!.headers.get('authorization')).toBe('Bearer pub_test_abc');
  });

  it('escapes the id into the path', async () => {
    const { asked, api } = wompiAnswering(404, { error: { type: 'NOT_FOUND_ERROR' } });
    await api.find('../merchants/x?y');
    expect(asked[0]!.url).toBe('https://sandbox.wompi.co/v1/transactions/..%2Fmerchants%2Fx%3Fy');
  });

  it('says not found on a 404', async () => {
    expect(
      await wompiAnswering(404, { error: { type: 'NOT_FOUND_ERROR', reason: 'La entidad solicitada no existe' } }).api.find('x'),
    ).toEqual({ kind: 'not_found' });
  });

  it('is no answer on an error, a page that is not JSON, another transaction or a status it does not know', async () => {
    for (const [status, body] of [
      [500, { error: 'boom' }],
      [401, { error: { type: 'INVALID_ACCESS_TOKEN' } }],
      [200, '<html>mantenimiento</html>'],
      [200, transaction({ id: 'otra-transaccion' })],
      [200, transaction({ status: 'REFUNDED' })],
      [200, transaction({ amount_in_cents: '15000000' })],
    ] as const) {
      expect((await wompiAnswering(status, body).api.find('1234-1610641025-49201')).kind, `${status} ${JSON.stringify(body)}`).toBe(
        'unavailable',
      );
    }
  });

  it('is no answer when the request fails', async () => {
    const api = wompiTransactionsApi({
      baseUrl: WOMPI_API.production,
      publicKey: 'pub_prod_x',
      fetchImpl: () => Promise.reject(new TypeError('fetch failed')),
    });
    expect(await api.find('x')).toEqual({ kind: 'unavailable', reason: 'Wompi no respondió: fetch failed' });
  });
});

describe('which transactions API a configuration uses', () => {
  /** A database only the local stand-in reads: reading it says the stand-in answered. */
  const standInDb = {
    select: () => {
      throw new Error('local stand-in');
    },
  } as unknown as Db;
  const keysOf = (publicKey: string) => ({ publicKey, integritySecret: 'i', eventsSecret: 'e' });
  /** Where the configuration's lookup goes: the addresses it fetched, or 'local stand-in'. */
  const lookupGoesTo = async (config: Parameters<typeof wompiTransactionsFor>[0], publicKey: string) => {
    const urls: string[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (input) => {
      urls.push(String(input));
      return Promise.resolve(new Response(null, { status: 404 }));
    };
    try {
      await wompiTransactionsFor(config, keysOf(publicKey), standInDb).find('tx');
      return urls;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    } finally {
      globalThis.fetch = realFetch;
    }
  };

  it("is production's by default, the sandbox's for a pub_test_ key, or WOMPI_API_URL", async () => {
    expect(wompiApiBase('pub_prod_x')).toBe('https://production.wompi.co');
    expect(wompiApiBase('pub_test_x')).toBe('https://sandbox.wompi.co');
    expect(await lookupGoesTo(parseEnv({}), 'pub_prod_x')).toEqual(['https://production.wompi.co/v1/transactions/tx']);
    expect(await lookupGoesTo(parseEnv({}), 'pub_test_x')).toEqual(['https://sandbox.wompi.co/v1/transactions/tx']);
    expect(await lookupGoesTo(parseEnv({ WOMPI_API_URL: 'https://sandbox.wompi.co' }), 'pub_prod_x')).toEqual([
      'https://sandbox.wompi.co/v1/transactions/tx',
    ]);
    // A developer's own sandbox keys are confirmed with the real sandbox.
    expect(await lookupGoesTo(parseEnv({ LOCAL_DEV: 'true' }), 'pub_test_de_mi_cuenta')).toEqual([
      'https://sandbox.wompi.co/v1/transactions/tx',
    ]);
  });

  it("uses the local stand-in only on a developer's machine with the local test keys", async () => {
    expect(await lookupGoesTo(parseEnv({ LOCAL_DEV: 'true' }), LOCAL_WOMPI_VARS.WOMPI_PUBLIC_KEY)).toBe('local stand-in');
    expect(await lookupGoesTo(parseEnv({ LOCAL_DEV: 'false' }), LOCAL_WOMPI_VARS.WOMPI_PUBLIC_KEY)).toEqual([
      'https://sandbox.wompi.co/v1/transactions/tx',
    ]);
    expect(
      await lookupGoesTo(parseEnv({ LOCAL_DEV: 'true', WOMPI_API_URL: 'https://sandbox.wompi.co' }), LOCAL_WOMPI_VARS.WOMPI_PUBLIC_KEY),
    ).toEqual(['https://sandbox.wompi.co/v1/transactions/tx']);
  });
});
