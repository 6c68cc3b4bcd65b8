// The add-order screen's running totals: the same arithmetic the server does (order-pricing.ts),
// shown while the merchant types; the server's figures are the ones saved.
export type DraftLine = {
  key: string;
  product_id: string;
  product_name: string;
  variant_id?: string;
  variant_name?: string;
  addon_option_ids: string[];
  addons: { name: string; price: number }[];
  unit_price: number;
  quantity: number;
};
export type DraftCharge = { key: string; name: string; type: 'fixed' | 'percentage'; value: string };

export const chargeValue = (c: DraftCharge) => {
  const n = Number(c.value);
  return Number.isFinite(n) && n >= 0 ? n : 0;
};

/** A percentage is of the subtotal, rounded to whole shillings (TZS has no minor unit). */
export function chargeAmount(c: DraftCharge, subtotal: number): number {
  const v = chargeValue(c);
  return c.type === 'fixed' ? Math.round(v) : Math.round((subtotal * v) / 100);
}

export function orderTotals(lines: DraftLine[], charges: DraftCharge[]) {
  const subtotal = lines.reduce((sum, l) => sum + l.unit_price * l.quantity, 0);
  const amounts = charges.map((c) => chargeAmount(c, subtotal));
  const chargesTotal = amounts.reduce((a, b) => a + b, 0);
  return { subtotal, amounts, chargesTotal, total: subtotal + chargesTotal };
}
