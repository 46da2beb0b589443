CREATE TABLE "goods_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goods_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"image" text NOT NULL,
	"price" numeric(30, 8) NOT NULL,
	"currency" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goods_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_no" text NOT NULL,
	"member_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"goods_name" text NOT NULL,
	"goods_image" text NOT NULL,
	"price" numeric(30, 8) NOT NULL,
	"currency" text NOT NULL,
	"commission_percent" numeric(12, 6) NOT NULL,
	"commission" numeric(30, 8) NOT NULL,
	"level" integer NOT NULL,
	"task_day" text NOT NULL,
	"status" text NOT NULL,
	"grabbed_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"pay_entry_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goods_orders_price_check" CHECK ("goods_orders"."price" > 0),
	CONSTRAINT "goods_orders_status_check" CHECK ("goods_orders"."status" in ('waiting', 'paid', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "activities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"image" text NOT NULL,
	"content" text NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "letter_reads" (
	"letter_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "letter_reads_letter_id_member_id_pk" PRIMARY KEY("letter_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "letters" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "letters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_addresses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"receiver" text NOT NULL,
	"phone" text NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"detail" text NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_commissions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "referral_commissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"beneficiary_id" integer NOT NULL,
	"source_member_id" integer NOT NULL,
	"level" integer NOT NULL,
	"cause_type" text NOT NULL,
	"cause_id" text NOT NULL,
	"base_amount" numeric(30, 8) NOT NULL,
	"percent" numeric(12, 6) NOT NULL,
	"amount" numeric(30, 8) NOT NULL,
	"currency" text NOT NULL,
	"entry_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "goods_orders" ADD CONSTRAINT "goods_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_orders" ADD CONSTRAINT "goods_orders_goods_id_goods_items_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_orders" ADD CONSTRAINT "goods_orders_pay_entry_id_journal_entries_id_fk" FOREIGN KEY ("pay_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letter_reads" ADD CONSTRAINT "letter_reads_letter_id_letters_id_fk" FOREIGN KEY ("letter_id") REFERENCES "public"."letters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letter_reads" ADD CONSTRAINT "letter_reads_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letters" ADD CONSTRAINT "letters_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_addresses" ADD CONSTRAINT "member_addresses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_commissions" ADD CONSTRAINT "referral_commissions_beneficiary_id_members_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_commissions" ADD CONSTRAINT "referral_commissions_source_member_id_members_id_fk" FOREIGN KEY ("source_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_commissions" ADD CONSTRAINT "referral_commissions_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "goods_orders_order_no_key" ON "goods_orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "goods_orders_member_idx" ON "goods_orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "goods_orders_member_day_idx" ON "goods_orders" USING btree ("member_id","task_day");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_orders_one_waiting_key" ON "goods_orders" USING btree ("member_id") WHERE "goods_orders"."status" = 'waiting';--> statement-breakpoint
CREATE INDEX "activities_sort_idx" ON "activities" USING btree ("enabled","sort");--> statement-breakpoint
CREATE INDEX "letter_reads_member_idx" ON "letter_reads" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "letters_member_idx" ON "letters" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "letters_created_at_idx" ON "letters" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "member_addresses_member_idx" ON "member_addresses" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_addresses_one_default_key" ON "member_addresses" USING btree ("member_id") WHERE "member_addresses"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "referral_commissions_cause_level_key" ON "referral_commissions" USING btree ("cause_type","cause_id","level");--> statement-breakpoint
CREATE INDEX "referral_commissions_beneficiary_idx" ON "referral_commissions" USING btree ("beneficiary_id","created_at");