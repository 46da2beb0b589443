CREATE TABLE "chain_sends" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chain_sends_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"network" text NOT NULL,
	"purpose" text NOT NULL,
	"reference" text NOT NULL,
	"token" text NOT NULL,
	"to_address" text NOT NULL,
	"units" numeric(78, 0) NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"from_address" text DEFAULT '' NOT NULL,
	"nonce" integer,
	"tx_hash" text DEFAULT '' NOT NULL,
	"raw_tx" text DEFAULT '' NOT NULL,
	"replaced_hashes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"max_fee_per_gas" numeric(78, 0),
	"max_priority_fee_per_gas" numeric(78, 0),
	"broadcasts" integer DEFAULT 0 NOT NULL,
	"broadcast_at" timestamp with time zone,
	"block_number" bigint,
	"mined_hash" text DEFAULT '' NOT NULL,
	"confirmations" integer DEFAULT 0 NOT NULL,
	"failure" text DEFAULT '' NOT NULL,
	"last_error" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chain_sends_status_check" CHECK ("chain_sends"."status" in ('queued', 'signed', 'broadcast', 'confirmed', 'failed')),
	CONSTRAINT "chain_sends_units_check" CHECK ("chain_sends"."units" > 0)
);
--> statement-breakpoint
CREATE TABLE "signer_nonces" (
	"network" text NOT NULL,
	"address" text NOT NULL,
	"next_nonce" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signer_nonces_network_address_pk" PRIMARY KEY("network","address")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "chain_sends_reference_key" ON "chain_sends" USING btree ("purpose","reference");--> statement-breakpoint
CREATE INDEX "chain_sends_open_idx" ON "chain_sends" USING btree ("network","status","id") WHERE "chain_sends"."status" in ('queued', 'signed', 'broadcast');