CREATE TABLE `candles` (
	`id` text PRIMARY KEY NOT NULL,
	`memorial_profile_id` text,
	`family_profile_id` text,
	`name` text,
	`lit_on` text NOT NULL,
	`visitor_hash` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`memorial_profile_id`) REFERENCES `memorial_profiles`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`family_profile_id`) REFERENCES `family_profiles`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "candles_one_memorial_check" CHECK(("candles"."memorial_profile_id" IS NULL) <> ("candles"."family_profile_id" IS NULL)),
	CONSTRAINT "candles_name_check" CHECK("candles"."name" IS NULL OR length("candles"."name") BETWEEN 1 AND 60)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `candles_visitor_hash_unique` ON `candles` (`visitor_hash`);--> statement-breakpoint
CREATE INDEX `candles_memorial_idx` ON `candles` (`memorial_profile_id`,`lit_on`);--> statement-breakpoint
CREATE INDEX `candles_family_idx` ON `candles` (`family_profile_id`,`lit_on`);--> statement-breakpoint
CREATE INDEX `candles_lit_on_idx` ON `candles` (`lit_on`);--> statement-breakpoint
CREATE TABLE `remembrance_deliveries` (
	`key` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`status` text NOT NULL,
	`attempts` integer DEFAULT 1 NOT NULL,
	`occasion_date` text NOT NULL,
	`subscription_id` text,
	`user_id` text,
	`claimed_at` text NOT NULL,
	`sent_at` text,
	`error` text,
	FOREIGN KEY (`subscription_id`) REFERENCES `reminder_subscriptions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "remembrance_deliveries_kind_check" CHECK("remembrance_deliveries"."kind" IN ('reminder', 'candle_digest')),
	CONSTRAINT "remembrance_deliveries_status_check" CHECK("remembrance_deliveries"."status" IN ('sending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE INDEX `remembrance_deliveries_claimed_idx` ON `remembrance_deliveries` (`claimed_at`);--> statement-breakpoint
CREATE TABLE `remembrance_settings` (
	`id` text PRIMARY KEY NOT NULL,
	`memorial_profile_id` text,
	`family_profile_id` text,
	`novenario` integer DEFAULT true NOT NULL,
	`misa_de_mes` integer DEFAULT true NOT NULL,
	`cabo_de_ano` integer DEFAULT true NOT NULL,
	`aniversario` integer DEFAULT true NOT NULL,
	`cumpleanos` integer DEFAULT true NOT NULL,
	`fieles_difuntos` integer DEFAULT true NOT NULL,
	`dia_de_la_madre` integer DEFAULT false NOT NULL,
	`dia_del_padre` integer DEFAULT false NOT NULL,
	`owner_reminders` integer DEFAULT true NOT NULL,
	`candle_digest` integer DEFAULT true NOT NULL,
	`owner_unsubscribe_token` text,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`memorial_profile_id`) REFERENCES `memorial_profiles`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`family_profile_id`) REFERENCES `family_profiles`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "remembrance_settings_one_memorial_check" CHECK(("remembrance_settings"."memorial_profile_id" IS NULL) <> ("remembrance_settings"."family_profile_id" IS NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `remembrance_settings_owner_unsubscribe_token_unique` ON `remembrance_settings` (`owner_unsubscribe_token`);--> statement-breakpoint
CREATE UNIQUE INDEX `remembrance_settings_memorial_unique` ON `remembrance_settings` (`memorial_profile_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `remembrance_settings_family_unique` ON `remembrance_settings` (`family_profile_id`);--> statement-breakpoint
CREATE TABLE `reminder_subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`memorial_profile_id` text,
	`family_profile_id` text,
	`email` text NOT NULL,
	`confirm_token_hash` text,
	`confirm_expires_at` text,
	`confirmed_at` text,
	`unsubscribe_token` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`memorial_profile_id`) REFERENCES `memorial_profiles`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`family_profile_id`) REFERENCES `family_profiles`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "reminder_subscriptions_one_memorial_check" CHECK(("reminder_subscriptions"."memorial_profile_id" IS NULL) <> ("reminder_subscriptions"."family_profile_id" IS NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reminder_subscriptions_confirm_token_hash_unique` ON `reminder_subscriptions` (`confirm_token_hash`);--> statement-breakpoint
CREATE UNIQUE INDEX `reminder_subscriptions_unsubscribe_token_unique` ON `reminder_subscriptions` (`unsubscribe_token`);--> statement-breakpoint
CREATE UNIQUE INDEX `reminder_subscriptions_memorial_email_unique` ON `reminder_subscriptions` (`memorial_profile_id`,`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `reminder_subscriptions_family_email_unique` ON `reminder_subscriptions` (`family_profile_id`,`email`);--> statement-breakpoint
CREATE INDEX `reminder_subscriptions_pending_idx` ON `reminder_subscriptions` (`confirmed_at`,`created_at`);--> statement-breakpoint
-- privacy_consents gains the 'recordatorios' purpose (its CHECK) and the subscription it authorised, so it is
-- rebuilt. Nothing references privacy_consents, so dropping the old table cascades nowhere (D1 ignores
-- PRAGMA foreign_keys, and the copied rows keep references that exist), hence no PRAGMA here.
CREATE TABLE `__new_privacy_consents` (
	`id` text PRIMARY KEY NOT NULL,
	`purpose` text NOT NULL,
	`policy_version` text NOT NULL,
	`accepted_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`ip_address` text,
	`user_id` text,
	`memory_id` text,
	`plaque_id` text,
	`reminder_subscription_id` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`memory_id`) REFERENCES `memories`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`plaque_id`) REFERENCES `plaques`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`reminder_subscription_id`) REFERENCES `reminder_subscriptions`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "privacy_consents_purpose_check" CHECK("__new_privacy_consents"."purpose" IN ('registro', 'recuerdo', 'entrega_placa', 'recordatorios'))
);
--> statement-breakpoint
INSERT INTO `__new_privacy_consents`("id", "purpose", "policy_version", "accepted_at", "ip_address", "user_id", "memory_id", "plaque_id", "reminder_subscription_id") SELECT "id", "purpose", "policy_version", "accepted_at", "ip_address", "user_id", "memory_id", "plaque_id", NULL FROM `privacy_consents`;--> statement-breakpoint
DROP TABLE `privacy_consents`;--> statement-breakpoint
ALTER TABLE `__new_privacy_consents` RENAME TO `privacy_consents`;--> statement-breakpoint
CREATE INDEX `privacy_consents_user_idx` ON `privacy_consents` (`user_id`);--> statement-breakpoint
CREATE INDEX `privacy_consents_memory_idx` ON `privacy_consents` (`memory_id`);--> statement-breakpoint
CREATE INDEX `privacy_consents_plaque_idx` ON `privacy_consents` (`plaque_id`);--> statement-breakpoint
CREATE INDEX `privacy_consents_reminder_idx` ON `privacy_consents` (`reminder_subscription_id`);--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `headers` text;