CREATE TABLE `short_links` (
	`code` text PRIMARY KEY NOT NULL,
	`target_type` text NOT NULL,
	`target_id` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	CONSTRAINT "short_links_target_check" CHECK("short_links"."target_type" IN ('memorial', 'family', 'couple'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `short_links_target_unique` ON `short_links` (`target_type`,`target_id`);--> statement-breakpoint
ALTER TABLE `family_profiles` ADD `short_code` text;--> statement-breakpoint
CREATE UNIQUE INDEX `family_profiles_short_code_unique` ON `family_profiles` (`short_code`);--> statement-breakpoint
ALTER TABLE `memorial_profiles` ADD `short_code` text;--> statement-breakpoint
CREATE UNIQUE INDEX `memorial_profiles_short_code_unique` ON `memorial_profiles` (`short_code`);--> statement-breakpoint
ALTER TABLE `couple_profiles` ADD `short_code` text;--> statement-breakpoint
CREATE UNIQUE INDEX `couple_profiles_short_code_unique` ON `couple_profiles` (`short_code`);
--> statement-breakpoint
-- Hand-written below (drizzle-kit does not manage triggers): every page gets its permanent plaque code when it
-- is inserted, from the alphabet of worker/services/short-links.ts (no 0/O, 1/I), and existing pages get theirs now.
-- A clash with an existing code fails the insert on the primary key; the services retry their creates.
-- Six separate random() draws, with no subquery: SQLite may evaluate a subquery once for a whole statement.
CREATE TRIGGER `memorial_profiles_short_code` AFTER INSERT ON `memorial_profiles` WHEN NEW.short_code IS NULL
BEGIN
  INSERT INTO short_links (code, target_type, target_id) VALUES ((substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', (random() & 31) + 1, 1) || substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', (random() & 31) + 1, 1) || substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', (random() & 31) + 1, 1) || substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', (random() & 31) + 1, 1) || substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', (random() & 31) + 1, 1) || substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', (random() & 31) + 1, 1)), 'memorial', NEW.id);
  UPDATE `memorial_profiles` SET short_code = (SELECT code FROM short_links WHERE target_type = 'memorial' AND target_id = NEW.id) WHERE id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER `family_profiles_short_code` AFTER INSERT ON `family_profiles` WHEN NEW.short_code IS NULL
BEGIN
  INSERT INTO short_links (code, target_type, target_id) VALUES ((substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', (random() & 31) + 1, 1) || substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', (random() & 31) + 1, 1) || substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', (random() & 31) + 1, 1) || substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', (random() & 31) + 1, 1) || substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', (random() & 31) + 1, 1) || substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', (random() & 31) + 1, 1)), 'family', NEW.id);
  UPDATE `family_profiles` SET short_code = (SELECT code FROM short_links WHERE target_type = 'family' AND target_id = NEW.id) WHERE id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER `couple_profiles_short_code` AFTER INSERT ON `couple_profiles` WHEN NEW.short_code IS NULL
BEGIN
  INSERT INTO short_links (code, target_type, target_id) VALUES ((substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', (random() & 31) + 1, 1) || substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', (random() & 31) + 1, 1) || substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', (random() & 31) + 1, 1) || substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', (random() & 31) + 1, 1) || substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', (random() & 31) + 1, 1) || substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', (random() & 31) + 1, 1)), 'couple', NEW.id);
  UPDATE `couple_profiles` SET short_code = (SELECT code FROM short_links WHERE target_type = 'couple' AND target_id = NEW.id) WHERE id = NEW.id;
END;
--> statement-breakpoint
INSERT INTO short_links (code, target_type, target_id) SELECT (substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', (random() & 31) + 1, 1) || substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', (random() & 31) + 1, 1) || substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', (random() & 31) + 1, 1) || substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', (random() & 31) + 1, 1) || substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', (random() & 31) + 1, 1) || substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', (random() & 31) + 1, 1)), 'memorial', id FROM `memorial_profiles` WHERE short_code IS NULL;
--> statement-breakpoint
UPDATE `memorial_profiles` SET short_code = (SELECT code FROM short_links WHERE target_type = 'memorial' AND target_id = `memorial_profiles`.id) WHERE short_code IS NULL;
--> statement-breakpoint
INSERT INTO short_links (code, target_type, target_id) SELECT (substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', (random() & 31) + 1, 1) || substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', (random() & 31) + 1, 1) || substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', (random() & 31) + 1, 1) || substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', (random() & 31) + 1, 1) || substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', (random() & 31) + 1, 1) || substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', (random() & 31) + 1, 1)), 'family', id FROM `family_profiles` WHERE short_code IS NULL;
--> statement-breakpoint
UPDATE `family_profiles` SET short_code = (SELECT code FROM short_links WHERE target_type = 'family' AND target_id = `family_profiles`.id) WHERE short_code IS NULL;
--> statement-breakpoint
INSERT INTO short_links (code, target_type, target_id) SELECT (substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', (random() & 31) + 1, 1) || substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', (random() & 31) + 1, 1) || substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', (random() & 31) + 1, 1) || substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', (random() & 31) + 1, 1) || substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', (random() & 31) + 1, 1) || substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', (random() & 31) + 1, 1)), 'couple', id FROM `couple_profiles` WHERE short_code IS NULL;
--> statement-breakpoint
UPDATE `couple_profiles` SET short_code = (SELECT code FROM short_links WHERE target_type = 'couple' AND target_id = `couple_profiles`.id) WHERE short_code IS NULL;
