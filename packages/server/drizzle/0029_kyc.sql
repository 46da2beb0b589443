CREATE TABLE "kyc_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"submission_id" integer NOT NULL,
	"kind" text NOT NULL,
	"wrapped_key" "bytea" NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyc_submissions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kyc_submissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"level" smallint NOT NULL,
	"status" text DEFAULT 'drafted' NOT NULL,
	"document_type" text,
	"document_number" text,
	"country" text,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"confirmed_by" text,
	"files_deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_submission_id_kyc_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."kyc_submissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD CONSTRAINT "kyc_submissions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_documents_kind_idx" ON "kyc_documents" USING btree ("submission_id","kind");--> statement-breakpoint
CREATE INDEX "kyc_submissions_member_idx" ON "kyc_submissions" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "kyc_submissions_queue_idx" ON "kyc_submissions" USING btree ("submitted_at") WHERE "kyc_submissions"."status" = 'submitted';--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_submissions_one_open_idx" ON "kyc_submissions" USING btree ("member_id") WHERE "kyc_submissions"."status" in ('drafted', 'submitted');