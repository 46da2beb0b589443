CREATE TABLE "contract_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contract_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_no" text NOT NULL,
	"member_id" integer NOT NULL,
	"allname" text NOT NULL,
	"direction" text NOT NULL,
	"seconds" integer NOT NULL,
	"yield_percent" numeric(12, 6) NOT NULL,
	"amount" numeric(30, 8) NOT NULL,
	"currency" text NOT NULL,
	"purchase_price" numeric NOT NULL,
	"purchase_tick_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL,
	"settle_price" numeric,
	"settle_tick_at" bigint,
	"status" text NOT NULL,
	"profit" numeric(30, 8),
	"hold_entry_id" bigint,
	"settle_entry_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "contract_orders_amount_check" CHECK ("contract_orders"."amount" > 0),
	CONSTRAINT "contract_orders_direction_check" CHECK ("contract_orders"."direction" in ('up', 'down'))
);
--> statement-breakpoint
CREATE TABLE "interest_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "interest_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_no" text NOT NULL,
	"member_id" integer NOT NULL,
	"amount" numeric(30, 8) NOT NULL,
	"currency" text NOT NULL,
	"daily_rate" numeric(12, 6) NOT NULL,
	"hold_days" integer NOT NULL,
	"handling_percent" numeric(12, 6) NOT NULL,
	"deposited_at" timestamp with time zone NOT NULL,
	"days_accrued" integer DEFAULT 0 NOT NULL,
	"interest_accrued" numeric(30, 8) DEFAULT '0' NOT NULL,
	"status" text NOT NULL,
	"extracted_at" timestamp with time zone,
	"paid_out" numeric(30, 8),
	"handling_charge" numeric(30, 8),
	"interest_paid" numeric(30, 8),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mining_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mining_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_no" text NOT NULL,
	"member_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"product_name" text NOT NULL,
	"price" numeric(30, 8) NOT NULL,
	"currency" text NOT NULL,
	"daily_rate" numeric(12, 6) NOT NULL,
	"daily_income" numeric(30, 8) NOT NULL,
	"lock_days" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"days_paid" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mining_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mining_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"price" numeric(30, 8) NOT NULL,
	"currency" text NOT NULL,
	"daily_rate" numeric(12, 6) NOT NULL,
	"lock_days" integer NOT NULL,
	"single_limit" integer NOT NULL,
	"expires_at" timestamp with time zone,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contract_orders" ADD CONSTRAINT "contract_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_orders" ADD CONSTRAINT "contract_orders_hold_entry_id_journal_entries_id_fk" FOREIGN KEY ("hold_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_orders" ADD CONSTRAINT "contract_orders_settle_entry_id_journal_entries_id_fk" FOREIGN KEY ("settle_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interest_orders" ADD CONSTRAINT "interest_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mining_orders" ADD CONSTRAINT "mining_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mining_orders" ADD CONSTRAINT "mining_orders_product_id_mining_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."mining_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_orders_order_no_key" ON "contract_orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "contract_orders_member_idx" ON "contract_orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "contract_orders_due_idx" ON "contract_orders" USING btree ("status","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "interest_orders_order_no_key" ON "interest_orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "interest_orders_member_idx" ON "interest_orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "interest_orders_status_idx" ON "interest_orders" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "mining_orders_order_no_key" ON "mining_orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "mining_orders_member_idx" ON "mining_orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "mining_orders_status_idx" ON "mining_orders" USING btree ("status");