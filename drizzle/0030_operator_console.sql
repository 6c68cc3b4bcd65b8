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
ALTER TABLE "contact_messages" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_by" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "suspended_reason" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "directory_hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "directory_hidden_reason" text;--> statement-breakpoint
ALTER TABLE "contact_replies" ADD CONSTRAINT "contact_replies_message_id_contact_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_replies_message_idx" ON "contact_replies" USING btree ("message_id","created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_status_idx" ON "contact_messages" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "shops_created_idx" ON "shops" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_suspended_reason" CHECK ((suspended_at is null) = (suspended_reason is null));--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_directory_hidden_reason" CHECK ((directory_hidden_at is null) = (directory_hidden_reason is null));