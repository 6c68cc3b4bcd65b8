import { describe, expect, it } from 'vitest';
import { orderTotals, type DraftCharge, type DraftLine } from './order-totals.ts';

const line = (unit: number, quantity: number): DraftLine => ({
  key: 'k',
  product_id: 'p',
  product_name: 'P',
  addon_option_ids: [],
  addons: [],
  unit_price: unit,
  quantity,
});
const charge = (type: DraftCharge['type'], value: string): DraftCharge => ({ key: 'c', name: 'C', type, value });

describe('orderTotals', () => {
  it('adds lines, fixed and percentage charges in whole shillings', () => {
    const r = orderTotals([line(2500, 2), line(1000, 1)], [charge('fixed', '2000'), charge('percentage', '2.5')]);
    expect(r).toEqual({ subtotal: 6000, amounts: [2000, 150], chargesTotal: 2150, total: 8150 });
  });
  it('rounds a percentage and ignores a half-typed value', () => {
    expect(orderTotals([line(333, 1)], [charge('percentage', '10'), charge('fixed', '')]).amounts).toEqual([33, 0]);
  });
});
