import { z } from 'zod';
import { TRANSACTION_STATUSES, type TransactionAnswer, type TransactionLookup } from './gateway';

/**
 * Wompi's transactions API behind the TransactionLookup port: production's way of confirming an event
 * (docs/features/payments.md, "Confirmed with Wompi"). Wompi's reference documents "Obtener una transacción" as
 * GET https://production.wompi.co/v1/transactions/{transactionId} (the sandbox's is https://sandbox.wompi.co), read
 * with the account's public key as a Bearer token: the environment is told by the key (pub_prod_… or pub_test_…)
 * and by the API's address.
 */
export const WOMPI_API = { production: 'https://production.wompi.co', sandbox: 'https://sandbox.wompi.co' } as const;

/** A hung API must not hold the event's request open: Wompi delivers the event again later. */
export const WOMPI_API_TIMEOUT_MS = 8_000;

/** The API a key belongs to: the sandbox for a `pub_test_` key, production for anything else (the default). */
export function wompiApiBase(publicKey: string): string {
  return publicKey.startsWith('pub_test_') ? WOMPI_API.sandbox : WOMPI_API.production;
}

/** The part of Wompi's answer we read; everything else it sends (payment method, customer…) is left alone. */
const answerSchema = z.object({
  data: z.object({
    id: z.string(),
    reference: z.string(),
    amount_in_cents: z.number().int(),
    currency: z.string(),
    status: z.enum(TRANSACTION_STATUSES),
  }),
});

export type WompiApiOptions = { baseUrl: string; publicKey: string; fetchImpl?: typeof fetch; timeoutMs?: number };

/** Reads `fetchImpl` when it asks, not when it is made (tests swap the global fetch). */
export function wompiTransactionsApi({
  baseUrl,
  publicKey,
  fetchImpl,
  timeoutMs = WOMPI_API_TIMEOUT_MS,
}: WompiApiOptions): TransactionLookup {
  const root = baseUrl.replace(/\/+$/, '');
  return {
    async find(transactionId: string): Promise<TransactionAnswer> {
      const ask = fetchImpl ?? globalThis.fetch;
      let response: Response;
      try {
        response = await ask(`${root}/v1/transactions/${encodeURIComponent(transactionId)}`, {
          headers: { Authorization: `Bearer ${publicKey}`, Accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (cause) {
        return { kind: 'unavailable', reason: `Wompi no respondió: ${cause instanceof Error ? cause.message : String(cause)}` };
      }
      if (response.status === 404) return { kind: 'not_found' };
      if (!response.ok) return { kind: 'unavailable', reason: `Wompi respondió ${response.status}` };
      const parsed = answerSchema.safeParse(await response.json().catch(() => null));
      // An answer about another transaction is no answer about this one.
      if (!parsed.success || parsed.data.data.id !== transactionId)
        return { kind: 'unavailable', reason: 'Wompi respondió algo que no es una transacción' };
      const { id, reference, amount_in_cents: amountInCents, currency, status } = parsed.data.data;
      return { kind: 'found', transaction: { id, reference, amountInCents, currency, status } };
    },
  };
}
