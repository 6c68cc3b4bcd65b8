CREATE TABLE "discount_codes" (
	"shop_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" bigint NOT NULL,
	"min_order" bigint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"max_uses" integer,
	"max_uses_per_customer" integer,
	"active" boolean DEFAULT true NOT NULL,
	"used_count" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "discount_codes_kind" CHECK ("kind" in ('fixed', 'percentage')),
	CONSTRAINT "discount_codes_value" CHECK ("discount_codes"."value" > 0 and ("discount_codes"."kind" <> 'percentage' or "discount_codes"."value" <= 100)),
	CONSTRAINT "discount_codes_min_order" CHECK ("discount_codes"."min_order" >= 0),
	CONSTRAINT "discount_codes_used" CHECK ("discount_codes"."used_count" >= 0 and ("discount_codes"."max_uses" is null or "discount_codes"."used_count" <= "discount_codes"."max_uses"))
);
--> statement-breakpoint
CREATE TABLE "discount_redemptions" (
	"shop_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"code_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"customer_id" uuid,
	"code" text NOT NULL,
	"amount" bigint NOT NULL,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_redemptions_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "discount_redemptions_amount" CHECK ("discount_redemptions"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_alert_deliveries" (
	"shop_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"event" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"target" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "order_alert_deliveries_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "order_alert_deliveries_event" CHECK ("event" in ('new_order', 'payment')),
	CONSTRAINT "order_alert_deliveries_channel" CHECK ("channel" in ('push', 'sms')),
	CONSTRAINT "order_alert_deliveries_status" CHECK ("status" in ('queued', 'sending', 'sent', 'gone', 'failed', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "order_alert_settings" (
	"shop_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"new_order" boolean NOT NULL,
	"payment" boolean NOT NULL,
	"browser" boolean NOT NULL,
	"push" boolean NOT NULL,
	"sms" boolean NOT NULL,
	"sound" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_alert_settings_shop_id_user_id_pk" PRIMARY KEY("shop_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"shop_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"device" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_shop_id_id_pk" PRIMARY KEY("shop_id","id")
);
--> statement-breakpoint
CREATE TABLE "popup_events" (
	"shop_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"popup_id" uuid NOT NULL,
	"variant" text NOT NULL,
	"kind" text NOT NULL,
	"visitor_id" text NOT NULL,
	"chat_id" text,
	"customer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "popup_events_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "popup_events_kind" CHECK ("kind" in ('shown', 'closed', 'clicked', 'phone')),
	CONSTRAINT "popup_events_variant" CHECK ("variant" in ('a', 'b', 'c', 'd'))
);
--> statement-breakpoint
CREATE TABLE "popups" (
	"shop_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"position" text NOT NULL,
	"triggers" jsonb NOT NULL,
	"frequency" text NOT NULL,
	"action" jsonb NOT NULL,
	"variants" jsonb NOT NULL,
	"image_path" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "popups_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "popups_status" CHECK ("status" in ('active', 'paused')),
	CONSTRAINT "popups_position" CHECK ("position" in ('top_left', 'top_right', 'bottom_left', 'bottom_right')),
	CONSTRAINT "popups_frequency" CHECK ("frequency" in ('once_per_visitor', 'once_per_session', 'every_time', 'until_closed')),
	CONSTRAINT "popups_dates" CHECK ("popups"."ends_at" is null or "popups"."starts_at" is null or "popups"."ends_at" > "popups"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "sms_messages" DROP CONSTRAINT "sms_messages_status_ck";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_total" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_shop_id_code_id_discount_codes_shop_id_id_fk" FOREIGN KEY ("shop_id","code_id") REFERENCES "public"."discount_codes"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_shop_id_order_id_orders_shop_id_id_fk" FOREIGN KEY ("shop_id","order_id") REFERENCES "public"."orders"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_alert_deliveries" ADD CONSTRAINT "order_alert_deliveries_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_alert_deliveries" ADD CONSTRAINT "order_alert_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_alert_settings" ADD CONSTRAINT "order_alert_settings_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_alert_settings" ADD CONSTRAINT "order_alert_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popup_events" ADD CONSTRAINT "popup_events_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popup_events" ADD CONSTRAINT "popup_events_shop_id_popup_id_popups_shop_id_id_fk" FOREIGN KEY ("shop_id","popup_id") REFERENCES "public"."popups"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popups" ADD CONSTRAINT "popups_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_code_uq" ON "discount_codes" USING btree ("shop_id","code");--> statement-breakpoint
CREATE INDEX "discount_codes_created_idx" ON "discount_codes" USING btree ("shop_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "discount_redemptions_order_uq" ON "discount_redemptions" USING btree ("shop_id","order_id");--> statement-breakpoint
CREATE INDEX "discount_redemptions_code_idx" ON "discount_redemptions" USING btree ("shop_id","code_id","customer_id");--> statement-breakpoint
CREATE INDEX "discount_redemptions_created_idx" ON "discount_redemptions" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_alert_deliveries_once_uq" ON "order_alert_deliveries" USING btree ("shop_id","event","subject_id","user_id","channel","target");--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_uq" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("shop_id","user_id");--> statement-breakpoint
CREATE INDEX "popup_events_popup_idx" ON "popup_events" USING btree ("shop_id","popup_id","kind");--> statement-breakpoint
CREATE INDEX "popup_events_chat_idx" ON "popup_events" USING btree ("shop_id","chat_id");--> statement-breakpoint
CREATE INDEX "popups_created_idx" ON "popups" USING btree ("shop_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_status_ck" CHECK ("status" in ('queued', 'sending', 'accepted', 'delivered', 'failed', 'refused', 'unknown'));