DROP INDEX `memories_memorial_wall_idx`;--> statement-breakpoint
DROP INDEX `memories_family_wall_idx`;--> statement-breakpoint
ALTER TABLE `memories` ADD `visitor_consent` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX `memories_memorial_wall_idx` ON `memories` (`memorial_profile_id`,`is_authorized`,`visitor_consent`,`created_at`);--> statement-breakpoint
CREATE INDEX `memories_family_wall_idx` ON `memories` (`family_profile_id`,`is_authorized`,`visitor_consent`,`created_at`);--> statement-breakpoint
ALTER TABLE `family_profiles` ADD `auto_publish_memories` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `memorial_profiles` ADD `auto_publish_memories` integer DEFAULT false NOT NULL;--> statement-breakpoint
-- Until now 'Hacer público' set is_authorized, and the owner could flip it either way. A memory that is
-- public today stays public: its consent is taken as given. Any other memory counts as left without the
-- visitor's consent, so no owner can publish it from now on.
UPDATE `memories` SET `visitor_consent` = `is_authorized`;
