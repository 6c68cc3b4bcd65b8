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
ALTER TABLE "campaign_recipients" ADD CONSTRAINT "campaign_recipients_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_recipients" ADD CONSTRAINT "campaign_recipients_shop_id_campaign_id_campaigns_shop_id_id_fk" FOREIGN KEY ("shop_id","campaign_id") REFERENCES "public"."campaigns"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_recipients" ADD CONSTRAINT "campaign_recipients_shop_id_customer_id_customers_shop_id_id_fk" FOREIGN KEY ("shop_id","customer_id") REFERENCES "public"."customers"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_settings" ADD CONSTRAINT "campaign_settings_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_recipients_customer_uq" ON "campaign_recipients" USING btree ("shop_id","campaign_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_recipients_id_uq" ON "campaign_recipients" USING btree ("id");--> statement-breakpoint
CREATE INDEX "campaign_recipients_status_idx" ON "campaign_recipients" USING btree ("shop_id","campaign_id","status");--> statement-breakpoint
CREATE INDEX "campaign_recipients_sent_idx" ON "campaign_recipients" USING btree ("shop_id","customer_id","sent_at") WHERE "campaign_recipients"."sent_at" is not null;--> statement-breakpoint
CREATE INDEX "campaigns_created_idx" ON "campaigns" USING btree ("shop_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);