CREATE TABLE "kyc_documents" (
	"shop_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"requirement_key" text NOT NULL,
	"slot" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kyc_documents_shop_id_id_pk" PRIMARY KEY("shop_id","id")
);
--> statement-breakpoint
CREATE TABLE "kyc_events" (
	"shop_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"requirement_key" text NOT NULL,
	"from_state" text NOT NULL,
	"to_state" text NOT NULL,
	"actor" text NOT NULL,
	"actor_id" uuid NOT NULL,
	"actor_name" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kyc_events_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "kyc_events_actor" CHECK ("actor" in ('owner', 'operator'))
);
--> statement-breakpoint
CREATE TABLE "kyc_profiles" (
	"shop_id" uuid PRIMARY KEY NOT NULL,
	"business_type" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kyc_profiles_business_type" CHECK (business_type is null or "business_type" in ('sole_proprietor', 'business_name', 'limited_company'))
);
--> statement-breakpoint
CREATE TABLE "kyc_requirements" (
	"shop_id" uuid NOT NULL,
	"requirement_key" text NOT NULL,
	"state" text DEFAULT 'not_started' NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"expires_on" date,
	"reason" text,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kyc_requirements_shop_id_requirement_key_pk" PRIMARY KEY("shop_id","requirement_key"),
	CONSTRAINT "kyc_requirements_state" CHECK ("state" in ('not_started', 'submitted', 'verified', 'rejected')),
	CONSTRAINT "kyc_requirements_reason" CHECK (state <> 'rejected' or reason is not null)
);
--> statement-breakpoint
CREATE TABLE "contact_replies" (
	"id" uuid PRIMARY KEY NOT NULL,
	"message_id" uuid NOT NULL,
	"operator_id" uuid NOT NULL,
	"operator_email" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
ALTER TABLE "contact_messages" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_by" text;--> statement-breakpoint
ALTER TABLE "payment_accounts" ADD COLUMN "managed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "purpose" text DEFAULT 'sale' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "platform_fee" bigint;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "suspended_reason" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "directory_hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "directory_hidden_reason" text;--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_events" ADD CONSTRAINT "kyc_events_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_profiles" ADD CONSTRAINT "kyc_profiles_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_requirements" ADD CONSTRAINT "kyc_requirements_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_replies" ADD CONSTRAINT "contact_replies_message_id_contact_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_shop_settings" ADD CONSTRAINT "platform_shop_settings_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_documents_slot_idx" ON "kyc_documents" USING btree ("shop_id","requirement_key","slot");--> statement-breakpoint
CREATE INDEX "kyc_requirements_queue_idx" ON "kyc_requirements" USING btree ("submitted_at") WHERE state = 'submitted';--> statement-breakpoint
CREATE INDEX "contact_replies_message_idx" ON "contact_replies" USING btree ("message_id","created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_status_idx" ON "contact_messages" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_platform_fee_uq" ON "ledger_entries" USING btree ("shop_id","payment_id") WHERE "ledger_entries"."kind" = 'platform_fee' and "ledger_entries"."amount" < 0;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_setup_fee_uq" ON "ledger_entries" USING btree ("shop_id","payment_id") WHERE "ledger_entries"."kind" = 'setup_fee';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_accounts_managed_uq" ON "payment_accounts" USING btree ("shop_id","provider") WHERE "payment_accounts"."managed";--> statement-breakpoint
CREATE INDEX "payments_setup_fee_idx" ON "payments" USING btree ("shop_id","created_at") WHERE "payments"."purpose" = 'setup_fee';--> statement-breakpoint
CREATE INDEX "shops_created_idx" ON "shops" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_kind" CHECK ("ledger_entries"."kind" in ('payment', 'fee', 'cash_sale', 'refund', 'payout', 'adjustment', 'reversal', 'expense', 'debt_payment', 'platform_fee', 'setup_fee'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_purpose" CHECK ("payments"."purpose" in ('sale', 'setup_fee'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_platform_fee" CHECK ("payments"."platform_fee" is null or "payments"."platform_fee" between 0 and "payments"."amount");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_pays_one_thing" CHECK (case when "payments"."purpose" = 'setup_fee' then "payments"."order_id" is null and "payments"."debt_id" is null else ("payments"."order_id" is null) <> ("payments"."debt_id" is null) end);--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_suspended_reason" CHECK ((suspended_at is null) = (suspended_reason is null));--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_directory_hidden_reason" CHECK ((directory_hidden_at is null) = (directory_hidden_reason is null));--> statement-breakpoint
-- HAND SQL (compliance, issue 29; keep at the end when the migration is renumbered):
-- the KYC timeline is only appended. UPDATE is always refused; DELETE only while the shop still
-- exists, so that deleting a shop (its rows cascade) still works.
CREATE OR REPLACE FUNCTION kyc_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM shops WHERE id = OLD.shop_id) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'the KYC timeline is append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER kyc_events_append_only BEFORE UPDATE OR DELETE ON kyc_events
  FOR EACH ROW EXECUTE FUNCTION kyc_events_append_only();
