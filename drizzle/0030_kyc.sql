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
ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_events" ADD CONSTRAINT "kyc_events_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_profiles" ADD CONSTRAINT "kyc_profiles_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_requirements" ADD CONSTRAINT "kyc_requirements_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_documents_slot_idx" ON "kyc_documents" USING btree ("shop_id","requirement_key","slot");--> statement-breakpoint
CREATE INDEX "kyc_requirements_queue_idx" ON "kyc_requirements" USING btree ("submitted_at") WHERE state = 'submitted';--> statement-breakpoint
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
