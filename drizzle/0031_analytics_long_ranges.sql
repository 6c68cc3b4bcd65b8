CREATE TABLE "customer_sales_history" (
	"shop_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"days" date[] NOT NULL,
	"cum_orders" integer[] NOT NULL,
	"cum_sales" bigint[] NOT NULL,
	CONSTRAINT "customer_sales_history_shop_id_customer_id_pk" PRIMARY KEY("shop_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "orders_hourly" (
	"shop_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "orders_hourly_shop_id_hour_pk" PRIMARY KEY("shop_id","hour")
);
--> statement-breakpoint
CREATE TABLE "product_sales_monthly" (
	"shop_id" uuid NOT NULL,
	"month" date NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_id" uuid NOT NULL,
	"quantity" bigint DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "product_sales_monthly_shop_id_month_product_id_variant_id_pk" PRIMARY KEY("shop_id","month","product_id","variant_id")
);
--> statement-breakpoint
ALTER TABLE "customer_sales_history" ADD CONSTRAINT "customer_sales_history_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders_hourly" ADD CONSTRAINT "orders_hourly_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_sales_monthly" ADD CONSTRAINT "product_sales_monthly_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- hand SQL (keep at the end)
-- ===== Hand-written SQL (issue 31, docs/decisions/0052): carry this block over when renumbering. =====
-- Three more rollups for long ranges, kept by the same triggers in the same transaction (0017):
-- orders_hourly (the busiest-times view), product_sales_monthly (products over whole months) and
-- customer_sales_history (each customer's days with running totals: the customers view over a long
-- range reads one row per customer). Lock order is unchanged: the customer's turn first (0025), then
-- the sales cells, then orders_hourly, then the products' days and months (each sorted by product).

-- analytics_sales_add of 0017, plus the hour's orders of all channels and methods together.
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
  IF d_orders <> 0 THEN
    INSERT INTO orders_hourly AS t (shop_id, hour, orders) VALUES (p_shop, h, d_orders)
      ON CONFLICT (shop_id, hour) DO UPDATE SET orders = t.orders + d_orders;
  END IF;
END
$$;
--> statement-breakpoint
-- analytics_products_add of 0017, plus the same lines added to their products' month.
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
  INSERT INTO product_sales_monthly AS t (shop_id, month, product_id, variant_id, quantity, revenue)
  SELECT p_shop, date_trunc('month', (p_at AT TIME ZONE 'Africa/Dar_es_Salaam')::date)::date, l.product_id,
    coalesce(l.variant_id, '00000000-0000-0000-0000-000000000000'), s * sum(l.quantity), s * sum(l.line_total)
  FROM jsonb_populate_recordset(null::order_lines, p_lines) l
  GROUP BY l.product_id, l.variant_id
  ORDER BY l.product_id, coalesce(l.variant_id, '00000000-0000-0000-0000-000000000000')
  ON CONFLICT (shop_id, month, product_id, variant_id) DO UPDATE SET
    quantity = t.quantity + excluded.quantity, revenue = t.revenue + excluded.revenue;
$$;
--> statement-breakpoint
-- A customer's history recounted from the customer's days (none left: no row).
CREATE OR REPLACE FUNCTION analytics_customer_history_recount(p_shop uuid, p_customer uuid) RETURNS void
  LANGUAGE plpgsql AS $$
DECLARE
  ds date[];
  co int[];
  cs bigint[];
BEGIN
  SELECT array_agg(day ORDER BY day), array_agg(o ORDER BY day), array_agg(v ORDER BY day) INTO ds, co, cs
  FROM (SELECT day, (sum(orders) OVER w)::int AS o, (sum(sales) OVER w)::bigint AS v FROM customer_sales_daily
    WHERE shop_id = p_shop AND customer_id = p_customer AND orders > 0 WINDOW w AS (ORDER BY day)) t;
  IF ds IS NULL THEN
    DELETE FROM customer_sales_history WHERE shop_id = p_shop AND customer_id = p_customer;
  ELSE
    INSERT INTO customer_sales_history AS t (shop_id, customer_id, days, cum_orders, cum_sales)
      VALUES (p_shop, p_customer, ds, co, cs)
      ON CONFLICT (shop_id, customer_id) DO UPDATE SET days = ds, cum_orders = co, cum_sales = cs;
  END IF;
END
$$;
--> statement-breakpoint
-- The history follows one change of a customer's day d (s orders of p_total each; the day now holds
-- n orders). A change on the customer's last day or a new last day (nearly every write: orders are
-- placed today) edits the arrays' ends; anything else recounts the customer's days.
CREATE OR REPLACE FUNCTION analytics_customer_history(p_shop uuid, p_customer uuid, d date, s int, p_total bigint, n int)
  RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  h customer_sales_history;
  k int := 0;
