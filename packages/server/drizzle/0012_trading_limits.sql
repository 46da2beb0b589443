CREATE TABLE "member_trading_limits" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"loss_limit" numeric(30, 8),
	"loss_limit_next" numeric(30, 8),
	"loss_limit_next_at" timestamp with time zone,
	"stake_limit" numeric(30, 8),
	"stake_limit_next" numeric(30, 8),
	"stake_limit_next_at" timestamp with time zone,
	"reminder_minutes" integer,
	"reminder_minutes_next" integer,
	"reminder_minutes_next_at" timestamp with time zone,
	"cool_off_until" timestamp with time zone,
	"excluded_since" timestamp with time zone,
	"exclusion_ends_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_trading_limits_amounts_check" CHECK ("member_trading_limits"."loss_limit" > 0 and "member_trading_limits"."stake_limit" > 0 and "member_trading_limits"."loss_limit_next" > 0 and "member_trading_limits"."stake_limit_next" > 0),
	CONSTRAINT "member_trading_limits_reminder_check" CHECK ("member_trading_limits"."reminder_minutes" > 0 and "member_trading_limits"."reminder_minutes_next" > 0)
);
--> statement-breakpoint
ALTER TABLE "member_trading_limits" ADD CONSTRAINT "member_trading_limits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;