CREATE TABLE "customer_first_day" (
	"shop_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"first_day" date NOT NULL,
	CONSTRAINT "customer_first_day_shop_id_customer_id_pk" PRIMARY KEY("shop_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "customer_sales_daily" (
	"shop_id" uuid NOT NULL,
	"day" date NOT NULL,
	"customer_id" uuid NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"sales" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "customer_sales_daily_shop_id_day_customer_id_pk" PRIMARY KEY("shop_id","day","customer_id")
);
--> statement-breakpoint
CREATE TABLE "product_sales_daily" (
	"shop_id" uuid NOT NULL,
	"day" date NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_id" uuid NOT NULL,
	"product_name" text NOT NULL,
	"variant_name" text,
	"quantity" bigint DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "product_sales_daily_shop_id_day_product_id_variant_id_pk" PRIMARY KEY("shop_id","day","product_id","variant_id")
);
--> statement-breakpoint
CREATE TABLE "sales_daily" (
	"shop_id" uuid NOT NULL,
	"day" date NOT NULL,
	"channel" text NOT NULL,
	"payment_method" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"sales" bigint DEFAULT 0 NOT NULL,
	"items" bigint DEFAULT 0 NOT NULL,
	"cogs" bigint DEFAULT 0 NOT NULL,
	"lines_without_cost" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_daily_shop_id_day_channel_payment_method_pk" PRIMARY KEY("shop_id","day","channel","payment_method")
);
--> statement-breakpoint
CREATE TABLE "sales_hourly" (
	"shop_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"channel" text NOT NULL,
	"payment_method" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"sales" bigint DEFAULT 0 NOT NULL,
	"items" bigint DEFAULT 0 NOT NULL,
	"cogs" bigint DEFAULT 0 NOT NULL,
	"lines_without_cost" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_hourly_shop_id_hour_channel_payment_method_pk" PRIMARY KEY("shop_id","hour","channel","payment_method")
);
--> statement-breakpoint
ALTER TABLE "customer_first_day" ADD CONSTRAINT "customer_first_day_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_sales_daily" ADD CONSTRAINT "customer_sales_daily_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_sales_daily" ADD CONSTRAINT "product_sales_daily_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_daily" ADD CONSTRAINT "sales_daily_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_hourly" ADD CONSTRAINT "sales_hourly_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_first_day_day_idx" ON "customer_first_day" USING btree ("shop_id","first_day");--> statement-breakpoint
CREATE INDEX "customer_sales_daily_customer_idx" ON "customer_sales_daily" USING btree ("shop_id","customer_id","day");--> statement-breakpoint
CREATE INDEX "conversations_started_idx" ON "conversations" USING btree ("shop_id","created_at");--> statement-breakpoint
-- ===== Hand-written SQL (issue 17, docs/decisions/0024): carry this block over when renumbering. =====
-- The analytics rollups are kept by the write itself: triggers on orders and order_lines add and
-- take away each order's share in the same transaction, so every path that writes an order (order
-- service, POS, chat, order page, refunds, reconciliation) is covered without knowing of it.
-- Invariant: each rollup equals a recount of the current orders that are not cancelled and their lines.
-- Hours are UTC hours (EAT is UTC+3 exactly, so they are EAT hours too); days are EAT days.
-- Rows of one write are taken in a fixed order (sales cells, then products sorted by id), so two
-- writes cannot deadlock on them. A change to the figures also NOTIFYs duka_sales (delivered at
-- commit) for the live view.

-- Adds deltas to an hour's and a day's cell; a missing row is created (racing writers meet in ON CONFLICT).
CREATE OR REPLACE FUNCTION analytics_sales_add(p_shop uuid, p_at timestamptz, p_channel text, p_method text,
  d_orders int, d_sales bigint, d_items bigint, d_cogs bigint, d_nocost int) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  h timestamptz := date_trunc('hour', p_at, 'UTC');
  d date := (p_at AT TIME ZONE 'Africa/Dar_es_Salaam')::date;
