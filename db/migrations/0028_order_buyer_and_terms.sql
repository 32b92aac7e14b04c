ALTER TABLE `orders` ADD `buyer_document_type` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `buyer_document_number` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `buyer_name` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `buyer_email` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `terms_version` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `terms_accepted_at` text;