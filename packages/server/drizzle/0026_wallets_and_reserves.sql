CREATE TABLE "reserve_attestations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reserve_attestations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"snapshot_id" integer NOT NULL,
	"network" text NOT NULL,
	"chain_id" integer NOT NULL,
	"token" text NOT NULL,
	"decimals" integer NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL,
	"entries" jsonb NOT NULL,
	"total_units" numeric(78, 0) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signer_status" (
	"network" text PRIMARY KEY NOT NULL,
	"hot_address" text NOT NULL,
	"fee_address" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"heartbeat_at" timestamp with time zone NOT NULL,
	"last_step" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_error" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chain_sends" ADD COLUMN "wallet" text DEFAULT 'hot' NOT NULL;--> statement-breakpoint
ALTER TABLE "chain_sends" ADD COLUMN "from_index" integer;--> statement-breakpoint
ALTER TABLE "chain_sends" ADD COLUMN "asset" text DEFAULT 'token' NOT NULL;--> statement-breakpoint
ALTER TABLE "chain_sends" ADD COLUMN "requested_action" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "chain_sends" ADD COLUMN "requested_by" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "reserve_attestations_snapshot_network_key" ON "reserve_attestations" USING btree ("snapshot_id","network");--> statement-breakpoint
ALTER TABLE "chain_sends" ADD CONSTRAINT "chain_sends_wallet_check" CHECK ("chain_sends"."wallet" in ('hot', 'fee', 'deposit') and (("chain_sends"."wallet" = 'deposit') = ("chain_sends"."from_index" is not null)));--> statement-breakpoint
ALTER TABLE "chain_sends" ADD CONSTRAINT "chain_sends_asset_check" CHECK ("chain_sends"."asset" in ('token', 'native'));--> statement-breakpoint
ALTER TABLE "chain_sends" ADD CONSTRAINT "chain_sends_requested_action_check" CHECK ("chain_sends"."requested_action" in ('', 'rebroadcast', 'replace', 'cancel'));