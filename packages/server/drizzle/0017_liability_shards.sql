DROP INDEX "liability_leaves_position_key";--> statement-breakpoint
ALTER TABLE "liability_leaves" DROP CONSTRAINT "liability_leaves_snapshot_id_member_id_pk";--> statement-breakpoint
ALTER TABLE "liability_leaves" ADD CONSTRAINT "liability_leaves_snapshot_id_position_pk" PRIMARY KEY("snapshot_id","position");--> statement-breakpoint
ALTER TABLE "liability_snapshots" ADD COLUMN "leaf_count" integer;--> statement-breakpoint
CREATE INDEX "liability_leaves_member_idx" ON "liability_leaves" USING btree ("snapshot_id","member_id");