BEGIN
  UPDATE sales_hourly SET orders = orders + d_orders, sales = sales + d_sales, items = items + d_items,
      cogs = cogs + d_cogs, lines_without_cost = lines_without_cost + d_nocost
    WHERE shop_id = p_shop AND hour = h AND channel = p_channel AND payment_method = p_method;
  IF NOT FOUND THEN
    INSERT INTO sales_hourly (shop_id, hour, channel, payment_method, orders, sales, items, cogs, lines_without_cost)
      VALUES (p_shop, h, p_channel, p_method, d_orders, d_sales, d_items, d_cogs, d_nocost)
      ON CONFLICT (shop_id, hour, channel, payment_method) DO UPDATE SET
        orders = sales_hourly.orders + d_orders, sales = sales_hourly.sales + d_sales,
        items = sales_hourly.items + d_items, cogs = sales_hourly.cogs + d_cogs,
        lines_without_cost = sales_hourly.lines_without_cost + d_nocost;
  END IF;
  UPDATE sales_daily SET orders = orders + d_orders, sales = sales + d_sales, items = items + d_items,
      cogs = cogs + d_cogs, lines_without_cost = lines_without_cost + d_nocost
    WHERE shop_id = p_shop AND day = d AND channel = p_channel AND payment_method = p_method;
  IF NOT FOUND THEN
    INSERT INTO sales_daily (shop_id, day, channel, payment_method, orders, sales, items, cogs, lines_without_cost)
      VALUES (p_shop, d, p_channel, p_method, d_orders, d_sales, d_items, d_cogs, d_nocost)
      ON CONFLICT (shop_id, day, channel, payment_method) DO UPDATE SET
        orders = sales_daily.orders + d_orders, sales = sales_daily.sales + d_sales,
        items = sales_daily.items + d_items, cogs = sales_daily.cogs + d_cogs,
        lines_without_cost = sales_daily.lines_without_cost + d_nocost;
  END IF;
END
$$;
--> statement-breakpoint
-- Adds s × the lines (a jsonb array of order_lines rows) of an order placed at p_at to the products' days.
CREATE OR REPLACE FUNCTION analytics_products_add(p_shop uuid, p_at timestamptz, p_lines jsonb, s int)
  RETURNS void LANGUAGE sql AS $$
  INSERT INTO product_sales_daily AS t (shop_id, day, product_id, variant_id, product_name, variant_name, quantity, revenue)
  SELECT p_shop, (p_at AT TIME ZONE 'Africa/Dar_es_Salaam')::date, l.product_id,
    coalesce(l.variant_id, '00000000-0000-0000-0000-000000000000'), max(l.product_name), max(l.variant_name),
    s * sum(l.quantity), s * sum(l.line_total)
  FROM jsonb_populate_recordset(null::order_lines, p_lines) l
  GROUP BY l.product_id, l.variant_id
  ORDER BY l.product_id, coalesce(l.variant_id, '00000000-0000-0000-0000-000000000000')
  ON CONFLICT (shop_id, day, product_id, variant_id) DO UPDATE SET
    quantity = t.quantity + excluded.quantity, revenue = t.revenue + excluded.revenue,
    product_name = excluded.product_name, variant_name = excluded.variant_name;
$$;
--> statement-breakpoint
-- Adds s × some lines of order o (already in the table or given) to every rollup they count in.
CREATE OR REPLACE FUNCTION analytics_lines_apply(o orders, p_lines jsonb, s int) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  items bigint;
  cogs bigint;
  nocost int;
