CREATE TABLE "kyc_provider_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD COLUMN "check_provider" text;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD COLUMN "check_reference" text;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD COLUMN "check_status" text;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD COLUMN "check_detail" text;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_submissions_check_reference_idx" ON "kyc_submissions" USING btree ("check_provider","check_reference");