CREATE TABLE `privacy_consents` (
	`id` text PRIMARY KEY NOT NULL,
	`purpose` text NOT NULL,
	`policy_version` text NOT NULL,
	`accepted_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`ip_address` text,
	`user_id` text,
	`memory_id` text,
	`plaque_id` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`memory_id`) REFERENCES `memories`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`plaque_id`) REFERENCES `plaques`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "privacy_consents_purpose_check" CHECK("privacy_consents"."purpose" IN ('registro', 'recuerdo', 'entrega_placa'))
);
--> statement-breakpoint
CREATE INDEX `privacy_consents_user_idx` ON `privacy_consents` (`user_id`);--> statement-breakpoint
CREATE INDEX `privacy_consents_memory_idx` ON `privacy_consents` (`memory_id`);--> statement-breakpoint
CREATE INDEX `privacy_consents_plaque_idx` ON `privacy_consents` (`plaque_id`);