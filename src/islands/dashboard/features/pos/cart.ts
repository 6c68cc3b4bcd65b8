import type { PaymentMethod, PosCharge } from './api.ts';

// The till's running totals: the arithmetic of the server (order-pricing.ts, pos.service.ts),
// shown while the cashier taps; the server's figures are the ones saved and printed.
export type CartLine = {
  key: string;
  product_id: string;
  name: string;
  variant_id?: string;
  variant_name?: string;
  addon_option_ids: string[];
  addon_names: string[];
  unit_price: number;
  quantity: number;
};

/** Same product, same variant, same add-ons: one line with a bigger quantity. */
export const lineKey = (productId: string, variantId: string | undefined, addonIds: string[]) =>
  [productId, variantId ?? '', ...[...addonIds].sort()].join('|');

export function addLine(lines: CartLine[], line: CartLine): CartLine[] {
  const same = lines.find((l) => l.key === line.key);
  if (!same) return [...lines, line];
  return lines.map((l) => (l.key === line.key ? { ...l, quantity: Math.min(10_000, l.quantity + line.quantity) } : l));
}

export function setQuantity(lines: CartLine[], key: string, quantity: number): CartLine[] {
  return quantity <= 0
    ? lines.filter((l) => l.key !== key)
    : lines.map((l) => (l.key === key ? { ...l, quantity: Math.min(10_000, quantity) } : l));
}

export const chargeAmount = (c: PosCharge, subtotal: number) =>
  c.type === 'fixed' ? c.value : Math.round((subtotal * c.value) / 100);

/** Cash has no coins below the rounding unit: the total goes to the nearest unit (as cashRounding on the server). */
export const cashRounding = (total: number, unit: number) => (unit > 0 ? Math.round(total / unit) * unit - total : 0);

export function cartTotals(lines: CartLine[], charges: PosCharge[], payment: PaymentMethod, roundingUnit: number) {
  const subtotal = lines.reduce((sum, l) => sum + l.unit_price * l.quantity, 0);
  const priced = charges.map((c) => ({ name: c.name, amount: chargeAmount(c, subtotal) }));
  const beforeRounding = subtotal + priced.reduce((sum, c) => sum + c.amount, 0);
  const rounding = payment === 'cash' && lines.length > 0 ? cashRounding(beforeRounding, roundingUnit) : 0;
  return {
    subtotal,
    charges: priced,
    rounding,
    total: beforeRounding + rounding,
    count: lines.reduce((n, l) => n + l.quantity, 0),
  };
}

/** Quick cash buttons: the exact total and the next round notes above it (TZS notes: 1,000 to 10,000). */
export function quickTenders(total: number): number[] {
  if (total <= 0) return [];
  const out = new Set<number>([total]);
  for (const step of [1000, 5000, 10_000, 50_000]) {
    const up = Math.ceil(total / step) * step;
    if (up > total) out.add(up);
    if (out.size >= 4) break;
  }
  return [...out].sort((a, b) => a - b);
}
