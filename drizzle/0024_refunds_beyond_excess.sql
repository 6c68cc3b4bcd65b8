-- ===== Hand-written SQL (issue 25, docs/decisions/0031): carry this block over when renumbering. =====
-- Money given back that the order never needed (a payment's excess: an overpayment, a late second
-- payment) is no refund of the sale: of the refunds against a payment, only what goes beyond its
-- excess is taken off the order's sale. Excess is set when the payment is credited, before anything
-- of it can be given back.
CREATE OR REPLACE FUNCTION orders_refund_counted(p_shop uuid, p_payment uuid, p_except uuid, d bigint)
  RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  excess bigint;
  given bigint;
BEGIN
  IF p_payment IS NULL THEN RETURN d; END IF;
  SELECT p.excess INTO excess FROM payments p WHERE p.shop_id = p_shop AND p.id = p_payment;
  -- What was given back against the payment before this change: its refunds less their reversals.
  SELECT coalesce(-sum(e.amount), 0) INTO given FROM ledger_entries e
    WHERE e.shop_id = p_shop AND e.payment_id = p_payment AND e.id <> p_except
      AND (e.kind = 'refund' OR (e.kind = 'reversal'
        AND EXISTS (SELECT 1 FROM ledger_entries r WHERE r.shop_id = e.shop_id AND r.id = e.reverses_id AND r.kind = 'refund')));
  RETURN greatest(given + d - coalesce(excess, 0), 0) - greatest(given - coalesce(excess, 0), 0);
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION orders_refunded_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r ledger_entries;
BEGIN
  IF NEW.kind = 'refund' AND NEW.order_id IS NOT NULL THEN
    UPDATE orders SET refunded_total = refunded_total + orders_refund_counted(NEW.shop_id, NEW.payment_id, NEW.id, -NEW.amount)
      WHERE shop_id = NEW.shop_id AND id = NEW.order_id;
  ELSIF NEW.kind = 'reversal' AND NEW.reverses_id IS NOT NULL THEN
    SELECT * INTO r FROM ledger_entries WHERE shop_id = NEW.shop_id AND id = NEW.reverses_id;
    IF FOUND AND r.kind = 'refund' AND r.order_id IS NOT NULL THEN
      UPDATE orders SET refunded_total = refunded_total + orders_refund_counted(r.shop_id, r.payment_id, NEW.id, r.amount)
        WHERE shop_id = r.shop_id AND id = r.order_id;
    END IF;
  END IF;
  RETURN NULL;
END
$$;
