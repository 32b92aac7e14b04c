import {
  sameHex,
  sha256Hex,
  TRANSACTION_STATUSES,
  type CheckoutOrder,
  type GatewayEvent,
  type IncomingEvent,
  type PaymentGateway,
  type TransactionLookup,
  type TransactionStatus,
} from './gateway';

/**
 * Wompi (Colombia) behind the PaymentGateway port, after its documentation (docs.wompi.co, "Widget & Checkout Web"
 * and "Eventos"; see docs/features/payments.md for what was checked and what could not be):
 *
 * - Web Checkout is a GET to https://checkout.wompi.co/p/ with public-key, currency, amount-in-cents, reference,
 *   signature:integrity and redirect-url. The integrity signature is the SHA-256 hex of reference + amount in
 *   cents + currency + the integrity secret, concatenated with nothing between.
 * - An event is a POST whose JSON holds `data`, `signature: { properties, checksum }` and `timestamp`. The
 *   checksum is the SHA-256 hex of the values `properties` names (paths inside `data`, in their order), then the
 *   timestamp, then the events secret; the same value comes in the X-Event-Checksum header.
 *
 * The body names its own signed properties and their values are joined with nothing between, so a checksum over
 * fewer properties than Wompi signs would let one signed event be reshaped into another: an event must sign at
 * least REQUIRED_SIGNED_PROPERTIES, and even then nothing is paid or failed before Wompi's API confirms the
 * transaction (services/payment-events.ts).
 */
export const WOMPI_CHECKOUT = 'https://checkout.wompi.co/p/';

export type WompiKeys = { publicKey: string; integritySecret: string; eventsSecret: string };

/** The integrity signature of a checkout: SHA-256 hex of reference + amount in cents + currency + secret. */
export function wompiIntegritySignature(
  reference: string,
  amountInCents: number,
  currency: string,
  integritySecret: string,
): Promise<string> {
  return sha256Hex(`${reference}${amountInCents}${currency}${integritySecret}`);
}

/** What every event Wompi sends about a transaction signs; an event whose checksum covers less is refused. */
export const REQUIRED_SIGNED_PROPERTIES = ['transaction.id', 'transaction.status', 'transaction.amount_in_cents'] as const;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value at a dotted path inside `data` ('transaction.amount_in_cents'), as the checksum concatenates it. */
function valueAt(data: unknown, path: string): string | null {
  let current: unknown = data;
  for (const key of path.split('.')) {
    if (!isObject(current) || !Object.hasOwn(current, key)) return null;
    current = current[key];
  }
  if (typeof current === 'string') return current;
  if (typeof current === 'number' || typeof current === 'boolean') return String(current);
  return null;
}

/**
 * The checksum an event's body should carry, from its own `signature.properties` and `timestamp`: null when the
 * body does not have that shape (a property missing, no timestamp).
 */
export async function wompiEventChecksum(event: unknown, eventsSecret: string): Promise<string | null> {
  if (!isObject(event) || !isObject(event.signature)) return null;
  const { properties } = event.signature;
  const { timestamp } = event;
  if (!Array.isArray(properties) || properties.length === 0 || (typeof timestamp !== 'number' && typeof timestamp !== 'string'))
    return null;
  const values: string[] = [];
  for (const property of properties) {
    const value = typeof property === 'string' ? valueAt(event.data, property) : null;
    if (value === null) return null;
    values.push(value);
  }
  return sha256Hex(`${values.join('')}${timestamp}${eventsSecret}`);
}

const isStatus = (value: unknown): value is TransactionStatus =>
  typeof value === 'string' && (TRANSACTION_STATUSES as readonly string[]).includes(value);

function normalize(event: Json): GatewayEvent {
  const eventType = typeof event.event === 'string' ? event.event : '';
  const transaction = isObject(event.data) ? event.data.transaction : null;
  if (eventType !== 'transaction.updated' || !isObject(transaction)) return { kind: 'other', gateway: 'wompi', eventType };
  const { id, reference, status, amount_in_cents: amount, currency } = transaction;
  if (
    typeof id !== 'string' ||
    typeof reference !== 'string' ||
    !isStatus(status) ||
    typeof amount !== 'number' ||
    !Number.isInteger(amount) ||
    typeof currency !== 'string'
  ) {
    return { kind: 'other', gateway: 'wompi', eventType };
  }
  return { kind: 'transaction', gateway: 'wompi', eventType, transactionId: id, reference, status, amountInCents: amount, currency };
}

/** Whether the body's own list of signed properties covers every one Wompi signs (REQUIRED_SIGNED_PROPERTIES). */
function signsRequiredProperties(signature: Json): boolean {
  const { properties } = signature;
  return Array.isArray(properties) && REQUIRED_SIGNED_PROPERTIES.every((property) => properties.includes(property));
}

/**
 * The longest reference sent to Wompi. The documentation reachable from here (docs.wompi.co "Widget & Checkout
 * Web", step 2 'Genera una referencia única de pago', and the API reference's transactions) asks for one unique
 * reference per payment attempt and states no maximum length; this is our own bound, the longest the order services
 * make (a retried checkout, `RE-{uuid}-{8 hex}`: 48 characters). A longer one is refused before signing, so a change
 * that grows references fails in the tests rather than at Wompi (docs/features/payments.md).
 */
export const WOMPI_REFERENCE_MAX = 48;

/** Wompi behind the port; `transactions` is where its transactions are confirmed (worker/payments/configured.ts). */
export function createWompiGateway(keys: WompiKeys, transactions: TransactionLookup): PaymentGateway {
  return {
    name: 'wompi',
    transactions,
    async checkoutUrl(order: CheckoutOrder) {
      if (order.reference.length > WOMPI_REFERENCE_MAX)
        throw new Error(`Wompi reference longer than ${WOMPI_REFERENCE_MAX} characters: ${order.reference}`);
      const amountInCents = order.amount * 100;
      const url = new URL(WOMPI_CHECKOUT);
      url.searchParams.set('public-key', keys.publicKey);
      url.searchParams.set('currency', order.currency);
      url.searchParams.set('amount-in-cents', String(amountInCents));
      url.searchParams.set('reference', order.reference);
      url.searchParams.set(
        'signature:integrity',
        await wompiIntegritySignature(order.reference, amountInCents, order.currency, keys.integritySecret),
      );
      url.searchParams.set('redirect-url', order.redirectUrl);
      return url.toString();
    },
    async verifyEvent({ body, headers }: IncomingEvent) {
      let event: unknown;
      try {
        event = JSON.parse(body);
      } catch {
        return null;
      }
      if (!isObject(event) || !isObject(event.signature) || typeof event.signature.checksum !== 'string') return null;
      if (!signsRequiredProperties(event.signature)) return null;
      const expected = await wompiEventChecksum(event, keys.eventsSecret);
      if (!expected || !sameHex(expected, event.signature.checksum)) return null;
      // The header carries the same value; when it comes, it must agree.
      const header = headers.get('x-event-checksum');
      if (header !== null && !sameHex(expected, header.trim())) return null;
      return normalize(event);
    },
  };
}
