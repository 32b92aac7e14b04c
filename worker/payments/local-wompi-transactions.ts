import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { localSwitches, localWompiTransactions } from '../../db/schema';
import {
  TRANSACTION_STATUSES,
  type GatewayTransaction,
  type TransactionAnswer,
  type TransactionLookup,
  type TransactionStatus,
} from './gateway';

/**
 * The local stand-in for Wompi's transactions API (LOCAL_DEV with the local test keys, which Wompi does not know:
 * worker/payments/configured.ts). It answers from the transactions a developer or a test registered with
 * POST /api/dev/wompi/transactions, as Wompi's GET /v1/transactions/{id} would; while the 'wompi_outage' switch is on
 * (POST /api/dev/wompi/outage) it answers nothing, as an API that is down. Production never builds it.
 */
const WOMPI_OUTAGE = 'wompi_outage';

const isStatus = (value: string): value is TransactionStatus => (TRANSACTION_STATUSES as readonly string[]).includes(value);

export function localWompiApi(db: Db): TransactionLookup {
  return {
    async find(transactionId: string): Promise<TransactionAnswer> {
      const [outage] = await db.select({ name: localSwitches.name }).from(localSwitches).where(eq(localSwitches.name, WOMPI_OUTAGE));
      if (outage) return { kind: 'unavailable', reason: 'El Wompi local está caído (POST /api/dev/wompi/outage)' };
      const [row] = await db.select().from(localWompiTransactions).where(eq(localWompiTransactions.id, transactionId));
      if (!row || !isStatus(row.status)) return { kind: 'not_found' };
      return {
        kind: 'found',
        transaction: { id: row.id, reference: row.reference, status: row.status, amountInCents: row.amountInCents, currency: row.currency },
      };
    },
  };
}

/** Registers (or changes) a transaction the local stand-in will report. */
export async function registerLocalWompiTransaction(db: Db, transaction: GatewayTransaction): Promise<void> {
  const values = {
    reference: transaction.reference,
    status: transaction.status,
    amountInCents: transaction.amountInCents,
    currency: transaction.currency,
  };
  await db
    .insert(localWompiTransactions)
    .values({ id: transaction.id, ...values })
    .onConflictDoUpdate({ target: localWompiTransactions.id, set: values });
}

/** While on, the local stand-in answers nothing, so the events' retries can be rehearsed. */
export async function setLocalWompiOutage(db: Db, on: boolean): Promise<void> {
  if (on) await db.insert(localSwitches).values({ name: WOMPI_OUTAGE }).onConflictDoNothing();
  else await db.delete(localSwitches).where(eq(localSwitches.name, WOMPI_OUTAGE));
}
