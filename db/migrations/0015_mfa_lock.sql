-- The lifetime cap on guessing second-factor codes (worker/services/mfa-factors.ts): wrong codes in a row per
-- account, and when the run reached the cap. A super administrator's reset removes the row, and the lock with it.
ALTER TABLE `user_totp` ADD `failed_codes` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `user_totp` ADD `locked_at` text;--> statement-breakpoint
-- Enrolments never confirmed were started with a session alone; starting one now asks for the password, so
-- those are dropped (the person just starts again) and none can be confirmed without it.
DELETE FROM `user_totp` WHERE `enabled_at` IS NULL;
