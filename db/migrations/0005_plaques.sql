CREATE TABLE `plaques` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`target_type` text NOT NULL,
	`target_id` text NOT NULL,
	`status` text DEFAULT 'por_grabar' NOT NULL,
	`recipient_name` text,
	`recipient_phone` text,
	`department` text,
	`municipality` text,
	`address` text,
	`delivery_notes` text,
	`delivery_updated_at` text,
	`carrier` text,
	`tracking_number` text,
	`engraved_at` text,
	`shipped_at` text,
	`delivered_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "plaques_status_check" CHECK("plaques"."status" IN ('por_grabar', 'grabada', 'enviada', 'entregada')),
	CONSTRAINT "plaques_target_check" CHECK("plaques"."target_type" IN ('memorial', 'family')),
	CONSTRAINT "plaques_shipping_check" CHECK("plaques"."status" IN ('por_grabar', 'grabada') OR ("plaques"."address" IS NOT NULL AND "plaques"."tracking_number" IS NOT NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `plaques_order_unique` ON `plaques` (`order_id`);--> statement-breakpoint
CREATE INDEX `plaques_target_idx` ON `plaques` (`target_type`,`target_id`);--> statement-breakpoint
CREATE INDEX `plaques_status_created_idx` ON `plaques` (`status`,`created_at`);
--> statement-breakpoint
-- Hand-written below (drizzle-kit does not manage triggers): a memorial bought with an order gets that order's plaque
-- when it is inserted, however it is inserted (API, seed, a console). One plaque per order: a memorial made again for
-- the same order finds the plaque already there. The ids are random UUIDs (version 4), like crypto.randomUUID()'s.
CREATE TRIGGER `memorial_profiles_plaque` AFTER INSERT ON `memorial_profiles` WHEN NEW.order_id IS NOT NULL
BEGIN
  INSERT INTO plaques (id, order_id, target_type, target_id)
  SELECT lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2) || '-' || substr('89AB', (random() & 3) + 1, 1) || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6))), NEW.order_id, 'memorial', NEW.id
  WHERE NOT EXISTS (SELECT 1 FROM plaques WHERE order_id = NEW.order_id);
END;
--> statement-breakpoint
CREATE TRIGGER `family_profiles_plaque` AFTER INSERT ON `family_profiles` WHEN NEW.order_id IS NOT NULL
BEGIN
  INSERT INTO plaques (id, order_id, target_type, target_id)
  SELECT lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2) || '-' || substr('89AB', (random() & 3) + 1, 1) || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6))), NEW.order_id, 'family', NEW.id
  WHERE NOT EXISTS (SELECT 1 FROM plaques WHERE order_id = NEW.order_id);
END;
--> statement-breakpoint
-- A plaque nobody has engraved yet leaves with its memorial, so the order's next memorial gets a fresh one. An engraved
-- plaque exists in the world: its row stays, and the order has had its plaque.
CREATE TRIGGER `memorial_profiles_plaque_delete` AFTER DELETE ON `memorial_profiles`
BEGIN
  DELETE FROM plaques WHERE target_type = 'memorial' AND target_id = OLD.id AND status = 'por_grabar';
END;
--> statement-breakpoint
CREATE TRIGGER `family_profiles_plaque_delete` AFTER DELETE ON `family_profiles`
BEGIN
  DELETE FROM plaques WHERE target_type = 'family' AND target_id = OLD.id AND status = 'por_grabar';
END;
--> statement-breakpoint
-- Memorials that existed before plaques were tracked get theirs now.
INSERT INTO plaques (id, order_id, target_type, target_id, created_at)
SELECT lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2) || '-' || substr('89AB', (random() & 3) + 1, 1) || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6))), m.order_id, 'memorial', m.id, m.created_at FROM `memorial_profiles` m
WHERE m.order_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM plaques p WHERE p.order_id = m.order_id);
--> statement-breakpoint
INSERT INTO plaques (id, order_id, target_type, target_id, created_at)
SELECT lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2) || '-' || substr('89AB', (random() & 3) + 1, 1) || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6))), m.order_id, 'family', m.id, m.created_at FROM `family_profiles` m
WHERE m.order_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM plaques p WHERE p.order_id = m.order_id);
