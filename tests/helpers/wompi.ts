import { createHash } from 'node:crypto';
import { LOCAL_WOMPI_VARS } from '../../worker/local/vars';

/**
 * Wompi's `transaction.updated` events as its documentation shapes and signs them, computed here with node:crypto
 * (independently of worker/payments/wompi.ts): the checksum is SHA-256 hex of the values named by
 * `signature.properties`, then `timestamp`, then the events secret.
 */
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

let transactions = 0;
export type WompiTransaction = { id?: string; reference: string; status: string; amount_in_cents: number; currency?: string };

/** The three properties Wompi signs; a test may sign others to show they are refused. */
const SIGNED = ['transaction.id', 'transaction.status', 'transaction.amount_in_cents'];

export function wompiEvent(
  tx: WompiTransaction,
  secret: string = LOCAL_WOMPI_VARS.WOMPI_EVENTS_SECRET,
  timestamp = Math.floor(Date.now() / 1000),
  properties: string[] = SIGNED,
) {
  const transaction = {
    id: tx.id ?? `12345-${Date.now()}-${++transactions}`,
    amount_in_cents: tx.amount_in_cents,
    reference: tx.reference,
    customer_email: 'cliente@example.com',
    currency: tx.currency ?? 'COP',
    payment_method_type: 'PSE',
    redirect_url: 'http://localhost/payment-success',
    status: tx.status,
  };
  const values = properties.map((path) => String(transaction[path.replace(/^transaction\./, '') as keyof typeof transaction]));
  const checksum = sha256(`${values.join('')}${timestamp}${secret}`);
  return {
    event: 'transaction.updated',
    data: { transaction },
    environment: 'test',
    signature: { properties, checksum },
    timestamp,
    sent_at: new Date(timestamp * 1000).toISOString(),
  };
}

/** The request Wompi would send: the JSON body and the same checksum in X-Event-Checksum. */
export function wompiEventRequest(event: ReturnType<typeof wompiEvent>): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-event-checksum': event.signature.checksum },
    body: JSON.stringify(event),
  };
}

/** The integrity signature Wompi's checkout checks, computed independently. */
export const wompiIntegrity = (
  reference: string,
  amountInCents: number,
  currency: string,
  secret: string = LOCAL_WOMPI_VARS.WOMPI_INTEGRITY_SECRET,
) => sha256(`${reference}${amountInCents}${currency}${secret}`);

/**
 * What Wompi's API answers about an event's transaction, as POST /api/dev/wompi/transactions registers it for the
 * local stand-in (worker/payments/local-wompi-transactions.ts): the event's own values unless `changes` says Wompi
 * knows it otherwise.
 */
export function wompiKnows(event: ReturnType<typeof wompiEvent>, changes: Partial<Omit<WompiTransaction, 'id'>> = {}) {
  const { id, reference, status, amount_in_cents, currency } = { ...event.data.transaction, ...changes };
  return { id, reference, status, amount_in_cents, currency };
}

/** The request that registers it. */
export const wompiKnowsRequest = (transaction: ReturnType<typeof wompiKnows>): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(transaction),
});
