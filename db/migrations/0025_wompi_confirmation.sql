-- Wompi hardening (docs/features/payments.md):
-- - local_wompi_transactions: what the local stand-in for Wompi's transactions API knows (LOCAL_DEV only; production
--   never reads it).
-- - payment_events' outcome CHECK gains 'unconfirmed', 'transaction_reused' and 'unavailable'. Nothing references
--   payment_events and no trigger reads it, so the rebuild cascades nowhere (D1 ignores PRAGMA foreign_keys anyway),
--   hence no PRAGMA here, as in 0017.
-- - One gateway transaction settles at most one order. Should two orders already share one, this index fails and
--   the deploy stops: an administrator looks at both before anything else (SELECT payment_gateway,
--   gateway_transaction_id, count(*) FROM orders WHERE gateway_transaction_id IS NOT NULL GROUP BY 1, 2 HAVING count(*) > 1).
CREATE TABLE `local_wompi_transactions` (
	`id` text PRIMARY KEY NOT NULL,
	`reference` text NOT NULL,
	`status` text NOT NULL,
	`amount_in_cents` integer NOT NULL,
	`currency` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `__new_payment_events` (
	`id` text PRIMARY KEY NOT NULL,
	`gateway` text NOT NULL,
	`event_type` text NOT NULL,
	`transaction_id` text,
	`reference` text,
	`transaction_status` text,
	`amount_in_cents` integer,
	`currency` text,
	`order_id` text,
	`outcome` text DEFAULT 'received' NOT NULL,
	`payload` text NOT NULL,
	`received_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "payment_events_outcome_check" CHECK("__new_payment_events"."outcome" IN ('received', 'paid', 'declined', 'repeated', 'ignored', 'unknown_reference', 'amount_mismatch', 'unconfirmed', 'transaction_reused', 'unavailable'))
);
--> statement-breakpoint
INSERT INTO `__new_payment_events`("id", "gateway", "event_type", "transaction_id", "reference", "transaction_status", "amount_in_cents", "currency", "order_id", "outcome", "payload", "received_at") SELECT "id", "gateway", "event_type", "transaction_id", "reference", "transaction_status", "amount_in_cents", "currency", "order_id", "outcome", "payload", "received_at" FROM `payment_events`;--> statement-breakpoint
DROP TABLE `payment_events`;--> statement-breakpoint
ALTER TABLE `__new_payment_events` RENAME TO `payment_events`;--> statement-breakpoint
CREATE INDEX `payment_events_outcome_idx` ON `payment_events` (`outcome`,`received_at`);--> statement-breakpoint
CREATE INDEX `payment_events_order_idx` ON `payment_events` (`order_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `orders_gateway_transaction_unique` ON `orders` (`payment_gateway`,`gateway_transaction_id`) WHERE "orders"."gateway_transaction_id" IS NOT NULL;