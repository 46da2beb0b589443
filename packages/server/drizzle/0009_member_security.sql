CREATE TABLE "member_security" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"totp_secret" text,
	"pending_totp_secret" text,
	"totp_last_step" bigint,
	"recovery_code_hashes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"totp_enabled_at" timestamp with time zone,
	"anti_phishing_code" text,
	"withdraw_whitelist" boolean DEFAULT false NOT NULL,
	"withdraw_whitelist_ends_at" timestamp with time zone,
	"withdraw_hold_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "second_step_tickets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "second_step_tickets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"member_id" integer NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_security" ADD CONSTRAINT "member_security_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "second_step_tickets" ADD CONSTRAINT "second_step_tickets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "second_step_tickets_token_hash_key" ON "second_step_tickets" USING btree ("token_hash");