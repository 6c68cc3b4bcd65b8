CREATE TABLE "platform_fee_changes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"basis_points" integer,
	"amount" bigint,
	"changed_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_fee_changes_value" CHECK (case when "platform_fee_changes"."kind" = 'percent' then "platform_fee_changes"."basis_points" between 0 and 2000 and "platform_fee_changes"."amount" is null else "platform_fee_changes"."amount" >= 0 and "platform_fee_changes"."basis_points" is null end)
);
--> statement-breakpoint
CREATE TABLE "platform_shop_settings" (
	"shop_id" uuid NOT NULL,
	"payout_schedule" text DEFAULT 'manual' NOT NULL,
	"payout_account_id" uuid,
	"payouts_held" boolean DEFAULT false NOT NULL,
	"held_reason" text,
	"held_at" timestamp with time zone,
	"last_scheduled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_shop_settings_shop_id_pk" PRIMARY KEY("shop_id")
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_kind";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_pays_one_thing";--> statement-breakpoint
ALTER TABLE "payment_accounts" ADD COLUMN "managed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "purpose" text DEFAULT 'sale' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "platform_fee" bigint;--> statement-breakpoint
ALTER TABLE "platform_shop_settings" ADD CONSTRAINT "platform_shop_settings_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_platform_fee_uq" ON "ledger_entries" USING btree ("shop_id","payment_id") WHERE "ledger_entries"."kind" = 'platform_fee' and "ledger_entries"."amount" < 0;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_setup_fee_uq" ON "ledger_entries" USING btree ("shop_id","payment_id") WHERE "ledger_entries"."kind" = 'setup_fee';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_accounts_managed_uq" ON "payment_accounts" USING btree ("shop_id","provider") WHERE "payment_accounts"."managed";--> statement-breakpoint
CREATE INDEX "payments_setup_fee_idx" ON "payments" USING btree ("shop_id","created_at") WHERE "payments"."purpose" = 'setup_fee';--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_kind" CHECK ("ledger_entries"."kind" in ('payment', 'fee', 'cash_sale', 'refund', 'payout', 'adjustment', 'reversal', 'expense', 'debt_payment', 'platform_fee', 'setup_fee'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_purpose" CHECK ("payments"."purpose" in ('sale', 'setup_fee'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_platform_fee" CHECK ("payments"."platform_fee" is null or "payments"."platform_fee" between 0 and "payments"."amount");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_pays_one_thing" CHECK (case when "payments"."purpose" = 'setup_fee' then "payments"."order_id" is null and "payments"."debt_id" is null else ("payments"."order_id" is null) <> ("payments"."debt_id" is null) end);