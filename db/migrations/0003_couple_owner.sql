ALTER TABLE `couple_profiles` ADD `user_id` text REFERENCES users(id) ON DELETE SET NULL;--> statement-breakpoint
CREATE INDEX `couple_profiles_user_idx` ON `couple_profiles` (`user_id`);