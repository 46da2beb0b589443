ALTER TABLE "approval_requests" ADD COLUMN "order_no" text;--> statement-breakpoint
-- Held payments made before this migration: their order, from the command they keep.
UPDATE "approval_requests" SET "order_no" = "command"->>'orderNo' WHERE "action" = 'withdrawal-pay';--> statement-breakpoint
-- Those whose order was decided another way would wait for ever: cancelled, as they are from now on.
UPDATE "approval_requests" AS "a" SET "status" = 'cancelled', "outcome" = 'Cancelled: the withdrawal was decided without this approval.', "decided_at" = now()
  WHERE "a"."status" = 'pending' AND "a"."order_no" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "withdrawals" AS "w" WHERE "w"."order_no" = "a"."order_no" AND "w"."status" = 'pending');--> statement-breakpoint
-- A second press made a second approval of one order: the first one stays, the others are cancelled.
UPDATE "approval_requests" AS "a" SET "status" = 'cancelled', "outcome" = 'Cancelled: a second approval of the same order.', "decided_at" = now()
  WHERE "a"."status" = 'pending' AND "a"."order_no" IS NOT NULL
  AND EXISTS (SELECT 1 FROM "approval_requests" AS "b" WHERE "b"."order_no" = "a"."order_no" AND "b"."status" = 'pending' AND "b"."id" < "a"."id");--> statement-breakpoint
CREATE UNIQUE INDEX "approval_requests_one_pending_per_order_key" ON "approval_requests" USING btree ("order_no") WHERE "approval_requests"."status" = 'pending';
