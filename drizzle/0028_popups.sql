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
ALTER TABLE "popup_events" ADD CONSTRAINT "popup_events_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popup_events" ADD CONSTRAINT "popup_events_shop_id_popup_id_popups_shop_id_id_fk" FOREIGN KEY ("shop_id","popup_id") REFERENCES "public"."popups"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popups" ADD CONSTRAINT "popups_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "popup_events_popup_idx" ON "popup_events" USING btree ("shop_id","popup_id","kind");--> statement-breakpoint
CREATE INDEX "popup_events_chat_idx" ON "popup_events" USING btree ("shop_id","chat_id");--> statement-breakpoint
CREATE INDEX "popups_created_idx" ON "popups" USING btree ("shop_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);