-- An e-mail change someone else asked for, waiting for the account to confirm it from its current address
-- (worker/services/email-changes.ts): users keeps its address until then.
-- Then the passwords administrators typed for someone before the back-office stopped doing it (a hash with
-- needs_password_setup, services/users.ts hasTemporaryPassword) go, with the sessions they opened: the
-- administrator knows them. The person enters again by 'Olvidé mi contraseña' or a link, to their own mailbox.
CREATE TABLE `email_changes` (
	`user_id` text PRIMARY KEY NOT NULL,
	`new_email` text NOT NULL,
	`token_hash` text NOT NULL,
	`requested_by` text,
	`expires_at` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`requested_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `email_changes_token_hash_unique` ON `email_changes` (`token_hash`);--> statement-breakpoint
DELETE FROM `sessions` WHERE `user_id` IN (SELECT `id` FROM `users` WHERE `needs_password_setup` = 1 AND `password_hash` IS NOT NULL);--> statement-breakpoint
UPDATE `users` SET `password_hash` = NULL WHERE `needs_password_setup` = 1 AND `password_hash` IS NOT NULL;
