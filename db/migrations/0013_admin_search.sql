-- The back-office's searches (worker/services/admin-search.ts): FTS5 indexes over the fields an administrator
-- searches by, instead of LIKE '%…%' over every row (≈ 170 ms at 100 000 memorials). Case and accents fold
-- (unicode61 remove_diacritics 2: 'jose' finds José), and the services ask for every word as a prefix.
-- External content: each index holds only its terms, keyed by its table's rowid, and reads the text from the
-- table; the triggers below keep it in step with every insert, delete and change of an indexed field (a
-- visit counted changes no indexed field and costs nothing here). A later migration that rebuilds one of these
-- tables (new table, copy, rename) must create its three triggers again and end with
-- INSERT INTO <table>_search(<table>_search) VALUES ('rebuild'), since the copy renumbers the rowids.
-- D1 supports FTS5; `wrangler d1 export` refuses a database holding virtual tables, so the backup exports the
-- tables by name and the restore rebuilds these indexes (db/backup/).
CREATE VIRTUAL TABLE `users_search` USING fts5(email, first_name, last_name, content='users', tokenize='unicode61 remove_diacritics 2');
--> statement-breakpoint
CREATE TRIGGER `users_search_insert` AFTER INSERT ON `users`
BEGIN
  INSERT INTO `users_search` (rowid, email, first_name, last_name) VALUES (new.rowid, new.email, new.first_name, new.last_name);
END;
--> statement-breakpoint
CREATE TRIGGER `users_search_delete` AFTER DELETE ON `users`
BEGIN
  INSERT INTO `users_search` (`users_search`, rowid, email, first_name, last_name) VALUES ('delete', old.rowid, old.email, old.first_name, old.last_name);
END;
--> statement-breakpoint
CREATE TRIGGER `users_search_update` AFTER UPDATE OF email, first_name, last_name ON `users`
BEGIN
  INSERT INTO `users_search` (`users_search`, rowid, email, first_name, last_name) VALUES ('delete', old.rowid, old.email, old.first_name, old.last_name);
  INSERT INTO `users_search` (rowid, email, first_name, last_name) VALUES (new.rowid, new.email, new.first_name, new.last_name);
END;
--> statement-breakpoint
INSERT INTO `users_search` (`users_search`) VALUES ('rebuild');
--> statement-breakpoint
CREATE VIRTUAL TABLE `orders_search` USING fts5(payment_intent_id, payer_name, content='orders', tokenize='unicode61 remove_diacritics 2');
--> statement-breakpoint
CREATE TRIGGER `orders_search_insert` AFTER INSERT ON `orders`
BEGIN
  INSERT INTO `orders_search` (rowid, payment_intent_id, payer_name) VALUES (new.rowid, new.payment_intent_id, new.payer_name);
END;
--> statement-breakpoint
CREATE TRIGGER `orders_search_delete` AFTER DELETE ON `orders`
BEGIN
  INSERT INTO `orders_search` (`orders_search`, rowid, payment_intent_id, payer_name) VALUES ('delete', old.rowid, old.payment_intent_id, old.payer_name);
END;
--> statement-breakpoint
CREATE TRIGGER `orders_search_update` AFTER UPDATE OF payment_intent_id, payer_name ON `orders`
BEGIN
  INSERT INTO `orders_search` (`orders_search`, rowid, payment_intent_id, payer_name) VALUES ('delete', old.rowid, old.payment_intent_id, old.payer_name);
  INSERT INTO `orders_search` (rowid, payment_intent_id, payer_name) VALUES (new.rowid, new.payment_intent_id, new.payer_name);
END;
--> statement-breakpoint
INSERT INTO `orders_search` (`orders_search`) VALUES ('rebuild');
--> statement-breakpoint
CREATE VIRTUAL TABLE `memorial_profiles_search` USING fts5(profile_name, slug, content='memorial_profiles', tokenize='unicode61 remove_diacritics 2');
--> statement-breakpoint
CREATE TRIGGER `memorial_profiles_search_insert` AFTER INSERT ON `memorial_profiles`
BEGIN
  INSERT INTO `memorial_profiles_search` (rowid, profile_name, slug) VALUES (new.rowid, new.profile_name, new.slug);
