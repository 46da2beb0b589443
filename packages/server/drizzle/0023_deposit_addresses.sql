CREATE TABLE "deposit_address_counters" (
	"network" text PRIMARY KEY NOT NULL,
	"next_index" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposit_addresses" (
	"member_id" integer NOT NULL,
	"network" text NOT NULL,
	"derivation_index" integer NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_addresses_network_member_id_pk" PRIMARY KEY("network","member_id")
);
--> statement-breakpoint
ALTER TABLE "deposit_addresses" ADD CONSTRAINT "deposit_addresses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_addresses_index_key" ON "deposit_addresses" USING btree ("network","derivation_index");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_addresses_address_key" ON "deposit_addresses" USING btree ("network",lower("address"));