CREATE SEQUENCE "public"."price_alert_revisions" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "member_notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"letter_id" integer,
	"dedupe_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "price_alerts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "price_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"allname" text NOT NULL,
	"kind" text NOT NULL,
	"price" numeric(30, 12),
	"direction" text,
	"percent" numeric(8, 4),
	"window_minutes" integer,
	"repeat" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"fired_count" integer DEFAULT 0 NOT NULL,
	"armed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_fired_at" timestamp with time zone,
	"last_fired_price" numeric(30, 12),
	"revision" bigint DEFAULT nextval('price_alert_revisions') NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_notifications" ADD CONSTRAINT "member_notifications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_notifications" ADD CONSTRAINT "member_notifications_letter_id_letters_id_fk" FOREIGN KEY ("letter_id") REFERENCES "public"."letters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_notifications_dedupe_idx" ON "member_notifications" USING btree ("member_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "member_notifications_member_idx" ON "member_notifications" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "member_notifications_unread_idx" ON "member_notifications" USING btree ("member_id") WHERE "member_notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "price_alerts_member_idx" ON "price_alerts" USING btree ("member_id","status");--> statement-breakpoint
CREATE INDEX "price_alerts_revision_idx" ON "price_alerts" USING btree ("revision");