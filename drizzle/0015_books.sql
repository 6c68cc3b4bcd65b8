CREATE TABLE "debt_entries" (
	"shop_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"debt_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text DEFAULT 'TZS' NOT NULL,
	"method" text,
	"payment_id" uuid,
	"reverses_id" uuid,
	"note" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "debt_entries_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "debt_entries_amount_nonzero" CHECK ("debt_entries"."amount" <> 0),
	CONSTRAINT "debt_entries_kind" CHECK ("kind" in ('charge', 'payment', 'reversal')),
	CONSTRAINT "debt_entries_method" CHECK ("method" is null or "method" in ('cash', 'mobile_money', 'bank'))
);
--> statement-breakpoint
CREATE TABLE "debts" (
	"shop_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"direction" text NOT NULL,
	"customer_id" uuid,
	"order_id" uuid,
	"party_name" text DEFAULT '' NOT NULL,
	"party_phone" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'sw' NOT NULL,
	"opened_on" date NOT NULL,
	"due_on" date,
	"amount" bigint NOT NULL,
	"balance" bigint NOT NULL,
	"currency" text DEFAULT 'TZS' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"statement_key" text NOT NULL,
	"last_reminded_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "debts_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "debts_balance_nonnegative" CHECK ("debts"."balance" >= 0),
	CONSTRAINT "debts_balance_within_amount" CHECK ("debts"."balance" <= "debts"."amount"),
	CONSTRAINT "debts_amount_positive" CHECK ("debts"."amount" > 0),
	CONSTRAINT "debts_direction" CHECK ("direction" in ('receivable', 'payable'))
);
--> statement-breakpoint
CREATE TABLE "expense_entries" (
	"shop_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"expense_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text DEFAULT 'TZS' NOT NULL,
	"category" text NOT NULL,
	"spent_on" date NOT NULL,
	"paid_by" text NOT NULL,
	"reverses_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expense_entries_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "expense_entries_amount_nonzero" CHECK ("expense_entries"."amount" <> 0),
	CONSTRAINT "expense_entries_kind" CHECK ("kind" in ('record', 'reversal'))
);
--> statement-breakpoint
CREATE TABLE "expense_month_totals" (
	"shop_id" uuid NOT NULL,
	"month" date NOT NULL,
	"category" text NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "expense_month_totals_shop_id_month_category_pk" PRIMARY KEY("shop_id","month","category")
);
--> statement-breakpoint
CREATE TABLE "expense_recurrences" (
	"shop_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text DEFAULT 'TZS' NOT NULL,
	"category" text NOT NULL,
	"paid_by" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"day_of_month" integer NOT NULL,
	"next_on" date NOT NULL,
	"stopped_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expense_recurrences_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "expense_recurrences_amount_positive" CHECK ("expense_recurrences"."amount" > 0),
	CONSTRAINT "expense_recurrences_day" CHECK ("expense_recurrences"."day_of_month" between 1 and 31),
	CONSTRAINT "expense_recurrences_category" CHECK ("category" in ('rent', 'salary', 'utilities', 'marketing', 'insurance', 'supplies', 'equipment', 'travel', 'food', 'other')),
	CONSTRAINT "expense_recurrences_paid_by" CHECK ("paid_by" in ('cash', 'mobile_money', 'bank'))
);
--> statement-breakpoint
CREATE TABLE "expenses" (
	"shop_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text DEFAULT 'TZS' NOT NULL,
	"category" text NOT NULL,
	"spent_on" date NOT NULL,
	"paid_by" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"receipt" jsonb,
	"recurrence_id" uuid,
	"deleted_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expenses_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "expenses_amount_positive" CHECK ("expenses"."amount" > 0),
	CONSTRAINT "expenses_category" CHECK ("category" in ('rent', 'salary', 'utilities', 'marketing', 'insurance', 'supplies', 'equipment', 'travel', 'food', 'other')),
	CONSTRAINT "expenses_paid_by" CHECK ("paid_by" in ('cash', 'mobile_money', 'bank'))
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_kind";--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "cost_price" bigint;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "cost_price" bigint;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "allow_credit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "unit_cost" bigint;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "expense_id" uuid;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "debt_id" uuid;--> statement-breakpoint
ALTER TABLE "debt_entries" ADD CONSTRAINT "debt_entries_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_entries" ADD CONSTRAINT "debt_entries_shop_id_debt_id_debts_shop_id_id_fk" FOREIGN KEY ("shop_id","debt_id") REFERENCES "public"."debts"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_entries" ADD CONSTRAINT "debt_entries_shop_id_payment_id_payments_shop_id_id_fk" FOREIGN KEY ("shop_id","payment_id") REFERENCES "public"."payments"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_entries" ADD CONSTRAINT "debt_entries_shop_id_reverses_id_debt_entries_shop_id_id_fk" FOREIGN KEY ("shop_id","reverses_id") REFERENCES "public"."debt_entries"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debts" ADD CONSTRAINT "debts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debts" ADD CONSTRAINT "debts_shop_id_customer_id_customers_shop_id_id_fk" FOREIGN KEY ("shop_id","customer_id") REFERENCES "public"."customers"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debts" ADD CONSTRAINT "debts_shop_id_order_id_orders_shop_id_id_fk" FOREIGN KEY ("shop_id","order_id") REFERENCES "public"."orders"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_entries" ADD CONSTRAINT "expense_entries_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_entries" ADD CONSTRAINT "expense_entries_shop_id_expense_id_expenses_shop_id_id_fk" FOREIGN KEY ("shop_id","expense_id") REFERENCES "public"."expenses"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_entries" ADD CONSTRAINT "expense_entries_shop_id_reverses_id_expense_entries_shop_id_id_fk" FOREIGN KEY ("shop_id","reverses_id") REFERENCES "public"."expense_entries"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_month_totals" ADD CONSTRAINT "expense_month_totals_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_recurrences" ADD CONSTRAINT "expense_recurrences_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_shop_id_recurrence_id_expense_recurrences_shop_id_id_fk" FOREIGN KEY ("shop_id","recurrence_id") REFERENCES "public"."expense_recurrences"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "debt_entries_reverses_uq" ON "debt_entries" USING btree ("shop_id","reverses_id");--> statement-breakpoint
CREATE UNIQUE INDEX "debt_entries_payment_uq" ON "debt_entries" USING btree ("shop_id","payment_id");--> statement-breakpoint
CREATE INDEX "debt_entries_debt_idx" ON "debt_entries" USING btree ("shop_id","debt_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "debts_order_uq" ON "debts" USING btree ("shop_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "debts_statement_key_uq" ON "debts" USING btree ("statement_key");--> statement-breakpoint
CREATE INDEX "debts_open_idx" ON "debts" USING btree ("shop_id","direction","opened_on","id") WHERE "debts"."balance" > 0;--> statement-breakpoint
CREATE INDEX "debts_customer_idx" ON "debts" USING btree ("shop_id","customer_id","opened_on");--> statement-breakpoint
CREATE UNIQUE INDEX "expense_entries_reverses_uq" ON "expense_entries" USING btree ("shop_id","reverses_id");--> statement-breakpoint
CREATE INDEX "expense_entries_expense_idx" ON "expense_entries" USING btree ("shop_id","expense_id","created_at");--> statement-breakpoint
CREATE INDEX "expense_entries_spent_idx" ON "expense_entries" USING btree ("shop_id","spent_on");--> statement-breakpoint
CREATE INDEX "expense_recurrences_due_idx" ON "expense_recurrences" USING btree ("next_on") WHERE "expense_recurrences"."stopped_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "expenses_recurrence_day_uq" ON "expenses" USING btree ("shop_id","recurrence_id","spent_on");--> statement-breakpoint
CREATE INDEX "expenses_spent_idx" ON "expenses" USING btree ("shop_id","spent_on" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "expenses_category_idx" ON "expenses" USING btree ("shop_id","category","spent_on" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "ledger_entries_expense_idx" ON "ledger_entries" USING btree ("shop_id","expense_id") WHERE "ledger_entries"."expense_id" is not null;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_cost_price_ck" CHECK (cost_price >= 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_cost_price_ck" CHECK (cost_price >= 0);--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_kind" CHECK ("ledger_entries"."kind" in ('payment', 'fee', 'cash_sale', 'refund', 'payout', 'adjustment', 'reversal', 'expense', 'debt_payment'));--> statement-breakpoint
-- The books' entries are append-only like the ledger's (0013): a correction is a reversing entry.
-- A shop that is itself being deleted takes its entries with it.
CREATE OR REPLACE FUNCTION book_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM shops WHERE id = OLD.shop_id) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION '% entries are append-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'restrict_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER expense_entries_append_only BEFORE UPDATE OR DELETE ON expense_entries
  FOR EACH ROW EXECUTE FUNCTION book_entries_append_only();
--> statement-breakpoint
CREATE TRIGGER debt_entries_append_only BEFORE UPDATE OR DELETE ON debt_entries
  FOR EACH ROW EXECUTE FUNCTION book_entries_append_only();
