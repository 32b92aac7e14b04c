CREATE TABLE `gatherings` (
	`id` text PRIMARY KEY NOT NULL,
	`memorial_profile_id` text,
	`family_profile_id` text,
	`kind` text NOT NULL,
	`title` text,
	`starts_at` text NOT NULL,
	`ends_at` text,
	`place_name` text NOT NULL,
	`address` text,
	`latitude` real,
	`longitude` real,
	`livestream_url` text,
	`notes` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`memorial_profile_id`) REFERENCES `memorial_profiles`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`family_profile_id`) REFERENCES `family_profiles`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "gatherings_one_memorial_check" CHECK(("gatherings"."memorial_profile_id" IS NULL) <> ("gatherings"."family_profile_id" IS NULL)),
	CONSTRAINT "gatherings_kind_check" CHECK("gatherings"."kind" IN ('velacion', 'exequias', 'misa', 'novenario', 'misa_de_mes', 'cabo_de_ano', 'otro')),
	CONSTRAINT "gatherings_ends_after_start_check" CHECK("gatherings"."ends_at" IS NULL OR "gatherings"."ends_at" > "gatherings"."starts_at"),
	CONSTRAINT "gatherings_coordinates_check" CHECK(("gatherings"."latitude" IS NULL AND "gatherings"."longitude" IS NULL) OR ("gatherings"."latitude" BETWEEN -90 AND 90 AND "gatherings"."longitude" BETWEEN -180 AND 180))
);
--> statement-breakpoint
CREATE INDEX `gatherings_memorial_idx` ON `gatherings` (`memorial_profile_id`,`starts_at`);--> statement-breakpoint
CREATE INDEX `gatherings_family_idx` ON `gatherings` (`family_profile_id`,`starts_at`);--> statement-breakpoint
CREATE INDEX `gatherings_starts_at_idx` ON `gatherings` (`starts_at`);--> statement-breakpoint
-- At most 50 gatherings per memorial or family (issue 33). The API refuses the 51st in Spanish before writing;
-- this trigger makes it a rule of the data itself, so two requests at once cannot both pass the count.
CREATE TRIGGER `gatherings_limit` BEFORE INSERT ON `gatherings`
WHEN (SELECT count(*) FROM `gatherings` WHERE `memorial_profile_id` = NEW.`memorial_profile_id` OR `family_profile_id` = NEW.`family_profile_id`) >= 50
BEGIN
  SELECT RAISE(ABORT, 'gatherings_limit');
END;
