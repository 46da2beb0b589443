CREATE TABLE "bank_cards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"bank_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"holder" text NOT NULL,
	"account" text NOT NULL,
	"iban" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "money_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "money_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"operation" text NOT NULL,
	"params_hash" text NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_audit" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "operator_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"target" text DEFAULT '' NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recharge_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recharge_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_no" text NOT NULL,
	"member_id" integer NOT NULL,
	"mode" text NOT NULL,
	"channel_code" text NOT NULL,
	"status" text NOT NULL,
	"amount" numeric(30, 8) NOT NULL,
	"currency" text NOT NULL,
	"payer_name" text DEFAULT '' NOT NULL,
	"bank_code" text DEFAULT '' NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"card_number" text DEFAULT '' NOT NULL,
	"holder" text DEFAULT '' NOT NULL,
	"proof_upload_id" integer,
	"network" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"exchange_rate" numeric(30, 8),
	"coin_count" numeric(30, 8),
	"txid" text DEFAULT '' NOT NULL,
	"provider_ref" text DEFAULT '' NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"credit_entry_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "recharge_orders_amount_check" CHECK ("recharge_orders"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "withdrawals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_no" text NOT NULL,
	"member_id" integer NOT NULL,
	"method" text NOT NULL,
	"bank_card_id" integer,
	"destination" text NOT NULL,
	"status" text NOT NULL,
	"amount" numeric(30, 8) NOT NULL,
	"fee" numeric(30, 8) NOT NULL,
	"tax" numeric(30, 8) NOT NULL,
	"actual_amount" numeric(30, 8) NOT NULL,
	"currency" text NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"hold_entry_id" bigint,
	"settle_entry_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "withdrawals_amount_check" CHECK ("withdrawals"."amount" > 0 and "withdrawals"."actual_amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "journal_entries" ADD COLUMN "cause_type" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD COLUMN "cause_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_cards" ADD CONSTRAINT "bank_cards_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_requests" ADD CONSTRAINT "money_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD CONSTRAINT "recharge_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD CONSTRAINT "recharge_orders_proof_upload_id_uploads_id_fk" FOREIGN KEY ("proof_upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD CONSTRAINT "recharge_orders_credit_entry_id_journal_entries_id_fk" FOREIGN KEY ("credit_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_bank_card_id_bank_cards_id_fk" FOREIGN KEY ("bank_card_id") REFERENCES "public"."bank_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_hold_entry_id_journal_entries_id_fk" FOREIGN KEY ("hold_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_settle_entry_id_journal_entries_id_fk" FOREIGN KEY ("settle_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_cards_member_id_idx" ON "bank_cards" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "money_requests_member_request_key" ON "money_requests" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "operator_audit_created_at_idx" ON "operator_audit" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "recharge_orders_order_no_key" ON "recharge_orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "recharge_orders_member_id_idx" ON "recharge_orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "recharge_orders_status_idx" ON "recharge_orders" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_order_no_key" ON "withdrawals" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "withdrawals_member_id_idx" ON "withdrawals" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status");--> statement-breakpoint
CREATE INDEX "journal_entries_cause_idx" ON "journal_entries" USING btree ("cause_type","cause_id");