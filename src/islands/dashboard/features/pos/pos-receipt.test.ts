import { describe, expect, it } from 'vitest';
import { pos as en } from '../../../../i18n/en/pos.ts';
import { pos as sw } from '../../../../i18n/sw/pos.ts';
import { translate } from '../../../../i18n/locales.ts';
import type { PosOrder } from './api.ts';
import { receiptText, settledAs } from './pos-receipt.tsx';
import type { PosT } from './use-pos-t.ts';

// A credit sale's receipt printed and shared "Pay later (credit) · Paid" while the debt book said
// it was owed (issue 25): what the receipt says follows how the sale was settled.

const tOf = (dict: Record<string, string>) =>
  ((key: string, params?: Record<string, string | number>) => translate(dict, key, params)) as PosT;

const order = (payment_method: PosOrder['payment_method']): PosOrder => ({
  id: '00000000-0000-4000-8000-000000000001',
  number: 12,
  status: 'completed',
  channel: 'pos',
  customer: { id: '00000000-0000-4000-8000-000000000002', name: 'Bi Rehema', phone: '+255754300411' },
  fulfilment: 'pickup',
  payment_method,
  total: 30_000,
  currency: 'TZS',
  created_at: '2026-11-26T10:00:00.000Z',
  delivery_address: '',
  delivery_location: null,
  lines: [],
  subtotal: 30_000,
  charges: [],
  discount: null,
  charges_total: 0,
  rounding: 0,
  notes: '',
  timeline: [],
  next_statuses: [],
});

describe('the POS receipt says how the sale was settled', () => {
  it('a credit sale: owed, never paid (English and Swahili)', () => {
    expect(settledAs(tOf(en), order('credit'))).toBe('Pay later (credit) · Owed TZS 30,000');
    expect(settledAs(tOf(sw), order('credit'))).toBe('Lipa baadaye (mkopo) · Anadaiwa TZS 30,000');
    const shared = receiptText(tOf(en), { order: order('credit'), tendered: null }, null, undefined);
    expect(shared).toContain('Pay later (credit) · Owed TZS 30,000');
    expect(shared).not.toContain('Paid');
  });

  it('cash and mobile money: paid', () => {
    expect(settledAs(tOf(en), order('cash'))).toBe('Cash · Paid');
    expect(settledAs(tOf(en), order('mobile_money'))).toBe('Mobile money · Paid');
    expect(settledAs(tOf(sw), order('cash'))).toBe('Taslimu · Imelipwa');
    expect(receiptText(tOf(en), { order: order('cash'), tendered: 50_000 }, null, undefined)).toContain(
      'Change: TZS 20,000',
    );
  });
});
