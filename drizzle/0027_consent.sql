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
ALTER TABLE "consent_events" ADD CONSTRAINT "consent_events_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_events" ADD CONSTRAINT "consent_events_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_events" ADD CONSTRAINT "consent_events_shop_id_customer_id_customers_shop_id_id_fk" FOREIGN KEY ("shop_id","customer_id") REFERENCES "public"."customers"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_consents" ADD CONSTRAINT "customer_consents_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_consents" ADD CONSTRAINT "customer_consents_shop_id_customer_id_customers_shop_id_id_fk" FOREIGN KEY ("shop_id","customer_id") REFERENCES "public"."customers"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_events_customer_idx" ON "consent_events" USING btree ("shop_id","customer_id","id" DESC NULLS LAST);--> statement-breakpoint
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
