-- Online payments (issue 32): the raw events of a gateway (Wompi) and, on each order, which gateway and transaction confirmed it.
-- Numbered 0018: 0017 is the Bre-B payment method, made alongside.
CREATE TABLE `payment_events` (
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
	CONSTRAINT "payment_events_outcome_check" CHECK("payment_events"."outcome" IN ('received', 'paid', 'declined', 'repeated', 'ignored', 'unknown_reference', 'amount_mismatch'))
);
--> statement-breakpoint
CREATE INDEX `payment_events_outcome_idx` ON `payment_events` (`outcome`,`received_at`);--> statement-breakpoint
CREATE INDEX `payment_events_order_idx` ON `payment_events` (`order_id`);--> statement-breakpoint
ALTER TABLE `orders` ADD `payment_gateway` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `gateway_transaction_id` text;