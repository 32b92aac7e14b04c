-- The running totals of db/schema/row-counts.ts, kept by triggers: the back-office's lists and dashboard read one
-- row instead of counting 100 000 memorials on every page. Each trigger adds what its write moved (an UPSERT, so
-- a scope that never had a row, such as a new order status, starts itself). A visit to an unpublished page
-- writes nothing here. A later migration that rebuilds one of these tables must create its triggers again
-- (tests/api/schema.test.ts lists them) and recount its scopes.
CREATE TABLE `row_counts` (
	`scope` text PRIMARY KEY NOT NULL,
	`n` integer DEFAULT 0 NOT NULL
);--> statement-breakpoint
CREATE TRIGGER `users_count_insert` AFTER INSERT ON `users`
BEGIN
  INSERT INTO row_counts (scope, n) VALUES ('users', 1) ON CONFLICT (scope) DO UPDATE SET n = n + excluded.n;
END;
--> statement-breakpoint
CREATE TRIGGER `users_count_delete` AFTER DELETE ON `users`
BEGIN
  INSERT INTO row_counts (scope, n) VALUES ('users', -1) ON CONFLICT (scope) DO UPDATE SET n = n + excluded.n;
END;
--> statement-breakpoint
CREATE TRIGGER `couple_profiles_count_insert` AFTER INSERT ON `couple_profiles`
BEGIN
  INSERT INTO row_counts (scope, n) VALUES ('couple_profiles', 1) ON CONFLICT (scope) DO UPDATE SET n = n + excluded.n;
END;
--> statement-breakpoint
CREATE TRIGGER `couple_profiles_count_delete` AFTER DELETE ON `couple_profiles`
BEGIN
  INSERT INTO row_counts (scope, n) VALUES ('couple_profiles', -1) ON CONFLICT (scope) DO UPDATE SET n = n + excluded.n;
END;
--> statement-breakpoint
CREATE TRIGGER `memorial_profiles_count_insert` AFTER INSERT ON `memorial_profiles`
BEGIN
  INSERT INTO row_counts (scope, n) VALUES ('memorial_profiles', 1) ON CONFLICT (scope) DO UPDATE SET n = n + excluded.n;
  INSERT INTO row_counts (scope, n) VALUES ('published', new.is_published) ON CONFLICT (scope) DO UPDATE SET n = n + excluded.n;
  INSERT INTO row_counts (scope, n) VALUES ('published_visits', new.is_published * new.visit_count) ON CONFLICT (scope) DO UPDATE SET n = n + excluded.n;
END;
--> statement-breakpoint
CREATE TRIGGER `memorial_profiles_count_delete` AFTER DELETE ON `memorial_profiles`
BEGIN
  INSERT INTO row_counts (scope, n) VALUES ('memorial_profiles', -1) ON CONFLICT (scope) DO UPDATE SET n = n + excluded.n;
  INSERT INTO row_counts (scope, n) VALUES ('published', -old.is_published) ON CONFLICT (scope) DO UPDATE SET n = n + excluded.n;
  INSERT INTO row_counts (scope, n) VALUES ('published_visits', -old.is_published * old.visit_count) ON CONFLICT (scope) DO UPDATE SET n = n + excluded.n;
END;
--> statement-breakpoint
CREATE TRIGGER `memorial_profiles_count_published` AFTER UPDATE OF is_published ON `memorial_profiles` WHEN new.is_published <> old.is_published
BEGIN
  INSERT INTO row_counts (scope, n) VALUES ('published', new.is_published - old.is_published) ON CONFLICT (scope) DO UPDATE SET n = n + excluded.n;
END;
--> statement-breakpoint
CREATE TRIGGER `memorial_profiles_count_visits` AFTER UPDATE OF is_published, visit_count ON `memorial_profiles` WHEN new.is_published OR old.is_published
BEGIN
  INSERT INTO row_counts (scope, n) VALUES ('published_visits', new.is_published * new.visit_count - old.is_published * old.visit_count) ON CONFLICT (scope) DO UPDATE SET n = n + excluded.n;
END;
--> statement-breakpoint
CREATE TRIGGER `family_profiles_count_insert` AFTER INSERT ON `family_profiles`
BEGIN
  INSERT INTO row_counts (scope, n) VALUES ('family_profiles', 1) ON CONFLICT (scope) DO UPDATE SET n = n + excluded.n;
  INSERT INTO row_counts (scope, n) VALUES ('published', new.is_published) ON CONFLICT (scope) DO UPDATE SET n = n + excluded.n;
  INSERT INTO row_counts (scope, n) VALUES ('published_visits', new.is_published * new.visit_count) ON CONFLICT (scope) DO UPDATE SET n = n + excluded.n;
END;
--> statement-breakpoint
CREATE TRIGGER `family_profiles_count_delete` AFTER DELETE ON `family_profiles`
BEGIN
  INSERT INTO row_counts (scope, n) VALUES ('family_profiles', -1) ON CONFLICT (scope) DO UPDATE SET n = n + excluded.n;
  INSERT INTO row_counts (scope, n) VALUES ('published', -old.is_published) ON CONFLICT (scope) DO UPDATE SET n = n + excluded.n;
  INSERT INTO row_counts (scope, n) VALUES ('published_visits', -old.is_published * old.visit_count) ON CONFLICT (scope) DO UPDATE SET n = n + excluded.n;