BEGIN
  SELECT coalesce(sum(l.quantity), 0), coalesce(sum(l.unit_cost * l.quantity), 0), count(*) FILTER (WHERE l.unit_cost IS NULL)
    INTO items, cogs, nocost FROM jsonb_populate_recordset(null::order_lines, p_lines) l;
  IF items = 0 AND nocost = 0 THEN RETURN; END IF;
  PERFORM analytics_sales_add(o.shop_id, o.created_at, o.channel, o.payment_method, 0, 0::bigint, s * items, s * cogs, s * nocost);
  PERFORM analytics_products_add(o.shop_id, o.created_at, p_lines, s);
END
$$;
--> statement-breakpoint
-- An order's whole share, its lines included: s = 1 adds it, -1 takes it away.
CREATE OR REPLACE FUNCTION analytics_order_apply(o orders, s int) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  d date := (o.created_at AT TIME ZONE 'Africa/Dar_es_Salaam')::date;
BEGIN
  PERFORM analytics_sales_add(o.shop_id, o.created_at, o.channel, o.payment_method, s, s * o.total, 0::bigint, 0::bigint, 0);
  PERFORM analytics_lines_apply(o, coalesce((SELECT jsonb_agg(l) FROM order_lines l
    WHERE l.shop_id = o.shop_id AND l.order_id = o.id), '[]'), s);
  IF o.customer_id IS NOT NULL THEN
    UPDATE customer_sales_daily SET orders = orders + s, sales = sales + s * o.total
      WHERE shop_id = o.shop_id AND day = d AND customer_id = o.customer_id;
    IF NOT FOUND THEN
      INSERT INTO customer_sales_daily (shop_id, day, customer_id, orders, sales) VALUES (o.shop_id, d, o.customer_id, s, s * o.total)
        ON CONFLICT (shop_id, day, customer_id) DO UPDATE SET
          orders = customer_sales_daily.orders + s, sales = customer_sales_daily.sales + s * o.total;
    END IF;
    -- The customer's first day: an earlier order moves it back; taking away the last order of that
    -- day moves it to the next day with an order (one probe of customer_sales_daily_customer_idx).
    IF s > 0 THEN
      INSERT INTO customer_first_day (shop_id, customer_id, first_day) VALUES (o.shop_id, o.customer_id, d)
        ON CONFLICT (shop_id, customer_id) DO UPDATE SET first_day = least(customer_first_day.first_day, d);
    ELSIF NOT EXISTS (SELECT 1 FROM customer_sales_daily WHERE shop_id = o.shop_id AND customer_id = o.customer_id
        AND day = d AND orders > 0) THEN
      UPDATE customer_first_day SET first_day = coalesce((SELECT min(day) FROM customer_sales_daily
          WHERE shop_id = o.shop_id AND customer_id = o.customer_id AND orders > 0), first_day)
        WHERE shop_id = o.shop_id AND customer_id = o.customer_id AND first_day = d;
      DELETE FROM customer_first_day f WHERE f.shop_id = o.shop_id AND f.customer_id = o.customer_id
        AND NOT EXISTS (SELECT 1 FROM customer_sales_daily WHERE shop_id = o.shop_id AND customer_id = o.customer_id AND orders > 0);
    END IF;
  END IF;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_notify(p_shop uuid, p_kind text) RETURNS void LANGUAGE sql AS $$
  SELECT pg_notify('duka_sales', json_build_object('shop', p_shop, 'kind', p_kind)::text);
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_order_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A bulk load (the volume seed, a benchmark) turns the rollups off for its own transaction with
  -- set_config('duka.rollups_off', 'on', true) and rebuilds the shop's rollups afterwards.
  IF current_setting('duka.rollups_off', true) = 'on' THEN
    RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NULL END;
  END IF;
  IF TG_OP = 'INSERT' THEN
    IF NEW.status <> 'cancelled' THEN PERFORM analytics_order_apply(NEW, 1); END IF;
    PERFORM analytics_notify(NEW.shop_id, 'order');
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    -- A shop being deleted takes its rollups with it (and they may be gone already).
    IF OLD.status <> 'cancelled' AND EXISTS (SELECT 1 FROM shops WHERE id = OLD.shop_id) THEN
      PERFORM analytics_order_apply(OLD, -1);
    END IF;
    RETURN OLD;
  END IF;
  IF (OLD.status = 'cancelled') = (NEW.status = 'cancelled') AND OLD.total = NEW.total
      AND OLD.channel = NEW.channel AND OLD.payment_method = NEW.payment_method
      AND OLD.created_at = NEW.created_at AND OLD.customer_id IS NOT DISTINCT FROM NEW.customer_id THEN
    IF NEW.status = 'paid' AND OLD.status <> 'paid' THEN PERFORM analytics_notify(NEW.shop_id, 'payment'); END IF;
    RETURN NULL;
  END IF;
  IF OLD.status <> 'cancelled' THEN PERFORM analytics_order_apply(OLD, -1); END IF;
  IF NEW.status <> 'cancelled' THEN PERFORM analytics_order_apply(NEW, 1); END IF;
  PERFORM analytics_notify(NEW.shop_id, CASE
    WHEN NEW.status = 'cancelled' THEN 'cancel' WHEN NEW.status = 'paid' AND OLD.status <> 'paid' THEN 'payment' ELSE 'order' END);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Lines added: once per statement, all the lines of each order together (sorted, see above).