BEGIN
  SELECT * INTO h FROM customer_sales_history WHERE shop_id = p_shop AND customer_id = p_customer;
  IF FOUND THEN k := cardinality(h.days); END IF;
  IF k > 0 AND h.days[k] = d AND n > 0 THEN
    UPDATE customer_sales_history SET cum_orders[k] = cum_orders[k] + s, cum_sales[k] = cum_sales[k] + s * p_total
      WHERE shop_id = p_shop AND customer_id = p_customer;
  ELSIF k > 0 AND h.days[k] < d AND n > 0 AND n = s THEN
    UPDATE customer_sales_history SET days = days || d, cum_orders = cum_orders || (cum_orders[k] + n),
        cum_sales = cum_sales || (cum_sales[k] + s * p_total)
      WHERE shop_id = p_shop AND customer_id = p_customer;
  ELSIF k > 1 AND h.days[k] = d AND n = 0 THEN
    UPDATE customer_sales_history SET days = days[1:k - 1], cum_orders = cum_orders[1:k - 1],
        cum_sales = cum_sales[1:k - 1]
      WHERE shop_id = p_shop AND customer_id = p_customer;
  ELSE
    PERFORM analytics_customer_history_recount(p_shop, p_customer);
  END IF;
END
$$;
--> statement-breakpoint
-- analytics_customer_add of 0019, plus the customer's history.
CREATE OR REPLACE FUNCTION analytics_customer_add(p_shop uuid, p_customer uuid, d date, s int, p_total bigint)
  RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  n int;
  before_day date;
  after_day date;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('customer-days:' || p_customer::text, 0));
  INSERT INTO customer_sales_daily AS t (shop_id, day, customer_id, orders, sales) VALUES (p_shop, d, p_customer, s, s * p_total)
    ON CONFLICT (shop_id, day, customer_id) DO UPDATE SET orders = t.orders + s, sales = t.sales + s * p_total
    RETURNING orders INTO n;
  PERFORM analytics_customer_history(p_shop, p_customer, d, s, p_total, n);
  IF s > 0 AND n = s THEN
    SELECT max(day) INTO before_day FROM customer_sales_daily
      WHERE shop_id = p_shop AND customer_id = p_customer AND day < d AND orders > 0;
    SELECT min(day) INTO after_day FROM customer_sales_daily
      WHERE shop_id = p_shop AND customer_id = p_customer AND day > d AND orders > 0;
    UPDATE customer_sales_daily SET prev_day = before_day, next_day = after_day
      WHERE shop_id = p_shop AND day = d AND customer_id = p_customer;
  ELSIF s < 0 AND n = 0 THEN
    SELECT prev_day, next_day INTO before_day, after_day FROM customer_sales_daily
      WHERE shop_id = p_shop AND day = d AND customer_id = p_customer;
    UPDATE customer_sales_daily SET prev_day = NULL, next_day = NULL
      WHERE shop_id = p_shop AND day = d AND customer_id = p_customer;
    d := NULL;
  ELSE
    RETURN;
  END IF;
  -- The neighbours point at the new day, or at each other past the day taken out (d is null then).
  IF before_day IS NOT NULL THEN
    UPDATE customer_sales_daily SET next_day = coalesce(d, after_day)
      WHERE shop_id = p_shop AND day = before_day AND customer_id = p_customer;
  END IF;
  IF after_day IS NOT NULL THEN
    UPDATE customer_sales_daily SET prev_day = coalesce(d, before_day)
      WHERE shop_id = p_shop AND day = after_day AND customer_id = p_customer;
  END IF;
