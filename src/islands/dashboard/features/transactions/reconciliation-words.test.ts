import { describe, expect, it } from 'vitest';
import { reconciliation as en } from '../../../../i18n/en/refunds.ts';
import { reconciliation as sw } from '../../../../i18n/sw/refunds.ts';
import { tFor } from '../../../../i18n/use-t.ts';
import type { ReconPayment } from './reconciliation-api.ts';
import { figuresText, whyText } from './reconciliation-words.ts';

const payment = (over: Partial<ReconPayment>): ReconPayment => ({
  id: '01a2194a-b59e-7263-ab8e-a50d23069845',
  order: { id: '01a2194a-b59e-7263-ab8e-a50d23069846', number: 12, status: 'paid' },
  debt_id: null,
  provider: 'clickpesa',
  network: 'mpesa',
  phone: '+255754***456',
  reference: 'DK1',
  provider_reference: null,
  amount: 10000,
  status: 'pending',
  reason: null,
  excess: 0,
  reported: null,
  created_at: '2026-11-26T10:00:00.000Z',
  ...over,
});
const dicts = { en, sw };

describe('the provider’s figures, in words', () => {
  it('another amount than asked: both numbers, in English and Swahili', () => {
    const p = payment({ reported: { amount: 9800, currency: 'TZS', fee: null, net: null } });
    expect(figuresText(tFor(dicts, 'en'), p)).toBe('Asked TZS 10,000; the provider reports TZS 9,800 received.');
    expect(figuresText(tFor(dicts, 'sw'), p)).toBe(
      'Kiliombwa TZS 10,000; mtoa huduma anaripoti TZS 9,800 zimepokelewa.',
    );
  });

  it('gross less fee is not net: the three figures', () => {
    const p = payment({ reported: { amount: 10000, currency: 'TZS', fee: 200, net: 9700 } });
    expect(figuresText(tFor(dicts, 'en'), p)).toBe(
      'The provider reports TZS 10,000 paid, a fee of TZS 200 and TZS 9,700 to the account: TZS 10,000 less TZS 200 is not TZS 9,700.',
    );
    expect(figuresText(tFor(dicts, 'sw'), p)).toContain('TZS 10,000 toa TZS 200 si TZS 9,700');
  });

  it('nothing reported: nothing said', () => {
    expect(figuresText(tFor(dicts, 'en'), payment({}))).toBeNull();
  });
});

describe('why money waits for a decision', () => {
  it('an overpayment says how much more; a cancelled order what to give back', () => {
    expect(whyText(tFor(dicts, 'en'), payment({ excess: 4000 }))).toBe(
      'Paid beyond what the order still owed: TZS 4,000 more.',
    );
    const cancelled = payment({
      order: { id: '01a2194a-b59e-7263-ab8e-a50d23069846', number: 3, status: 'cancelled' },
    });
    expect(whyText(tFor(dicts, 'sw'), cancelled)).toBe('Oda imeghairiwa: TZS 10,000 za kurudisha.');
    expect(whyText(tFor(dicts, 'en'), payment({ order: null, excess: 2500 }))).toBe(
      'More than the debt still asked: TZS 2,500 more.',
    );
  });
});
