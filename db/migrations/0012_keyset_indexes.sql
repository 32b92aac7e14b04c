DROP INDEX `users_created_at_idx`;--> statement-breakpoint
CREATE INDEX `users_created_at_idx` ON `users` (`created_at`,`id`);--> statement-breakpoint
DROP INDEX `orders_status_created_idx`;--> statement-breakpoint
DROP INDEX `orders_created_idx`;--> statement-breakpoint
CREATE INDEX `orders_paid_idx` ON `orders` (`paid_at`,`total_amount`);--> statement-breakpoint
CREATE INDEX `orders_status_created_idx` ON `orders` (`status`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `orders_created_idx` ON `orders` (`created_at`,`id`);--> statement-breakpoint
DROP INDEX `couple_profiles_created_idx`;--> statement-breakpoint
CREATE INDEX `couple_profiles_created_idx` ON `couple_profiles` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `family_profiles_created_idx` ON `family_profiles` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `family_profiles_published_idx` ON `family_profiles` (`is_published`,`created_at`);--> statement-breakpoint
CREATE INDEX `memorial_profiles_created_idx` ON `memorial_profiles` (`created_at`,`id`);