import { describe, expect, it } from 'vitest';
import { describeFee, feeFor, feeGivenBackAfter, parsePlatformFee } from './platform-fee.ts';

describe('the platform fee', () => {
  it('reads a percentage (two decimals at most, 20% at most) or whole shillings', () => {
    expect(parsePlatformFee('2.5%')).toEqual({ kind: 'percent', basisPoints: 250 });
    expect(parsePlatformFee('3%')).toEqual({ kind: 'percent', basisPoints: 300 });
    expect(parsePlatformFee('1.25%')).toEqual({ kind: 'percent', basisPoints: 125 });
    expect(parsePlatformFee('500')).toEqual({ kind: 'fixed', amount: 500 });
    for (const bad of ['2.555%', '21%', '-1', 'abc', '', '2,5%', '1000000'])
      expect(parsePlatformFee(bad), bad).toBeNull();
  });

  it('rounds a percentage down to the shilling and never takes more than the payment', () => {
    expect(feeFor({ kind: 'percent', basisPoints: 250 }, 9_999)).toBe(249);
    expect(feeFor({ kind: 'percent', basisPoints: 250 }, 10_000_000_000)).toBe(250_000_000);
    expect(feeFor({ kind: 'fixed', amount: 500 }, 300)).toBe(300);
    expect(feeFor({ kind: 'fixed', amount: 500 }, 0)).toBe(0);
  });

  it('gives the fee back cumulatively rounded down: any sequence of refunds returns at most the fee, all of it when all is refunded', () => {
    for (const [fee, gross] of [
      [249, 9_999],
      [1, 3],
      [7, 1_000],
      [250_000_000, 10_000_000_000],
    ] as const) {
      let refunded = 0;
      let back = 0;
      for (const part of [gross / 3, gross / 7, gross / 2, gross].map(Math.floor)) {
        const step = Math.min(part, gross - refunded);
        if (step <= 0) continue;
        refunded += step;
        const due = Math.min(fee, feeGivenBackAfter(fee, gross, refunded)) - back;
        expect(due).toBeGreaterThanOrEqual(0);
        back += due;
        expect(back).toBeLessThanOrEqual(fee);
      }
      if (refunded === gross) expect(back).toBe(fee);
    }
    expect(feeGivenBackAfter(250, 10_000, 5_000)).toBe(125);
  });

  it('says the fee as a person reads it', () => {
    expect(describeFee({ kind: 'percent', basisPoints: 250 })).toBe('2.5%');
    expect(describeFee({ kind: 'percent', basisPoints: 205 })).toBe('2.05%');
    expect(describeFee({ kind: 'percent', basisPoints: 300 })).toBe('3%');
    expect(describeFee({ kind: 'fixed', amount: 1500 })).toBe('TZS 1,500');
  });
});
