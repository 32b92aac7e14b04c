/**
 * The port every online payment gateway implements (docs/features/payments.md): how to send a customer to pay an order, and how to
 * read the gateway's signed notice about a transaction. Wompi is the first (wompi.ts); another gateway (Bold signs
 * its events with an HMAC header instead of Wompi's checksum) only needs its own implementation of this type.
 * Pure: no database, no Hono. The services read the normalized event and confirm it with the gateway's own account of
 * the transaction (`transactions`); the route verifies it first.
 */

/** What a checkout needs to know about an order. */
export type CheckoutOrder = {
  /** The order's payment reference at the gateway: unique per order. */
  reference: string;
  /** Whole pesos, as the orders table keeps them. */
  amount: number;
  currency: string;
  /** Where the gateway sends the customer back (our /payment-success?order=…). */
  redirectUrl: string;
};

/** A transaction's state, as the gateways name it (Wompi's words; others map theirs onto these). */
export const TRANSACTION_STATUSES = ['APPROVED', 'DECLINED', 'VOIDED', 'ERROR', 'PENDING'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** A verified event, in the gateway's terms but one shape for every gateway. */
export type GatewayEvent =
  | {
      kind: 'transaction';
      gateway: string;
      eventType: string;
      transactionId: string;
      reference: string;
      status: TransactionStatus;
      /** Cents, as the gateway reports it (COP × 100). */
      amountInCents: number;
      currency: string;
    }
  /** A well-signed event this product has no use for (another event type, an unknown status): kept, not acted on. */
  | { kind: 'other'; gateway: string; eventType: string };

export type IncomingEvent = { body: string; headers: Headers };

/** A transaction as the gateway's own API reports it: what an order is paid or failed by, never the event's word. */
export type GatewayTransaction = {
  id: string;
  reference: string;
  status: TransactionStatus;
  /** Cents, as the gateway reports it (COP × 100). */
  amountInCents: number;
  currency: string;
};

/** The gateway's answer about one transaction: found, unknown to it, or no usable answer (down, slow, refused). */
export type TransactionAnswer =
  { kind: 'found'; transaction: GatewayTransaction } | { kind: 'not_found' } | { kind: 'unavailable'; reason: string };

/**
 * Where a gateway's transactions are read from (a port, like the mail deliveries): the gateway's API in production,
 * a local stand-in on a developer's machine and in the tests (worker/payments/configured.ts chooses).
 */
export interface TransactionLookup {
  find(transactionId: string): Promise<TransactionAnswer>;
}

export interface PaymentGateway {
  readonly name: string;
  /** The address that opens the gateway's checkout for this order, signed so the amount cannot be changed on the way. */
  checkoutUrl(order: CheckoutOrder): Promise<string>;
  /** The event, when its signature is the gateway's; null for anything unsigned, forged or unreadable. */
  verifyEvent(incoming: IncomingEvent): Promise<GatewayEvent | null>;
  /** The gateway's own account of a transaction, read before an event pays or fails anything. */
  readonly transactions: TransactionLookup;
}

/** SHA-256 of a UTF-8 string, as lower-case hex (Web Crypto: the Worker and Node have it). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Compares two hex strings without stopping at the first difference. */
export function sameHex(a: string, b: string): boolean {
  const left = a.toLowerCase();
  const right = b.toLowerCase();
  if (left.length !== right.length) return false;
  let difference = 0;
  for (let i = 0; i < left.length; i++) difference |= left.charCodeAt(i) ^ right.charCodeAt(i);
  return difference === 0;
}
