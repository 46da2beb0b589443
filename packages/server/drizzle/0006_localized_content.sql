-- Texts members read get one version per language: each existing text becomes the default
-- language's version (en-US), so nothing already written changes for anyone.
ALTER TABLE "activities" ALTER COLUMN "summary" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "notices" ALTER COLUMN "title" SET DATA TYPE jsonb USING jsonb_build_object('en-US', "title");--> statement-breakpoint
ALTER TABLE "notices" ALTER COLUMN "content" SET DATA TYPE jsonb USING jsonb_build_object('en-US', "content");--> statement-breakpoint
ALTER TABLE "slides" ALTER COLUMN "title" SET DATA TYPE jsonb USING jsonb_build_object('en-US', "title");--> statement-breakpoint
ALTER TABLE "mining_orders" ALTER COLUMN "product_name" SET DATA TYPE jsonb USING jsonb_build_object('en-US', "product_name");--> statement-breakpoint
ALTER TABLE "mining_products" ALTER COLUMN "name" SET DATA TYPE jsonb USING jsonb_build_object('en-US', "name");--> statement-breakpoint
ALTER TABLE "goods_items" ALTER COLUMN "name" SET DATA TYPE jsonb USING jsonb_build_object('en-US', "name");--> statement-breakpoint
ALTER TABLE "goods_orders" ALTER COLUMN "goods_name" SET DATA TYPE jsonb USING jsonb_build_object('en-US', "goods_name");--> statement-breakpoint
ALTER TABLE "activities" ALTER COLUMN "title" SET DATA TYPE jsonb USING jsonb_build_object('en-US', "title");--> statement-breakpoint
ALTER TABLE "activities" ALTER COLUMN "summary" SET DATA TYPE jsonb USING jsonb_build_object('en-US', "summary");--> statement-breakpoint
ALTER TABLE "activities" ALTER COLUMN "content" SET DATA TYPE jsonb USING jsonb_build_object('en-US', "content");--> statement-breakpoint
ALTER TABLE "letters" ALTER COLUMN "title" SET DATA TYPE jsonb USING jsonb_build_object('en-US', "title");--> statement-breakpoint
ALTER TABLE "letters" ALTER COLUMN "content" SET DATA TYPE jsonb USING jsonb_build_object('en-US', "content");