CREATE OR REPLACE FUNCTION analytics_lines_added() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  IF current_setting('duka.rollups_off', true) = 'on' THEN RETURN NULL; END IF;
  FOR r IN
    SELECT ord AS o, a.lines FROM (
      SELECT shop_id, order_id, jsonb_agg(n) AS lines FROM new_lines n GROUP BY shop_id, order_id) a
    JOIN orders ord ON ord.shop_id = a.shop_id AND ord.id = a.order_id
    WHERE ord.status <> 'cancelled'
    ORDER BY a.shop_id, a.order_id
  LOOP
    PERFORM analytics_lines_apply(r.o, r.lines, 1);
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A line edited or deleted on its own (an order deleted takes its share in its BEFORE DELETE, and
-- its lines then find no order).
CREATE OR REPLACE FUNCTION analytics_line_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  o orders;
BEGIN
  IF current_setting('duka.rollups_off', true) = 'on' THEN RETURN NULL; END IF;
  IF NOT EXISTS (SELECT 1 FROM shops WHERE id = OLD.shop_id) THEN RETURN NULL; END IF;
  SELECT * INTO o FROM orders WHERE shop_id = OLD.shop_id AND id = OLD.order_id;
  IF FOUND AND o.status <> 'cancelled' THEN
    PERFORM analytics_lines_apply(o, jsonb_build_array(to_jsonb(OLD)), -1);
  END IF;
  IF TG_OP = 'UPDATE' THEN
    SELECT * INTO o FROM orders WHERE shop_id = NEW.shop_id AND id = NEW.order_id;
    IF FOUND AND o.status <> 'cancelled' THEN
      PERFORM analytics_lines_apply(o, jsonb_build_array(to_jsonb(NEW)), 1);
      PERFORM analytics_notify(NEW.shop_id, 'order');
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_analytics AFTER INSERT OR UPDATE ON orders
  FOR EACH ROW EXECUTE FUNCTION analytics_order_change();
--> statement-breakpoint
CREATE TRIGGER orders_analytics_delete BEFORE DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION analytics_order_change();
--> statement-breakpoint
CREATE TRIGGER order_lines_analytics AFTER INSERT ON order_lines
  REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION analytics_lines_added();
--> statement-breakpoint
CREATE TRIGGER order_lines_analytics_delete AFTER DELETE ON order_lines
  FOR EACH ROW EXECUTE FUNCTION analytics_line_change();
