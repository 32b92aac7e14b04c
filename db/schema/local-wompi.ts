import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns';

/**
 * The transactions the local stand-in for Wompi's API knows (LOCAL_DEV only, like local_switches): a developer's
 * machine and the tests register them through POST /api/dev/wompi/transactions, and the local transactions port
 * (worker/payments/local-wompi-transactions.ts) answers from them what Wompi's GET /v1/transactions/{id} would.
 * Production never reads or writes it (docs/features/payments.md).
 */
export const localWompiTransactions = sqliteTable('local_wompi_transactions', {
  id: text('id').primaryKey(),
  reference: text('reference').notNull(),
  status: text('status').notNull(),
  amountInCents: integer('amount_in_cents').notNull(),
  currency: text('currency').notNull(),
  createdAt: createdAt(),
});
