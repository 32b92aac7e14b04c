CREATE TABLE `resting_places` (
	`id` text PRIMARY KEY NOT NULL,
	`memorial_profile_id` text,
	`family_member_id` text,
	`kind` text NOT NULL,
	`cemetery` text,
	`city` text,
	`section` text,
	`number` text,
	`latitude` real,
	`longitude` real,
	`outside_colombia` integer DEFAULT false NOT NULL,
	`directions` text,
	`photo_url` text,
	`since` text,
	`contract_years` integer,
	`visible` integer DEFAULT true NOT NULL,
	`ended_on` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`memorial_profile_id`) REFERENCES `memorial_profiles`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`family_member_id`) REFERENCES `family_members`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "resting_places_one_owner_check" CHECK(("resting_places"."memorial_profile_id" IS NULL) <> ("resting_places"."family_member_id" IS NULL)),
	CONSTRAINT "resting_places_kind_check" CHECK("resting_places"."kind" IN ('boveda', 'tumba', 'osario', 'cenizario', 'cenizas_en_casa', 'cenizas_esparcidas', 'otro')),
	CONSTRAINT "resting_places_coordinates_check" CHECK(("resting_places"."latitude" IS NULL) = ("resting_places"."longitude" IS NULL)),
	CONSTRAINT "resting_places_latitude_check" CHECK("resting_places"."latitude" IS NULL OR "resting_places"."latitude" BETWEEN -90 AND 90),
	CONSTRAINT "resting_places_longitude_check" CHECK("resting_places"."longitude" IS NULL OR "resting_places"."longitude" BETWEEN -180 AND 180),
	CONSTRAINT "resting_places_directions_check" CHECK("resting_places"."directions" IS NULL OR length("resting_places"."directions") <= 500),
	CONSTRAINT "resting_places_contract_check" CHECK("resting_places"."contract_years" IS NULL OR ("resting_places"."kind" = 'boveda' AND "resting_places"."contract_years" BETWEEN 1 AND 30))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `resting_places_memorial_current_unique` ON `resting_places` (`memorial_profile_id`) WHERE "resting_places"."ended_on" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `resting_places_member_current_unique` ON `resting_places` (`family_member_id`) WHERE "resting_places"."ended_on" IS NULL;--> statement-breakpoint
CREATE INDEX `resting_places_memorial_idx` ON `resting_places` (`memorial_profile_id`,`ended_on`);--> statement-breakpoint
CREATE INDEX `resting_places_member_idx` ON `resting_places` (`family_member_id`,`ended_on`);