CREATE TABLE "liability_leaves" (
	"snapshot_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"position" integer NOT NULL,
	"nonce" text NOT NULL,
	CONSTRAINT "liability_leaves_snapshot_id_member_id_pk" PRIMARY KEY("snapshot_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "liability_nodes" (
	"snapshot_id" integer NOT NULL,
	"level" smallint NOT NULL,
	"position" integer NOT NULL,
	"hash" text NOT NULL,
	"sum" numeric(40, 8) NOT NULL,
	CONSTRAINT "liability_nodes_snapshot_id_level_position_pk" PRIMARY KEY("snapshot_id","level","position"),
	CONSTRAINT "liability_nodes_sum_check" CHECK ("liability_nodes"."sum" >= 0)
);
--> statement-breakpoint
CREATE TABLE "liability_snapshots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "liability_snapshots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"taken_at" timestamp with time zone NOT NULL,
	"trigger" text NOT NULL,
	"daily_for" date,
	"root_hash" text NOT NULL,
	"root_sum" numeric(40, 8) NOT NULL,
	"member_count" integer NOT NULL,
	"ledger_total" numeric(40, 8) NOT NULL,
	"taken_by" text NOT NULL,
	CONSTRAINT "liability_snapshots_trigger_check" CHECK ("liability_snapshots"."trigger" in ('daily', 'operator')),
	CONSTRAINT "liability_snapshots_daily_for_check" CHECK (("liability_snapshots"."trigger" = 'daily') = ("liability_snapshots"."daily_for" is not null)),
	CONSTRAINT "liability_snapshots_root_sum_check" CHECK ("liability_snapshots"."root_sum" >= 0)
);
--> statement-breakpoint
ALTER TABLE "liability_leaves" ADD CONSTRAINT "liability_leaves_snapshot_id_liability_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."liability_snapshots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "liability_leaves" ADD CONSTRAINT "liability_leaves_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "liability_nodes" ADD CONSTRAINT "liability_nodes_snapshot_id_liability_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."liability_snapshots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "liability_leaves_position_key" ON "liability_leaves" USING btree ("snapshot_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "liability_snapshots_daily_for_key" ON "liability_snapshots" USING btree ("daily_for");