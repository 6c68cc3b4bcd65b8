-- Hand-written SQL (CI found it: rollups-property "30 of the customer's orders move or cancel at once").
-- A customer's writers take turns on an advisory lock (0019), but analytics_order_apply took it after
-- the order's sales and product cells: a writer holding a sales cell could wait for the customer's turn
-- while the writer holding the turn waited for that cell, and PostgreSQL broke the cycle with a
-- deadlock error. The trigger now takes the turn of every customer it will touch (both, in one order,
-- when an order moves between customers) before any rollup row, so no row lock is held while waiting.
CREATE OR REPLACE FUNCTION analytics_customer_turns(a uuid, b uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF a IS NOT NULL AND b IS NOT NULL AND a <> b THEN
    PERFORM pg_advisory_xact_lock(hashtextextended('customer-days:' || least(a, b)::text, 0));
    PERFORM pg_advisory_xact_lock(hashtextextended('customer-days:' || greatest(a, b)::text, 0));
  ELSIF coalesce(a, b) IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(hashtextextended('customer-days:' || coalesce(a, b)::text, 0));
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
    IF analytics_sale(NEW) THEN
      PERFORM analytics_customer_turns(NEW.customer_id, NULL);
      PERFORM analytics_order_apply(NEW, 1);
    END IF;
    PERFORM analytics_notify(NEW.shop_id, 'order');
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    -- A shop being deleted takes its rollups with it (and they may be gone already).
    IF analytics_sale(OLD) AND EXISTS (SELECT 1 FROM shops WHERE id = OLD.shop_id) THEN
      PERFORM analytics_customer_turns(OLD.customer_id, NULL);
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
  PERFORM analytics_customer_turns(CASE WHEN analytics_sale(OLD) THEN OLD.customer_id END,
    CASE WHEN analytics_sale(NEW) THEN NEW.customer_id END);
  IF analytics_sale(OLD) THEN PERFORM analytics_order_apply(OLD, -1); END IF;
  IF analytics_sale(NEW) THEN PERFORM analytics_order_apply(NEW, 1); END IF;
  PERFORM analytics_notify(NEW.shop_id, CASE
    WHEN NEW.status = 'cancelled' THEN 'cancel' WHEN NEW.status = 'paid' AND OLD.status <> 'paid' THEN 'payment' ELSE 'order' END);
  RETURN NULL;
END
$$;