--> statement-breakpoint
CREATE TRIGGER order_lines_analytics_update AFTER UPDATE ON order_lines
  FOR EACH ROW WHEN ((OLD.quantity, OLD.line_total, OLD.unit_cost, OLD.product_id, OLD.variant_id, OLD.order_id,
    OLD.product_name, OLD.variant_name) IS DISTINCT FROM (NEW.quantity, NEW.line_total, NEW.unit_cost, NEW.product_id,
    NEW.variant_id, NEW.order_id, NEW.product_name, NEW.variant_name))
  EXECUTE FUNCTION analytics_line_change();
--> statement-breakpoint
-- A shop's rollups recounted from its orders: the orders written before this migration, or a bulk
-- load that ran with the triggers off (the bench).
CREATE OR REPLACE FUNCTION analytics_rebuild(p_shop uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM sales_hourly WHERE shop_id = p_shop;
  DELETE FROM sales_daily WHERE shop_id = p_shop;
  DELETE FROM product_sales_daily WHERE shop_id = p_shop;
  DELETE FROM customer_sales_daily WHERE shop_id = p_shop;
  DELETE FROM customer_first_day WHERE shop_id = p_shop;
  INSERT INTO sales_hourly (shop_id, hour, channel, payment_method, orders, sales, items, cogs, lines_without_cost)
  SELECT o.shop_id, date_trunc('hour', o.created_at, 'UTC'), o.channel, o.payment_method, count(*), sum(o.total),
    coalesce(sum(l.items), 0), coalesce(sum(l.cogs), 0), coalesce(sum(l.nocost), 0)
  FROM orders o
  LEFT JOIN (SELECT order_id, sum(quantity) AS items, sum(unit_cost * quantity) AS cogs,
      count(*) FILTER (WHERE unit_cost IS NULL) AS nocost
    FROM order_lines WHERE shop_id = p_shop GROUP BY order_id) l ON l.order_id = o.id
  WHERE o.shop_id = p_shop AND o.status <> 'cancelled'
  GROUP BY 1, 2, 3, 4;
  INSERT INTO sales_daily (shop_id, day, channel, payment_method, orders, sales, items, cogs, lines_without_cost)
  SELECT shop_id, (hour AT TIME ZONE 'Africa/Dar_es_Salaam')::date, channel, payment_method, sum(orders), sum(sales),
    sum(items), sum(cogs), sum(lines_without_cost)
  FROM sales_hourly WHERE shop_id = p_shop GROUP BY 1, 2, 3, 4;
  INSERT INTO product_sales_daily (shop_id, day, product_id, variant_id, product_name, variant_name, quantity, revenue)
  SELECT o.shop_id, (o.created_at AT TIME ZONE 'Africa/Dar_es_Salaam')::date, l.product_id,
    coalesce(l.variant_id, '00000000-0000-0000-0000-000000000000'), max(l.product_name), max(l.variant_name),
    sum(l.quantity), sum(l.line_total)
  FROM orders o JOIN order_lines l ON l.shop_id = o.shop_id AND l.order_id = o.id
  WHERE o.shop_id = p_shop AND o.status <> 'cancelled'
  GROUP BY 1, 2, 3, 4;
  INSERT INTO customer_sales_daily (shop_id, day, customer_id, orders, sales)
  SELECT o.shop_id, (o.created_at AT TIME ZONE 'Africa/Dar_es_Salaam')::date, o.customer_id, count(*), sum(o.total)
  FROM orders o
  WHERE o.shop_id = p_shop AND o.status <> 'cancelled' AND o.customer_id IS NOT NULL
  GROUP BY 1, 2, 3;
  INSERT INTO customer_first_day (shop_id, customer_id, first_day)
  SELECT shop_id, customer_id, min(day) FROM customer_sales_daily WHERE shop_id = p_shop GROUP BY 1, 2;
END
$$;
--> statement-breakpoint
SELECT analytics_rebuild(id) FROM shops WHERE EXISTS (SELECT 1 FROM orders WHERE orders.shop_id = shops.id);
