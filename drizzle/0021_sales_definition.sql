ALTER TABLE "orders" ADD COLUMN "refunded_total" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- ===== Hand-written SQL (issue 25, docs/decisions/0031): carry this block over when renumbering. =====
-- One definition of a sale for profit, analytics and the home card: an order counts once it is paid
-- or has gone past paid (picked up, delivered, completed: a cash-on-delivery order counts when it is
-- delivered, a POS credit sale when it is recorded completed), on the day it was placed, net of what
-- was given back for it. A pending order is not a sale yet; a cancelled one is not a sale.
-- Every rollup (sales, items, cost of goods, products, customers) follows this one test.
CREATE OR REPLACE FUNCTION analytics_sale(o orders) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT o.status IN ('paid', 'picked_up', 'delivered', 'completed');
$$;
--> statement-breakpoint
-- An order's sales figure: its total less its refunds (never below nothing).
CREATE OR REPLACE FUNCTION analytics_net(o orders) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
  SELECT greatest(o.total - o.refunded_total, 0);
$$;
--> statement-breakpoint
-- orders.refunded_total follows the ledger: a refund entry for an order adds to it, the reversal of
-- such an entry takes it back. The ledger is append-only, so inserts are all there is to follow.
CREATE OR REPLACE FUNCTION orders_refunded_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r ledger_entries;
BEGIN
  IF NEW.kind = 'refund' AND NEW.order_id IS NOT NULL THEN
    UPDATE orders SET refunded_total = refunded_total - NEW.amount WHERE shop_id = NEW.shop_id AND id = NEW.order_id;
  ELSIF NEW.kind = 'reversal' AND NEW.reverses_id IS NOT NULL THEN
    SELECT * INTO r FROM ledger_entries WHERE shop_id = NEW.shop_id AND id = NEW.reverses_id;
    IF FOUND AND r.kind = 'refund' AND r.order_id IS NOT NULL THEN
      UPDATE orders SET refunded_total = refunded_total + r.amount WHERE shop_id = r.shop_id AND id = r.order_id;
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_refunded AFTER INSERT ON ledger_entries
  FOR EACH ROW WHEN (NEW.kind IN ('refund', 'reversal')) EXECUTE FUNCTION orders_refunded_follow();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_order_apply(o orders, s int) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  net bigint := analytics_net(o);
BEGIN
  PERFORM analytics_sales_add(o.shop_id, o.created_at, o.channel, o.payment_method, s, s * net, 0::bigint, 0::bigint, 0);
  PERFORM analytics_lines_apply(o, coalesce((SELECT jsonb_agg(l) FROM order_lines l
    WHERE l.shop_id = o.shop_id AND l.order_id = o.id), '[]'), s);
  IF o.customer_id IS NOT NULL THEN
    PERFORM analytics_customer_add(o.shop_id, o.customer_id, (o.created_at AT TIME ZONE 'Africa/Dar_es_Salaam')::date,
      s, net);
  END IF;
END
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
    IF analytics_sale(NEW) THEN PERFORM analytics_order_apply(NEW, 1); END IF;
    PERFORM analytics_notify(NEW.shop_id, 'order');
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    -- A shop being deleted takes its rollups with it (and they may be gone already).
    IF analytics_sale(OLD) AND EXISTS (SELECT 1 FROM shops WHERE id = OLD.shop_id) THEN
      PERFORM analytics_order_apply(OLD, -1);
    END IF;
    RETURN OLD;
  END IF;
  IF analytics_sale(OLD) = analytics_sale(NEW) AND (NOT analytics_sale(NEW) OR (analytics_net(OLD) = analytics_net(NEW)
      AND OLD.channel = NEW.channel AND OLD.payment_method = NEW.payment_method
      AND OLD.created_at = NEW.created_at AND OLD.customer_id IS NOT DISTINCT FROM NEW.customer_id)) THEN
    IF NEW.status = 'paid' AND OLD.status <> 'paid' THEN PERFORM analytics_notify(NEW.shop_id, 'payment');
    ELSIF NEW.status <> OLD.status THEN PERFORM analytics_notify(NEW.shop_id, 'order'); END IF;
    RETURN NULL;
  END IF;
  IF analytics_sale(OLD) THEN PERFORM analytics_order_apply(OLD, -1); END IF;
  IF analytics_sale(NEW) THEN PERFORM analytics_order_apply(NEW, 1); END IF;
  PERFORM analytics_notify(NEW.shop_id, CASE
    WHEN NEW.status = 'cancelled' THEN 'cancel' WHEN NEW.status = 'paid' AND OLD.status <> 'paid' THEN 'payment' ELSE 'order' END);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Lines added: once per statement, all the lines of each order together (sorted, see 0017).
CREATE OR REPLACE FUNCTION analytics_lines_added() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  IF current_setting('duka.rollups_off', true) = 'on' THEN RETURN NULL; END IF;
  FOR r IN
    SELECT ord AS o, a.lines FROM (
      SELECT shop_id, order_id, jsonb_agg(n) AS lines FROM new_lines n GROUP BY shop_id, order_id) a
    JOIN orders ord ON ord.shop_id = a.shop_id AND ord.id = a.order_id
    WHERE analytics_sale(ord)
    ORDER BY a.shop_id, a.order_id
  LOOP
    PERFORM analytics_lines_apply(r.o, r.lines, 1);
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_line_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  o orders;
BEGIN
  IF current_setting('duka.rollups_off', true) = 'on' THEN RETURN NULL; END IF;
  IF NOT EXISTS (SELECT 1 FROM shops WHERE id = OLD.shop_id) THEN RETURN NULL; END IF;
  SELECT * INTO o FROM orders WHERE shop_id = OLD.shop_id AND id = OLD.order_id;
  IF FOUND AND analytics_sale(o) THEN
    PERFORM analytics_lines_apply(o, jsonb_build_array(to_jsonb(OLD)), -1);
  END IF;
  IF TG_OP = 'UPDATE' THEN
    SELECT * INTO o FROM orders WHERE shop_id = NEW.shop_id AND id = NEW.order_id;
    IF FOUND AND analytics_sale(o) THEN
      PERFORM analytics_lines_apply(o, jsonb_build_array(to_jsonb(NEW)), 1);
      PERFORM analytics_notify(NEW.shop_id, 'order');
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
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
END
$$;
--> statement-breakpoint
-- What was given back before this migration, then every shop's rollups recounted with the new test.
UPDATE orders o SET refunded_total = r.refunded
FROM (SELECT e.shop_id, e.order_id, -sum(e.amount) AS refunded FROM ledger_entries e
    WHERE e.kind = 'refund' AND e.order_id IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM ledger_entries v WHERE v.shop_id = e.shop_id AND v.reverses_id = e.id)
    GROUP BY 1, 2) r
WHERE o.shop_id = r.shop_id AND o.id = r.order_id;
--> statement-breakpoint
SELECT analytics_rebuild(id) FROM shops WHERE EXISTS (SELECT 1 FROM orders WHERE orders.shop_id = shops.id);
