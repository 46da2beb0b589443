CREATE TABLE "market_tick_proofs" (
	"allname" text NOT NULL,
	"at" bigint NOT NULL,
	"price" numeric NOT NULL,
	"root_seq" bigint NOT NULL,
	"proof" jsonb NOT NULL,
	CONSTRAINT "market_tick_proofs_allname_at_pk" PRIMARY KEY("allname","at")
);
--> statement-breakpoint
CREATE TABLE "market_tick_roots" (
	"seq" bigint PRIMARY KEY NOT NULL,
	"second" bigint NOT NULL,
	"tick_count" integer NOT NULL,
	"merkle" "bytea" NOT NULL,
	"root" "bytea" NOT NULL,
	CONSTRAINT "market_tick_roots_seq_check" CHECK ("market_tick_roots"."seq" > 0),
	CONSTRAINT "market_tick_roots_hash_check" CHECK (octet_length("market_tick_roots"."merkle") = 32 and octet_length("market_tick_roots"."root") = 32)
);
--> statement-breakpoint
ALTER TABLE "market_ticks" ADD COLUMN "root_seq" bigint;--> statement-breakpoint
ALTER TABLE "market_tick_proofs" ADD CONSTRAINT "market_tick_proofs_root_seq_market_tick_roots_seq_fk" FOREIGN KEY ("root_seq") REFERENCES "public"."market_tick_roots"("seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "market_tick_roots_second_idx" ON "market_tick_roots" USING btree ("second");