END
$$;
--> statement-breakpoint
-- The three long-range rollups of a shop, from its rebuilt day and hour rollups.
CREATE OR REPLACE FUNCTION analytics_rebuild_long_ranges(p_shop uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM orders_hourly WHERE shop_id = p_shop;
  DELETE FROM product_sales_monthly WHERE shop_id = p_shop;
  DELETE FROM customer_sales_history WHERE shop_id = p_shop;
  INSERT INTO orders_hourly (shop_id, hour, orders)
  SELECT shop_id, hour, sum(orders) FROM sales_hourly WHERE shop_id = p_shop GROUP BY 1, 2 HAVING sum(orders) <> 0;
  INSERT INTO product_sales_monthly (shop_id, month, product_id, variant_id, quantity, revenue)
  SELECT shop_id, date_trunc('month', day)::date, product_id, variant_id, sum(quantity), sum(revenue)
  FROM product_sales_daily WHERE shop_id = p_shop GROUP BY 1, 2, 3, 4;
  INSERT INTO customer_sales_history (shop_id, customer_id, days, cum_orders, cum_sales)
  SELECT shop_id, customer_id, array_agg(day ORDER BY day), array_agg(o ORDER BY day), array_agg(v ORDER BY day)
  FROM (SELECT shop_id, customer_id, day, (sum(orders) OVER w)::int AS o, (sum(sales) OVER w)::bigint AS v
    FROM customer_sales_daily WHERE shop_id = p_shop AND orders > 0
    WINDOW w AS (PARTITION BY customer_id ORDER BY day)) t
  GROUP BY 1, 2;
END
$$;
--> statement-breakpoint
-- analytics_rebuild of 0021, then the long-range rollups from what it wrote.
CREATE OR REPLACE FUNCTION analytics_rebuild(p_shop uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM sales_hourly WHERE shop_id = p_shop;
  DELETE FROM sales_daily WHERE shop_id = p_shop;
  DELETE FROM product_sales_daily WHERE shop_id = p_shop;
  DELETE FROM customer_sales_daily WHERE shop_id = p_shop;
  INSERT INTO sales_hourly (shop_id, hour, channel, payment_method, orders, sales, items, cogs, lines_without_cost)
  SELECT o.shop_id, date_trunc('hour', o.created_at, 'UTC'), o.channel, o.payment_method, count(*),
    sum(analytics_net(o)), coalesce(sum(l.items), 0), coalesce(sum(l.cogs), 0), coalesce(sum(l.nocost), 0)
  FROM orders o
  LEFT JOIN (SELECT order_id, sum(quantity) AS items, sum(unit_cost * quantity) AS cogs,
      count(*) FILTER (WHERE unit_cost IS NULL) AS nocost
    FROM order_lines WHERE shop_id = p_shop GROUP BY order_id) l ON l.order_id = o.id
  WHERE o.shop_id = p_shop AND analytics_sale(o)
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
  WHERE o.shop_id = p_shop AND analytics_sale(o)
  GROUP BY 1, 2, 3, 4;
  INSERT INTO customer_sales_daily (shop_id, day, customer_id, orders, sales, prev_day, next_day)
  SELECT p_shop, day, customer_id, orders, sales, lag(day) OVER w, lead(day) OVER w
  FROM (SELECT (o.created_at AT TIME ZONE 'Africa/Dar_es_Salaam')::date AS day, o.customer_id, count(*) AS orders,
      sum(analytics_net(o)) AS sales
    FROM orders o
    WHERE o.shop_id = p_shop AND analytics_sale(o) AND o.customer_id IS NOT NULL
    GROUP BY 1, 2) c
  WINDOW w AS (PARTITION BY customer_id ORDER BY day)
  ORDER BY day, customer_id;
  PERFORM analytics_rebuild_long_ranges(p_shop);
END
$$;
--> statement-breakpoint
-- Backfilled from each shop's existing rollups (they equal a recount of its orders).
SELECT analytics_rebuild_long_ranges(id) FROM shops
WHERE EXISTS (SELECT 1 FROM sales_hourly WHERE sales_hourly.shop_id = shops.id)
  OR EXISTS (SELECT 1 FROM product_sales_daily WHERE product_sales_daily.shop_id = shops.id)
  OR EXISTS (SELECT 1 FROM customer_sales_daily WHERE customer_sales_daily.shop_id = shops.id);
