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
ALTER TABLE "order_alert_deliveries" ADD CONSTRAINT "order_alert_deliveries_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_alert_deliveries" ADD CONSTRAINT "order_alert_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_alert_settings" ADD CONSTRAINT "order_alert_settings_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_alert_settings" ADD CONSTRAINT "order_alert_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_alert_deliveries_once_uq" ON "order_alert_deliveries" USING btree ("shop_id","event","subject_id","user_id","channel","target");--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_uq" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("shop_id","user_id");