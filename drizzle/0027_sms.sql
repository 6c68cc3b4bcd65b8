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
ALTER TABLE "sms_accounts" ADD CONSTRAINT "sms_accounts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_shop_id_account_id_sms_accounts_shop_id_id_fk" FOREIGN KEY ("shop_id","account_id") REFERENCES "public"."sms_accounts"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sms_accounts_callback_key_uq" ON "sms_accounts" USING btree ("callback_key");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_accounts_one_enabled_uq" ON "sms_accounts" USING btree ("shop_id") WHERE "sms_accounts"."enabled";--> statement-breakpoint
CREATE UNIQUE INDEX "sms_messages_ref_uq" ON "sms_messages" USING btree ("shop_id","ref");--> statement-breakpoint
CREATE INDEX "sms_messages_provider_id_idx" ON "sms_messages" USING btree ("shop_id","account_id","provider_message_id");--> statement-breakpoint
CREATE INDEX "sms_messages_next_check_idx" ON "sms_messages" USING btree ("next_check_at") WHERE "sms_messages"."next_check_at" is not null;