END;
--> statement-breakpoint
CREATE TRIGGER `memorial_profiles_search_delete` AFTER DELETE ON `memorial_profiles`
BEGIN
  INSERT INTO `memorial_profiles_search` (`memorial_profiles_search`, rowid, profile_name, slug) VALUES ('delete', old.rowid, old.profile_name, old.slug);
END;
--> statement-breakpoint
CREATE TRIGGER `memorial_profiles_search_update` AFTER UPDATE OF profile_name, slug ON `memorial_profiles`
BEGIN
  INSERT INTO `memorial_profiles_search` (`memorial_profiles_search`, rowid, profile_name, slug) VALUES ('delete', old.rowid, old.profile_name, old.slug);
  INSERT INTO `memorial_profiles_search` (rowid, profile_name, slug) VALUES (new.rowid, new.profile_name, new.slug);
END;
--> statement-breakpoint
INSERT INTO `memorial_profiles_search` (`memorial_profiles_search`) VALUES ('rebuild');
--> statement-breakpoint
CREATE VIRTUAL TABLE `family_profiles_search` USING fts5(family_name, slug, content='family_profiles', tokenize='unicode61 remove_diacritics 2');
--> statement-breakpoint
CREATE TRIGGER `family_profiles_search_insert` AFTER INSERT ON `family_profiles`
BEGIN
  INSERT INTO `family_profiles_search` (rowid, family_name, slug) VALUES (new.rowid, new.family_name, new.slug);
END;
--> statement-breakpoint
CREATE TRIGGER `family_profiles_search_delete` AFTER DELETE ON `family_profiles`
BEGIN
  INSERT INTO `family_profiles_search` (`family_profiles_search`, rowid, family_name, slug) VALUES ('delete', old.rowid, old.family_name, old.slug);
END;
--> statement-breakpoint
CREATE TRIGGER `family_profiles_search_update` AFTER UPDATE OF family_name, slug ON `family_profiles`
BEGIN
  INSERT INTO `family_profiles_search` (`family_profiles_search`, rowid, family_name, slug) VALUES ('delete', old.rowid, old.family_name, old.slug);
  INSERT INTO `family_profiles_search` (rowid, family_name, slug) VALUES (new.rowid, new.family_name, new.slug);
END;
--> statement-breakpoint
INSERT INTO `family_profiles_search` (`family_profiles_search`) VALUES ('rebuild');
--> statement-breakpoint
CREATE VIRTUAL TABLE `couple_profiles_search` USING fts5(couple_name, slug, content='couple_profiles', tokenize='unicode61 remove_diacritics 2');
--> statement-breakpoint
CREATE TRIGGER `couple_profiles_search_insert` AFTER INSERT ON `couple_profiles`
BEGIN
  INSERT INTO `couple_profiles_search` (rowid, couple_name, slug) VALUES (new.rowid, new.couple_name, new.slug);
END;
--> statement-breakpoint
CREATE TRIGGER `couple_profiles_search_delete` AFTER DELETE ON `couple_profiles`
BEGIN
  INSERT INTO `couple_profiles_search` (`couple_profiles_search`, rowid, couple_name, slug) VALUES ('delete', old.rowid, old.couple_name, old.slug);
END;
--> statement-breakpoint
CREATE TRIGGER `couple_profiles_search_update` AFTER UPDATE OF couple_name, slug ON `couple_profiles`
BEGIN
  INSERT INTO `couple_profiles_search` (`couple_profiles_search`, rowid, couple_name, slug) VALUES ('delete', old.rowid, old.couple_name, old.slug);
  INSERT INTO `couple_profiles_search` (rowid, couple_name, slug) VALUES (new.rowid, new.couple_name, new.slug);
END;
--> statement-breakpoint
INSERT INTO `couple_profiles_search` (`couple_profiles_search`) VALUES ('rebuild');
