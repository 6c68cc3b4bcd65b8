CREATE TABLE "campaign_recipients" (
	"shop_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"language" text NOT NULL,
	"channel" text,
	"status" text NOT NULL,
	"reason" text,
	"fell_back" boolean DEFAULT false NOT NULL,
	"message_id" uuid,
	"sms_id" text,
	"amount_owed" bigint DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"clicked_at" timestamp with time zone,
	"clicks" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_recipients_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "campaign_recipients_status" CHECK ("status" in ('queued', 'sending', 'sent', 'delivered', 'read', 'failed', 'skipped', 'cancelled', 'unknown'))
);
--> statement-breakpoint
CREATE TABLE "campaign_settings" (
	"shop_id" uuid PRIMARY KEY NOT NULL,
	"cap_messages" integer DEFAULT 1 NOT NULL,
	"cap_days" integer DEFAULT 7 NOT NULL,
	"whatsapp_price" bigint DEFAULT 55 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"shop_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"audience" jsonb NOT NULL,
	"sms_text_en" text DEFAULT '' NOT NULL,
	"sms_text_sw" text DEFAULT '' NOT NULL,
	"whatsapp_template_id" uuid,
	"whatsapp_template" jsonb,
	"whatsapp_values" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fallback_after_minutes" integer,
	"link_target" text DEFAULT 'chat' NOT NULL,
	"offer_text" text DEFAULT '' NOT NULL,
	"link_product_id" uuid,
	"send_from" text DEFAULT '09:00' NOT NULL,
	"send_until" text DEFAULT '21:00' NOT NULL,
	"attribution_days" integer DEFAULT 7 NOT NULL,
	"send_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "campaigns_status" CHECK ("status" in ('draft', 'scheduled', 'sending', 'done', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "consent_events" (
	"shop_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"state" text NOT NULL,
	"source" text NOT NULL,
	"words" text DEFAULT '' NOT NULL,
	"by_user_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consent_events_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "consent_events_channel" CHECK ("channel" in ('sms', 'whatsapp')),
	CONSTRAINT "consent_events_state" CHECK ("state" in ('opted_in', 'opted_out')),
	CONSTRAINT "consent_events_source" CHECK ("source" in ('chat', 'order_page', 'pos', 'popup', 'import', 'manual', 'link', 'reply'))
);
--> statement-breakpoint
CREATE TABLE "customer_consents" (
	"shop_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"state" text NOT NULL,
	"source" text NOT NULL,
	"words" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_consents_shop_id_customer_id_channel_pk" PRIMARY KEY("shop_id","customer_id","channel"),
	CONSTRAINT "customer_consents_channel" CHECK ("channel" in ('sms', 'whatsapp')),
	CONSTRAINT "customer_consents_state" CHECK ("state" in ('opted_in', 'opted_out')),
	CONSTRAINT "customer_consents_source" CHECK ("source" in ('chat', 'order_page', 'pos', 'popup', 'import', 'manual', 'link', 'reply'))
);
--> statement-breakpoint
CREATE TABLE "sms_accounts" (
	"shop_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"credentials_enc" text NOT NULL,
	"sender_name" text NOT NULL,
	"sender_state" text DEFAULT 'not_applied' NOT NULL,
	"price_per_part" bigint DEFAULT 0 NOT NULL,
	"per_second" integer DEFAULT 10 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"callback_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_accounts_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "sms_accounts_provider_ck" CHECK ("provider" in ('beem', 'africastalking', 'nextsms')),
	CONSTRAINT "sms_accounts_sender_state_ck" CHECK ("sender_state" in ('not_applied', 'pending', 'approved')),
	CONSTRAINT "sms_accounts_sender_name_ck" CHECK ("sender_name" ~ '^[A-Za-z0-9]{1,11}$'),
	CONSTRAINT "sms_accounts_price_ck" CHECK ("price_per_part" >= 0),
	CONSTRAINT "sms_accounts_pace_ck" CHECK ("per_second" between 1 and 1000)
);
--> statement-breakpoint
CREATE TABLE "sms_messages" (
	"shop_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"to" text NOT NULL,
	"text" text NOT NULL,
	"parts" integer NOT NULL,
	"encoding" text NOT NULL,
	"purpose" text NOT NULL,
	"ref" text,
	"provider_message_id" text,
	"status" text DEFAULT 'sending' NOT NULL,
	"reason" text,
	"exchanges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"next_check_at" timestamp with time zone,
	"checks" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_messages_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "sms_messages_status_ck" CHECK ("status" in ('sending', 'accepted', 'delivered', 'failed', 'refused', 'unknown')),
	CONSTRAINT "sms_messages_purpose_ck" CHECK ("purpose" in ('campaign', 'transactional')),
	CONSTRAINT "sms_messages_encoding_ck" CHECK ("encoding" in ('gsm7', 'ucs2')),
	CONSTRAINT "sms_messages_parts_ck" CHECK ("parts" >= 1)
);
--> statement-breakpoint
CREATE TABLE "whatsapp_templates" (
	"shop_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"meta_id" text NOT NULL,
	"waba_id" text NOT NULL,
	"name" text NOT NULL,
	"language" text NOT NULL,
	"category" text NOT NULL,
	"status" text NOT NULL,
	"rejected_reason" text,
	"rejection_detail" text,
	"components" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"variable_count" integer DEFAULT 0 NOT NULL,
	"status_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_templates_shop_id_id_pk" PRIMARY KEY("shop_id","id")
);
--> statement-breakpoint
ALTER TABLE "campaign_recipients" ADD CONSTRAINT "campaign_recipients_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_recipients" ADD CONSTRAINT "campaign_recipients_shop_id_campaign_id_campaigns_shop_id_id_fk" FOREIGN KEY ("shop_id","campaign_id") REFERENCES "public"."campaigns"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_recipients" ADD CONSTRAINT "campaign_recipients_shop_id_customer_id_customers_shop_id_id_fk" FOREIGN KEY ("shop_id","customer_id") REFERENCES "public"."customers"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_settings" ADD CONSTRAINT "campaign_settings_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_events" ADD CONSTRAINT "consent_events_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_events" ADD CONSTRAINT "consent_events_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_events" ADD CONSTRAINT "consent_events_shop_id_customer_id_customers_shop_id_id_fk" FOREIGN KEY ("shop_id","customer_id") REFERENCES "public"."customers"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_consents" ADD CONSTRAINT "customer_consents_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_consents" ADD CONSTRAINT "customer_consents_shop_id_customer_id_customers_shop_id_id_fk" FOREIGN KEY ("shop_id","customer_id") REFERENCES "public"."customers"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_accounts" ADD CONSTRAINT "sms_accounts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_shop_id_account_id_sms_accounts_shop_id_id_fk" FOREIGN KEY ("shop_id","account_id") REFERENCES "public"."sms_accounts"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_templates" ADD CONSTRAINT "whatsapp_templates_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_recipients_customer_uq" ON "campaign_recipients" USING btree ("shop_id","campaign_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_recipients_id_uq" ON "campaign_recipients" USING btree ("id");--> statement-breakpoint
CREATE INDEX "campaign_recipients_status_idx" ON "campaign_recipients" USING btree ("shop_id","campaign_id","status");--> statement-breakpoint
CREATE INDEX "campaign_recipients_sent_idx" ON "campaign_recipients" USING btree ("shop_id","customer_id","sent_at") WHERE "campaign_recipients"."sent_at" is not null;--> statement-breakpoint
CREATE INDEX "campaigns_created_idx" ON "campaigns" USING btree ("shop_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "consent_events_customer_idx" ON "consent_events" USING btree ("shop_id","customer_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "sms_accounts_callback_key_uq" ON "sms_accounts" USING btree ("callback_key");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_accounts_one_enabled_uq" ON "sms_accounts" USING btree ("shop_id") WHERE "sms_accounts"."enabled";--> statement-breakpoint
CREATE UNIQUE INDEX "sms_messages_ref_uq" ON "sms_messages" USING btree ("shop_id","ref");--> statement-breakpoint
CREATE INDEX "sms_messages_provider_id_idx" ON "sms_messages" USING btree ("shop_id","account_id","provider_message_id");--> statement-breakpoint
CREATE INDEX "sms_messages_next_check_idx" ON "sms_messages" USING btree ("next_check_at") WHERE "sms_messages"."next_check_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_templates_name_uq" ON "whatsapp_templates" USING btree ("shop_id","name","language");--> statement-breakpoint
CREATE INDEX "whatsapp_templates_meta_idx" ON "whatsapp_templates" USING btree ("shop_id","meta_id");--> statement-breakpoint
-- hand: consent begin
-- The consent history only grows: a change is a new row, never an edit of an old one. (A deleted
-- customer or shop still takes its rows along through the cascades, so DELETE stays allowed.)
CREATE OR REPLACE FUNCTION consent_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'consent events are append-only: UPDATE refused' USING ERRCODE = 'restrict_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER consent_events_append_only BEFORE UPDATE ON consent_events
  FOR EACH ROW EXECUTE FUNCTION consent_events_append_only();
-- hand: consent end
