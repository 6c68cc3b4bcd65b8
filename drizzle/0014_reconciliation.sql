CREATE TABLE "dismissed_callbacks" (
	"shop_id" uuid NOT NULL,
	"log_id" uuid NOT NULL,
	"dismissed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dismissed_callbacks_shop_id_log_id_pk" PRIMARY KEY("shop_id","log_id")
);
--> statement-breakpoint
ALTER TABLE "dismissed_callbacks" ADD CONSTRAINT "dismissed_callbacks_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;