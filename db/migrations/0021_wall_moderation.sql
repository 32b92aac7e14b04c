CREATE TABLE `memory_reports` (
	`id` text PRIMARY KEY NOT NULL,
	`memory_id` text NOT NULL,
	`reporter_hash` text NOT NULL,
	`reason` text NOT NULL,
	`details` text,
	`dismissed_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`memory_id`) REFERENCES `memories`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "memory_reports_reason_check" CHECK("memory_reports"."reason" IN ('offensive', 'false_information', 'spam', 'personal_data', 'other')),
	CONSTRAINT "memory_reports_details_check" CHECK("memory_reports"."details" IS NULL OR length("memory_reports"."details") BETWEEN 1 AND 300)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `memory_reports_reporter_unique` ON `memory_reports` (`memory_id`,`reporter_hash`);--> statement-breakpoint
CREATE INDEX `memory_reports_open_idx` ON `memory_reports` (`memory_id`,`dismissed_at`);--> statement-breakpoint
CREATE TABLE `wall_blocks` (
	`id` text PRIMARY KEY NOT NULL,
	`memorial_profile_id` text,
	`family_profile_id` text,
	`writer_hash` text NOT NULL,
	`author_name` text NOT NULL,
	`blocked_by` text,
	`expires_at` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`memorial_profile_id`) REFERENCES `memorial_profiles`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`family_profile_id`) REFERENCES `family_profiles`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`blocked_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "wall_blocks_one_memorial_check" CHECK(("wall_blocks"."memorial_profile_id" IS NULL) <> ("wall_blocks"."family_profile_id" IS NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `wall_blocks_memorial_writer_unique` ON `wall_blocks` (`memorial_profile_id`,`writer_hash`);--> statement-breakpoint
CREATE UNIQUE INDEX `wall_blocks_family_writer_unique` ON `wall_blocks` (`family_profile_id`,`writer_hash`);--> statement-breakpoint
ALTER TABLE `family_profiles` ADD `wall_photo_optional` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `memorial_profiles` ADD `wall_photo_optional` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `memories` ADD `writer_hash` text;--> statement-breakpoint
ALTER TABLE `memories` ADD `hidden_by_reports` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `memories` ADD `from_blocked_writer` integer DEFAULT false NOT NULL;