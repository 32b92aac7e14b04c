CREATE TABLE `auth_tokens` (
	`id` text PRIMARY KEY NOT NULL,
	`token_hash` text NOT NULL,
	`user_id` text NOT NULL,
	`purpose` text NOT NULL,
	`expires_at` text NOT NULL,
	`used_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "auth_tokens_purpose_check" CHECK("auth_tokens"."purpose" IN ('verify_email', 'reset_password', 'magic_link'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `auth_tokens_token_hash_unique` ON `auth_tokens` (`token_hash`);--> statement-breakpoint
CREATE INDEX `auth_tokens_user_purpose_idx` ON `auth_tokens` (`user_id`,`purpose`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`refresh_token_hash` text NOT NULL,
	`user_id` text NOT NULL,
	`expires_at` text NOT NULL,
	`refresh_expires_at` text NOT NULL,
	`user_agent` text,
	`ip_address` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sessions_refresh_token_hash_unique` ON `sessions` (`refresh_token_hash`);--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE INDEX `sessions_expires_idx` ON `sessions` (`expires_at`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`email_verified` integer DEFAULT false NOT NULL,
	`first_name` text DEFAULT '' NOT NULL,
	`last_name` text DEFAULT '' NOT NULL,
	`role` text DEFAULT 'user' NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`needs_password_setup` integer DEFAULT false NOT NULL,
	`password_hash` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	CONSTRAINT "users_role_check" CHECK("users"."role" IN ('user', 'admin', 'super_admin'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_lower_unique` ON `users` (lower("email"));--> statement-breakpoint
CREATE INDEX `users_created_at_idx` ON `users` (`created_at`);--> statement-breakpoint
CREATE TABLE `orders` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`package_id` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`payment_method` text NOT NULL,
	`payment_intent_id` text,
	`payer_name` text,
	`payment_date` text,
	`transferred_amount` integer,
	`total_amount` integer NOT NULL,
	`currency` text DEFAULT 'COP' NOT NULL,
	`paid_at` text,
	`verified_by` text,
	`verified_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`package_id`) REFERENCES `packages`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`verified_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "orders_status_check" CHECK("orders"."status" IN ('pending', 'pending_verification', 'completed', 'cancelled', 'failed')),
	CONSTRAINT "orders_total_check" CHECK("orders"."total_amount" >= 0),
	CONSTRAINT "orders_transferred_check" CHECK("orders"."transferred_amount" IS NULL OR "orders"."transferred_amount" >= 0)
);
--> statement-breakpoint
CREATE INDEX `orders_user_created_idx` ON `orders` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_status_created_idx` ON `orders` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_created_idx` ON `orders` (`created_at`);--> statement-breakpoint
CREATE INDEX `orders_reference_idx` ON `orders` (`payment_intent_id`);--> statement-breakpoint
CREATE TABLE `packages` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`package_type` text DEFAULT 'individual' NOT NULL,
	`price` integer NOT NULL,
	`currency` text DEFAULT 'COP' NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`features` text DEFAULT '[]' NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	CONSTRAINT "packages_type_check" CHECK("packages"."package_type" IN ('individual', 'family')),
	CONSTRAINT "packages_price_check" CHECK("packages"."price" >= 0)
);
--> statement-breakpoint
CREATE INDEX `packages_active_sort_idx` ON `packages` (`is_active`,`sort_order`);--> statement-breakpoint
CREATE TABLE `settings` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_by` text,
	FOREIGN KEY (`updated_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `family_members` (
	`id` text PRIMARY KEY NOT NULL,
	`family_profile_id` text NOT NULL,
	`name` text NOT NULL,
	`birth_date` text NOT NULL,
	`death_date` text NOT NULL,
	`profile_image_url` text NOT NULL,
	`relationship` text DEFAULT 'otro' NOT NULL,
	`memorial_video_url` text,
	`display_order` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`family_profile_id`) REFERENCES `family_profiles`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "family_members_relationship_check" CHECK("family_members"."relationship" IN ('padre', 'madre', 'hijo', 'hija', 'hermano', 'hermana', 'abuelo', 'abuela', 'nieto', 'nieta', 'tío', 'tía', 'sobrino', 'sobrina', 'primo', 'prima', 'esposo', 'esposa', 'novio', 'novia', 'suegro', 'suegra', 'yerno', 'nuera', 'cuñado', 'cuñada', 'otro')),
	CONSTRAINT "family_members_name_check" CHECK(length("family_members"."name") BETWEEN 1 AND 50),
	CONSTRAINT "family_members_dates_check" CHECK("family_members"."death_date" >= "family_members"."birth_date")
);
--> statement-breakpoint
CREATE INDEX `family_members_profile_order_idx` ON `family_members` (`family_profile_id`,`display_order`);--> statement-breakpoint
CREATE TABLE `family_profiles` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`order_id` text,
	`slug` text NOT NULL,
	`family_name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`template_id` text DEFAULT 'family-1' NOT NULL,
	`favorite_music` text,
	`memorial_video_url` text,
	`gallery_images` text DEFAULT '[]' NOT NULL,
	`visit_count` integer DEFAULT 0 NOT NULL,
	`is_published` integer DEFAULT false NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "family_profiles_slug_check" CHECK("family_profiles"."slug" LIKE 'familia-%'),
	CONSTRAINT "family_profiles_template_check" CHECK("family_profiles"."template_id" IN ('family-1', 'family-2')),
	CONSTRAINT "family_profiles_name_check" CHECK(length("family_profiles"."family_name") BETWEEN 1 AND 100),
	CONSTRAINT "family_profiles_description_check" CHECK(length("family_profiles"."description") <= 1000),
	CONSTRAINT "family_profiles_visits_check" CHECK("family_profiles"."visit_count" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `family_profiles_slug_unique` ON `family_profiles` (`slug`);--> statement-breakpoint
CREATE INDEX `family_profiles_user_created_idx` ON `family_profiles` (`user_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `family_profiles_order_unique` ON `family_profiles` (`order_id`);--> statement-breakpoint
CREATE TABLE `memorial_profiles` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`order_id` text,
	`slug` text NOT NULL,
	`profile_type` text DEFAULT 'individual' NOT NULL,
	`profile_name` text NOT NULL,
	`birth_date` text NOT NULL,
	`death_date` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`profile_image_url` text,
	`gallery_images` text DEFAULT '[]' NOT NULL,
	`memorial_video_url` text,
	`video_thumbnail_url` text,
	`favorite_music` text,
	`template_id` text DEFAULT 'general-1' NOT NULL,
	`visit_count` integer DEFAULT 0 NOT NULL,
	`is_published` integer DEFAULT false NOT NULL,
	`show_birth_date` integer DEFAULT true NOT NULL,
	`show_death_date` integer DEFAULT true NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "memorial_profiles_type_check" CHECK("memorial_profiles"."profile_type" IN ('individual', 'family')),
	CONSTRAINT "memorial_profiles_template_check" CHECK("memorial_profiles"."template_id" IN ('template-1', 'template-2', 'template-3', 'template-4', 'template-5', 'template-6', 'template-7', 'template-8', 'general-1')),
	CONSTRAINT "memorial_profiles_dates_check" CHECK("memorial_profiles"."death_date" >= "memorial_profiles"."birth_date"),
	CONSTRAINT "memorial_profiles_visits_check" CHECK("memorial_profiles"."visit_count" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `memorial_profiles_slug_unique` ON `memorial_profiles` (`slug`);--> statement-breakpoint
CREATE INDEX `memorial_profiles_user_created_idx` ON `memorial_profiles` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `memorial_profiles_published_idx` ON `memorial_profiles` (`is_published`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `memorial_profiles_order_unique` ON `memorial_profiles` (`order_id`);--> statement-breakpoint
CREATE TABLE `captchas` (
	`id` text PRIMARY KEY NOT NULL,
	`answer_hash` text NOT NULL,
	`expires_at` text NOT NULL,
	`used_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `captchas_expires_idx` ON `captchas` (`expires_at`);--> statement-breakpoint
CREATE TABLE `memories` (
	`id` text PRIMARY KEY NOT NULL,
	`memorial_profile_id` text,
	`family_profile_id` text,
	`photo_url` text NOT NULL,
	`author_name` text NOT NULL,
	`message` text NOT NULL,
	`song` text,
	`things_list` text DEFAULT '[]' NOT NULL,
	`is_authorized` integer DEFAULT false NOT NULL,
	`likes` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`memorial_profile_id`) REFERENCES `memorial_profiles`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`family_profile_id`) REFERENCES `family_profiles`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "memories_one_profile_check" CHECK(("memories"."memorial_profile_id" IS NULL) <> ("memories"."family_profile_id" IS NULL)),
	CONSTRAINT "memories_author_check" CHECK(length("memories"."author_name") BETWEEN 1 AND 100),
	CONSTRAINT "memories_message_check" CHECK(length("memories"."message") BETWEEN 1 AND 500),
	CONSTRAINT "memories_song_check" CHECK("memories"."song" IS NULL OR length("memories"."song") <= 200),
	CONSTRAINT "memories_things_check" CHECK(json_valid("memories"."things_list") AND json_array_length("memories"."things_list") <= 3),
	CONSTRAINT "memories_likes_check" CHECK("memories"."likes" >= 0)
);
--> statement-breakpoint
CREATE INDEX `memories_memorial_wall_idx` ON `memories` (`memorial_profile_id`,`is_authorized`,`created_at`);--> statement-breakpoint
CREATE INDEX `memories_family_wall_idx` ON `memories` (`family_profile_id`,`is_authorized`,`created_at`);--> statement-breakpoint
CREATE TABLE `couple_gallery_photos` (
	`id` text PRIMARY KEY NOT NULL,
	`couple_profile_id` text NOT NULL,
	`photo_url` text NOT NULL,
	`photo_title` text,
	`display_order` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`couple_profile_id`) REFERENCES `couple_profiles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `couple_gallery_profile_order_idx` ON `couple_gallery_photos` (`couple_profile_id`,`display_order`);--> statement-breakpoint
CREATE TABLE `couple_profiles` (
	`id` text PRIMARY KEY NOT NULL,
	`created_by` text,
	`slug` text NOT NULL,
	`couple_name` text NOT NULL,
	`description` text NOT NULL,
	`profile_image_url` text NOT NULL,
	`person1_name` text NOT NULL,
	`person1_alias` text,
	`person1_birth_date` text NOT NULL,
	`person1_zodiac_sign` text,
	`person1_comidas_favoritas` text DEFAULT '[]' NOT NULL,
	`person1_series_peliculas` text DEFAULT '[]' NOT NULL,
	`person1_suegros` text DEFAULT '[]' NOT NULL,
	`person1_cunados` text DEFAULT '[]' NOT NULL,
	`person2_name` text NOT NULL,
	`person2_alias` text,
	`person2_birth_date` text NOT NULL,
	`person2_zodiac_sign` text,
	`person2_comidas_favoritas` text DEFAULT '[]' NOT NULL,
	`person2_series_peliculas` text DEFAULT '[]' NOT NULL,
	`person2_suegros` text DEFAULT '[]' NOT NULL,
	`person2_cunados` text DEFAULT '[]' NOT NULL,
	`relationship_start_date` text,
	`anniversary_date` text,
	`common_interests` text DEFAULT '[]' NOT NULL,
	`pets` text,
	`short_term_goals` text,
	`medium_term_goals` text,
	`long_term_goals` text,
	`template_id` text DEFAULT 'couple-1' NOT NULL,
	`is_published` integer DEFAULT false NOT NULL,
	`visit_count` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "couple_profiles_template_check" CHECK("couple_profiles"."template_id" IN ('couple-1')),
	CONSTRAINT "couple_profiles_interests_check" CHECK(json_array_length("couple_profiles"."common_interests") <= 10),
	CONSTRAINT "couple_profiles_foods_check" CHECK(json_array_length("couple_profiles"."person1_comidas_favoritas") <= 3 AND json_array_length("couple_profiles"."person2_comidas_favoritas") <= 3)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `couple_profiles_slug_unique` ON `couple_profiles` (`slug`);--> statement-breakpoint
CREATE INDEX `couple_profiles_created_idx` ON `couple_profiles` (`created_at`);--> statement-breakpoint
CREATE TABLE `couple_songs` (
	`id` text PRIMARY KEY NOT NULL,
	`couple_profile_id` text NOT NULL,
	`song_title` text NOT NULL,
	`youtube_url` text NOT NULL,
	`display_order` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`couple_profile_id`) REFERENCES `couple_profiles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `couple_songs_profile_order_idx` ON `couple_songs` (`couple_profile_id`,`display_order`);--> statement-breakpoint
CREATE TABLE `couple_videos` (
	`id` text PRIMARY KEY NOT NULL,
	`couple_profile_id` text NOT NULL,
	`video_url` text NOT NULL,
	`video_filename` text,
	`display_order` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`couple_profile_id`) REFERENCES `couple_profiles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `couple_videos_profile_order_idx` ON `couple_videos` (`couple_profile_id`,`display_order`);--> statement-breakpoint
CREATE TABLE `media_objects` (
	`key` text PRIMARY KEY NOT NULL,
	`owner_id` text,
	`kind` text NOT NULL,
	`content_type` text NOT NULL,
	`size` integer NOT NULL,
	`width` integer,
	`height` integer,
	`variant_of` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "media_objects_kind_check" CHECK("media_objects"."kind" IN ('profile', 'gallery', 'video', 'thumbnail', 'memory', 'couple', 'template')),
	CONSTRAINT "media_objects_size_check" CHECK("media_objects"."size" > 0)
);
--> statement-breakpoint
CREATE INDEX `media_objects_owner_idx` ON `media_objects` (`owner_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `media_objects_variant_idx` ON `media_objects` (`variant_of`);--> statement-breakpoint
CREATE TABLE `quotes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`text` text NOT NULL,
	`author` text NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `quotes_text_unique` ON `quotes` (`text`);--> statement-breakpoint
CREATE INDEX `quotes_active_idx` ON `quotes` (`is_active`,`id`);--> statement-breakpoint
CREATE TABLE `audit_log` (
	`id` text PRIMARY KEY NOT NULL,
	`actor_id` text,
	`action` text NOT NULL,
	`entity_type` text NOT NULL,
	`entity_id` text NOT NULL,
	`details` text,
	`ip_address` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `audit_log_entity_idx` ON `audit_log` (`entity_type`,`entity_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `audit_log_created_idx` ON `audit_log` (`created_at`);--> statement-breakpoint
CREATE TABLE `mail_outbox` (
	`id` text PRIMARY KEY NOT NULL,
	`to_email` text NOT NULL,
	`subject` text NOT NULL,
	`text_body` text NOT NULL,
	`html_body` text NOT NULL,
	`links` text DEFAULT '[]' NOT NULL,
	`transport` text NOT NULL,
	`status` text DEFAULT 'queued' NOT NULL,
	`error` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`sent_at` text,
	CONSTRAINT "mail_outbox_status_check" CHECK("mail_outbox"."status" IN ('queued', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE INDEX `mail_outbox_to_created_idx` ON `mail_outbox` (lower("to_email"),`created_at`);--> statement-breakpoint
CREATE TABLE `rate_limits` (
	`key` text PRIMARY KEY NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	`window_start` integer NOT NULL
);
