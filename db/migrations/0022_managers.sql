CREATE TABLE `memorial_invitations` (
	`id` text PRIMARY KEY NOT NULL,
	`memorial_profile_id` text,
	`family_profile_id` text,
	`email` text NOT NULL,
	`role` text NOT NULL,
	`token_hash` text NOT NULL,
	`invited_by` text,
	`expires_at` text NOT NULL,
	`accepted_at` text,
	`accepted_by` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`memorial_profile_id`) REFERENCES `memorial_profiles`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`family_profile_id`) REFERENCES `family_profiles`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invited_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`accepted_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "memorial_invitations_one_memorial_check" CHECK(("memorial_invitations"."memorial_profile_id" IS NULL) <> ("memorial_invitations"."family_profile_id" IS NULL)),
	CONSTRAINT "memorial_invitations_role_check" CHECK("memorial_invitations"."role" IN ('editor', 'moderator', 'owner'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `memorial_invitations_token_hash_unique` ON `memorial_invitations` (`token_hash`);--> statement-breakpoint
CREATE INDEX `memorial_invitations_memorial_idx` ON `memorial_invitations` (`memorial_profile_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `memorial_invitations_family_idx` ON `memorial_invitations` (`family_profile_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `memorial_invitations_email_idx` ON `memorial_invitations` (`email`,`expires_at`);--> statement-breakpoint
CREATE TABLE `memorial_managers` (
	`id` text PRIMARY KEY NOT NULL,
	`memorial_profile_id` text,
	`family_profile_id` text,
	`user_id` text NOT NULL,
	`role` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`memorial_profile_id`) REFERENCES `memorial_profiles`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`family_profile_id`) REFERENCES `family_profiles`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "memorial_managers_one_memorial_check" CHECK(("memorial_managers"."memorial_profile_id" IS NULL) <> ("memorial_managers"."family_profile_id" IS NULL)),
	CONSTRAINT "memorial_managers_role_check" CHECK("memorial_managers"."role" IN ('editor', 'moderator'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `memorial_managers_memorial_user_unique` ON `memorial_managers` (`memorial_profile_id`,`user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `memorial_managers_family_user_unique` ON `memorial_managers` (`family_profile_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `memorial_managers_user_idx` ON `memorial_managers` (`user_id`);