import { sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns';

/**
 * Switches a developer's machine flips to rehearse failures (LOCAL_DEV only: the routes that write them are
 * /api/dev, and only local transports read them). A row present means the switch is on: 'mail_outage' makes the
 * local outbox transport fail as a provider's outage would (worker/mail/outage.ts); 'wompi_outage' makes the local
 * stand-in for Wompi's API answer nothing (worker/payments/local-wompi-transactions.ts). Production never reads it.
 */
export const localSwitches = sqliteTable('local_switches', {
  name: text('name').primaryKey(),
  createdAt: createdAt(),
});
