CREATE TABLE "chain_blocks" (
	"network" text NOT NULL,
	"number" bigint NOT NULL,
	"hash" text NOT NULL,
	"parent_hash" text NOT NULL,
	CONSTRAINT "chain_blocks_network_number_pk" PRIMARY KEY("network","number")
);
--> statement-breakpoint
CREATE TABLE "chain_cursors" (
	"network" text PRIMARY KEY NOT NULL,
	"last_block" bigint NOT NULL,
	"head_block" bigint DEFAULT -1 NOT NULL,
	"polled_at" timestamp with time zone,
	"last_error" text DEFAULT '' NOT NULL,
	"last_error_at" timestamp with time zone,
	"reorgs" integer DEFAULT 0 NOT NULL,
	"last_reorg_at" timestamp with time zone,
	"last_reorg_depth" integer DEFAULT 0 NOT NULL,
	"halted_at" timestamp with time zone,
	"halt_reason" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chain_deposits" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chain_deposits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"network" text NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL,
	"from_address" text NOT NULL,
	"to_address" text NOT NULL,
	"member_id" integer,
	"amount" numeric NOT NULL,
	"status" text NOT NULL,
	"unmatched_reason" text DEFAULT '' NOT NULL,
	"confirmations" integer DEFAULT 0 NOT NULL,
	"order_no" text,
	"credit_entry_id" bigint,
	"credit_request_id" text,
	"reorged_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"credited_at" timestamp with time zone,
	CONSTRAINT "chain_deposits_status_check" CHECK ("chain_deposits"."status" in ('seen', 'credited', 'dropped', 'unmatched')),
	CONSTRAINT "chain_deposits_amount_check" CHECK ("chain_deposits"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "chain_deposits" ADD CONSTRAINT "chain_deposits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chain_deposits" ADD CONSTRAINT "chain_deposits_credit_entry_id_journal_entries_id_fk" FOREIGN KEY ("credit_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chain_deposits_log_key" ON "chain_deposits" USING btree ("network","tx_hash","log_index");--> statement-breakpoint
CREATE INDEX "chain_deposits_status_idx" ON "chain_deposits" USING btree ("network","status","block_number");--> statement-breakpoint
CREATE INDEX "chain_deposits_member_idx" ON "chain_deposits" USING btree ("member_id","created_at");