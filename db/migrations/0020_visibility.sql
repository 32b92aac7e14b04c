-- 'Quién puede verlo' (issue 34, worker/services/visibility.ts): public (as before), unlisted or private with an
-- access code (hashed) and a version that shuts out devices opened under an older code. Added in place: a
-- rebuild would drop these parents, cascading to their members, memories and candles. The CHECK rides on the
-- column (drizzle's table-level check() would ask for that rebuild), so db/schema/memorials.ts does not list it.
ALTER TABLE `family_profiles` ADD `access_code_hash` text;--> statement-breakpoint
ALTER TABLE `family_profiles` ADD `access_version` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `family_profiles` ADD `visibility` text DEFAULT 'public' NOT NULL CONSTRAINT "family_profiles_visibility_check" CHECK(`visibility` IN ('public', 'unlisted', 'private') AND (`visibility` <> 'private' OR `access_code_hash` IS NOT NULL));--> statement-breakpoint
ALTER TABLE `memorial_profiles` ADD `access_code_hash` text;--> statement-breakpoint
ALTER TABLE `memorial_profiles` ADD `access_version` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `memorial_profiles` ADD `visibility` text DEFAULT 'public' NOT NULL CONSTRAINT "memorial_profiles_visibility_check" CHECK(`visibility` IN ('public', 'unlisted', 'private') AND (`visibility` <> 'private' OR `access_code_hash` IS NOT NULL));
