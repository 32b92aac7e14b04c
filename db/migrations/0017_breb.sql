-- media_objects gains the 'payment_qr' kind (its CHECK): the Bre-B QR image a super_admin uploads in
-- Configuración. Nothing references media_objects and no trigger reads it, so the rebuild cascades nowhere (D1
-- ignores PRAGMA foreign_keys anyway), hence no PRAGMA here, as in 0011.
CREATE TABLE `__new_media_objects` (
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
	CONSTRAINT "media_objects_kind_check" CHECK("__new_media_objects"."kind" IN ('profile', 'gallery', 'video', 'thumbnail', 'memory', 'couple', 'template', 'payment_qr')),
	CONSTRAINT "media_objects_size_check" CHECK("__new_media_objects"."size" > 0)
);
--> statement-breakpoint
INSERT INTO `__new_media_objects`("key", "owner_id", "kind", "content_type", "size", "width", "height", "variant_of", "created_at") SELECT "key", "owner_id", "kind", "content_type", "size", "width", "height", "variant_of", "created_at" FROM `media_objects`;--> statement-breakpoint
DROP TABLE `media_objects`;--> statement-breakpoint
ALTER TABLE `__new_media_objects` RENAME TO `media_objects`;--> statement-breakpoint
CREATE INDEX `media_objects_owner_idx` ON `media_objects` (`owner_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `media_objects_variant_idx` ON `media_objects` (`variant_of`);