END;
--> statement-breakpoint
CREATE TRIGGER `family_profiles_count_published` AFTER UPDATE OF is_published ON `family_profiles` WHEN new.is_published <> old.is_published
BEGIN
  INSERT INTO row_counts (scope, n) VALUES ('published', new.is_published - old.is_published) ON CONFLICT (scope) DO UPDATE SET n = n + excluded.n;
END;
--> statement-breakpoint
CREATE TRIGGER `family_profiles_count_visits` AFTER UPDATE OF is_published, visit_count ON `family_profiles` WHEN new.is_published OR old.is_published
BEGIN
  INSERT INTO row_counts (scope, n) VALUES ('published_visits', new.is_published * new.visit_count - old.is_published * old.visit_count) ON CONFLICT (scope) DO UPDATE SET n = n + excluded.n;
END;
--> statement-breakpoint
CREATE TRIGGER `orders_count_insert` AFTER INSERT ON `orders`
BEGIN
  INSERT INTO row_counts (scope, n) VALUES ('orders', 1) ON CONFLICT (scope) DO UPDATE SET n = n + excluded.n;
  INSERT INTO row_counts (scope, n) VALUES ('orders:' || new.status, 1) ON CONFLICT (scope) DO UPDATE SET n = n + excluded.n;
  INSERT INTO row_counts (scope, n) VALUES ('orders:revenue', CASE WHEN new.paid_at IS NOT NULL THEN new.total_amount ELSE 0 END) ON CONFLICT (scope) DO UPDATE SET n = n + excluded.n;
END;
--> statement-breakpoint
CREATE TRIGGER `orders_count_delete` AFTER DELETE ON `orders`
BEGIN
  INSERT INTO row_counts (scope, n) VALUES ('orders', -1) ON CONFLICT (scope) DO UPDATE SET n = n + excluded.n;
  INSERT INTO row_counts (scope, n) VALUES ('orders:' || old.status, -1) ON CONFLICT (scope) DO UPDATE SET n = n + excluded.n;
  INSERT INTO row_counts (scope, n) VALUES ('orders:revenue', -(CASE WHEN old.paid_at IS NOT NULL THEN old.total_amount ELSE 0 END)) ON CONFLICT (scope) DO UPDATE SET n = n + excluded.n;
END;
--> statement-breakpoint
CREATE TRIGGER `orders_count_status` AFTER UPDATE OF status ON `orders` WHEN new.status <> old.status
BEGIN
  INSERT INTO row_counts (scope, n) VALUES ('orders:' || old.status, -1) ON CONFLICT (scope) DO UPDATE SET n = n + excluded.n;
  INSERT INTO row_counts (scope, n) VALUES ('orders:' || new.status, 1) ON CONFLICT (scope) DO UPDATE SET n = n + excluded.n;
END;
--> statement-breakpoint
CREATE TRIGGER `orders_count_revenue` AFTER UPDATE OF paid_at, total_amount ON `orders`
BEGIN
  INSERT INTO row_counts (scope, n) VALUES ('orders:revenue', CASE WHEN new.paid_at IS NOT NULL THEN new.total_amount ELSE 0 END - (CASE WHEN old.paid_at IS NOT NULL THEN old.total_amount ELSE 0 END)) ON CONFLICT (scope) DO UPDATE SET n = n + excluded.n;
END;
--> statement-breakpoint
INSERT INTO row_counts (scope, n) SELECT 'users', count(*) FROM users;
--> statement-breakpoint
INSERT INTO row_counts (scope, n) SELECT 'couple_profiles', count(*) FROM couple_profiles;
--> statement-breakpoint
INSERT INTO row_counts (scope, n) SELECT 'memorial_profiles', count(*) FROM memorial_profiles;
--> statement-breakpoint
INSERT INTO row_counts (scope, n) SELECT 'family_profiles', count(*) FROM family_profiles;
--> statement-breakpoint
INSERT INTO row_counts (scope, n) SELECT 'orders', count(*) FROM orders;
--> statement-breakpoint
INSERT INTO row_counts (scope, n) SELECT 'orders:revenue', coalesce(sum(total_amount), 0) FROM orders WHERE paid_at IS NOT NULL;
--> statement-breakpoint
INSERT INTO row_counts (scope, n) SELECT 'orders:' || status, count(*) FROM orders GROUP BY status;
--> statement-breakpoint
INSERT INTO row_counts (scope, n)
SELECT 'published', (SELECT count(*) FROM memorial_profiles WHERE is_published) + (SELECT count(*) FROM family_profiles WHERE is_published);
--> statement-breakpoint
INSERT INTO row_counts (scope, n)
SELECT 'published_visits', (SELECT coalesce(sum(visit_count), 0) FROM memorial_profiles WHERE is_published)
  + (SELECT coalesce(sum(visit_count), 0) FROM family_profiles WHERE is_published);
