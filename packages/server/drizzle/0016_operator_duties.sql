CREATE TABLE "operator_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "operator_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"request_id" text NOT NULL,
	"actor" text NOT NULL,
	"command_hash" text NOT NULL,
	"outcome" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "approval_requests" ADD COLUMN "basis" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "operator_requests_request_id_key" ON "operator_requests" USING btree ("request_id");