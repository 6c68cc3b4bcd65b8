import { describe, expect, it } from 'vitest';
import { cashRounding as serverRounding } from '../../../../server/modules/orders/pos-settings.ts';
import { addLine, cartTotals, cashRounding, lineKey, quickTenders, setQuantity, type CartLine } from './cart.ts';

const line = (id: string, unit: number, quantity = 1, variant?: string, addons: string[] = []): CartLine => ({
  key: lineKey(id, variant, addons),
  product_id: id,
  name: id,
  variant_id: variant,
  addon_option_ids: addons,
  addon_names: [],
  unit_price: unit,
  quantity,
});

describe('POS cart', () => {
  it('merges the same product, variant and add-ons into one line (add-ons in any order)', () => {
    let lines = addLine([], line('soda', 1250));
    lines = addLine(lines, line('soda', 1250));
    lines = addLine(lines, line('juice', 3000, 1, 'large', ['a', 'b']));
    lines = addLine(lines, line('juice', 3000, 1, 'large', ['b', 'a']));
    lines = addLine(lines, line('juice', 2000, 1, 'small'));
    expect(lines.map((l) => [l.product_id, l.variant_id, l.quantity])).toEqual([
      ['soda', undefined, 2],
      ['juice', 'large', 2],
      ['juice', 'small', 1],
    ]);
    expect(setQuantity(lines, lines[0]!.key, 0)).toHaveLength(2);
  });

  it('prices charges and rounds cash only, like the server', () => {
    const lines = [line('soda', 1250, 2), line('juice', 3000)];
    const charges = [
      { name: 'Service', type: 'fixed' as const, value: 300 },
      { name: 'VAT', type: 'percentage' as const, value: 2.5 },
    ];
    // 5,500 + 300 + 138 (2.5 % of 5,500 = 137.5 → 138) = 5,938
    expect(cartTotals(lines, charges, 'mobile_money', 500)).toMatchObject({
      subtotal: 5500,
      rounding: 0,
      total: 5938,
      count: 3,
    });
    expect(cartTotals(lines, charges, 'cash', 500)).toMatchObject({ rounding: 62, total: 6000 });
    expect(cartTotals(lines, charges, 'cash', 0)).toMatchObject({ rounding: 0, total: 5938 });
    expect(cartTotals([], charges, 'cash', 500).rounding).toBe(0);
    for (const [total, unit] of [
      [5938, 500],
      [1550, 500],
      [1250, 1000],
      [149, 50],
      [75, 50],
      [0, 100],
    ] as const) {
      expect(cashRounding(total, unit)).toBe(serverRounding(total, unit));
    }
  });

  it('offers the exact total and the next round notes', () => {
    expect(quickTenders(5800)).toEqual([5800, 6000, 10000, 50000]);
    expect(quickTenders(10000)).toEqual([10000, 50000]);
    expect(quickTenders(0)).toEqual([]);
  });
});
