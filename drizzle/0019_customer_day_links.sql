DROP TABLE "customer_first_day" CASCADE;--> statement-breakpoint
ALTER TABLE "customer_sales_daily" ADD COLUMN "prev_day" date;--> statement-breakpoint
ALTER TABLE "customer_sales_daily" ADD COLUMN "next_day" date;--> statement-breakpoint
-- ===== Hand-written SQL (issue 17, docs/decisions/0028): carry this block over when renumbering. =====
-- Each customer's days with orders are linked (prev_day, next_day) so that the customers view reads
-- a period row by row: a row is the customer's first day of the period when prev_day is before it,
-- the customer is new when prev_day is null, and ordered again in the period when the day holds two
-- orders or next_day falls inside it. customer_first_day (new customers) is read off the links now.
-- Only the newest row of a customer usually changes, but a new day rewrites the previous day's
-- next_day: room left in each page lets that stay a HOT update in its page, so a period's rows stay
-- together on disk instead of drifting to the end of the table.
ALTER TABLE customer_sales_daily SET (fillfactor = 80);
--> statement-breakpoint
-- One order (s = 1) added to or taken away from (s = -1) a customer's day, and the day linked into
-- or out of the customer's list when it gains its first order or loses its last. Writers of one
-- customer take turns (a transaction-scoped advisory lock taken before any of the customer's rows),
-- so two of them never link the same gap; no row lock is taken before it, so none can wait in a cycle.
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
-- An order's whole share, its lines included: s = 1 adds it, -1 takes it away.
CREATE OR REPLACE FUNCTION analytics_order_apply(o orders, s int) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM analytics_sales_add(o.shop_id, o.created_at, o.channel, o.payment_method, s, s * o.total, 0::bigint, 0::bigint, 0);
  PERFORM analytics_lines_apply(o, coalesce((SELECT jsonb_agg(l) FROM order_lines l
    WHERE l.shop_id = o.shop_id AND l.order_id = o.id), '[]'), s);
  IF o.customer_id IS NOT NULL THEN
    PERFORM analytics_customer_add(o.shop_id, o.customer_id, (o.created_at AT TIME ZONE 'Africa/Dar_es_Salaam')::date,
      s, o.total);
  END IF;
END
$$;
--> statement-breakpoint
-- A shop's rollups recounted from its orders: the orders written before the rollups existed, or a
-- bulk load that ran with the triggers off (the seed, the benchmarks). Rows are written in day order,
-- the order the customers view reads them in.
CREATE OR REPLACE FUNCTION analytics_rebuild(p_shop uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM sales_hourly WHERE shop_id = p_shop;
  DELETE FROM sales_daily WHERE shop_id = p_shop;
  DELETE FROM product_sales_daily WHERE shop_id = p_shop;
  DELETE FROM customer_sales_daily WHERE shop_id = p_shop;
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
  INSERT INTO customer_sales_daily (shop_id, day, customer_id, orders, sales, prev_day, next_day)
  SELECT p_shop, day, customer_id, orders, sales, lag(day) OVER w, lead(day) OVER w
  FROM (SELECT (o.created_at AT TIME ZONE 'Africa/Dar_es_Salaam')::date AS day, o.customer_id, count(*) AS orders,
      sum(o.total) AS sales
    FROM orders o
    WHERE o.shop_id = p_shop AND o.status <> 'cancelled' AND o.customer_id IS NOT NULL
    GROUP BY 1, 2) c
  WINDOW w AS (PARTITION BY customer_id ORDER BY day)
  ORDER BY day, customer_id;
END
$$;
--> statement-breakpoint
SELECT analytics_rebuild(id) FROM shops WHERE EXISTS (SELECT 1 FROM orders WHERE orders.shop_id = shops.id);
