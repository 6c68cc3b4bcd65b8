ALTER TABLE "payments" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "debt_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_shop_id_debt_id_debts_shop_id_id_fk" FOREIGN KEY ("shop_id","debt_id") REFERENCES "public"."debts"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_debt_idx" ON "payments" USING btree ("shop_id","debt_id","created_at");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_pays_one_thing" CHECK (("payments"."order_id" is null) <> ("payments"."debt_id" is null));