CREATE TABLE `edge_cache_versions` (
	`scope` text PRIMARY KEY NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	`purged_at` text NOT NULL
);
