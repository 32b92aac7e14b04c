ALTER TABLE `family_profiles` ADD `wall_photoless_refusals` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `family_profiles` ADD `wall_photoless_refused_at` text;--> statement-breakpoint
ALTER TABLE `memorial_profiles` ADD `wall_photoless_refusals` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `memorial_profiles` ADD `wall_photoless_refused_at` text;