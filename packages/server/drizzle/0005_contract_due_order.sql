DROP INDEX "contract_orders_due_idx";--> statement-breakpoint
CREATE INDEX "contract_orders_due_idx" ON "contract_orders" USING btree ("status","expires_at","id");