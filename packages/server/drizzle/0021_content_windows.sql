ALTER TABLE "notices" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "slides" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "slides" ADD COLUMN "ends_at" timestamp with time zone;