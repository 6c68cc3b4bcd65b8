import { describe, expect, it } from 'vitest';
import { isoTime } from './iso-time.ts';

describe('isoTime', () => {
  it('writes what toISOString writes', () => {
    const edges = [0, 1, -1, 86_399_999, 951_782_400_000, 951_868_799_999, 4_107_542_399_999, Date.now()];
    const limits = [-62_167_219_200_000, 253_402_300_799_999, -62_167_219_200_001, 253_402_300_800_000];
    const random = Array.from({ length: 20_000 }, () => Math.floor((Math.random() - 0.2) * 2.6e14));
    for (const ms of [...edges, ...limits, ...random])
      expect(isoTime(new Date(ms)), String(ms)).toBe(new Date(ms).toISOString());
  });

  it('throws on an invalid date, as toISOString does', () => {
    expect(() => isoTime(new Date(Number.NaN))).toThrow(RangeError);
  });
});
