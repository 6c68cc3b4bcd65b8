import { describe, expect, it } from 'vitest';
import { eatDay, eatDayStart, eatRange, rangeTooLong } from './eat-range.ts';

// 02:30 EAT on Thursday 1 January 2026 is still 31 December in UTC.
const now = new Date('2025-12-31T23:30:00Z');
const days = (q: Parameters<typeof eatRange>[0]) => {
  const r = eatRange(q, now);
  return [r.from, r.to, r.previous_from, r.previous_to, r.bucket];
};

describe('EAT ranges', () => {
  it('names the day an instant falls in, in Tanzania', () => {
    expect(eatDay(new Date('2026-11-01T20:30:00Z'))).toBe('2026-11-01'); // 23:30 EAT
    expect(eatDay(new Date('2026-11-01T21:00:00Z'))).toBe('2026-11-02'); // midnight EAT
    expect(eatDayStart('2026-11-02').toISOString()).toBe('2026-11-01T21:00:00.000Z');
  });

  it('turns each range into days and the previous period of the same length', () => {
    expect(days({ range: 'today' })).toEqual(['2026-01-01', '2026-01-01', '2025-12-31', '2025-12-31', 'hour']);
    expect(days({ range: 'yesterday' })).toEqual(['2025-12-31', '2025-12-31', '2025-12-30', '2025-12-30', 'hour']);
    expect(days({ range: '7d' })).toEqual(['2025-12-26', '2026-01-01', '2025-12-19', '2025-12-25', 'day']);
    expect(days({ range: '30d' })).toEqual(['2025-12-03', '2026-01-01', '2025-11-03', '2025-12-02', 'day']);
    expect(days({ range: 'this_month' })).toEqual(['2026-01-01', '2026-01-01', '2025-12-31', '2025-12-31', 'hour']);
    expect(days({ range: 'last_month' })).toEqual(['2025-12-01', '2025-12-31', '2025-10-31', '2025-11-30', 'day']);
    expect(days({ range: 'custom', from: '2024-02-28', to: '2024-03-01' })).toEqual([
      '2024-02-28',
      '2024-03-01',
      '2024-02-25',
      '2024-02-27',
      'day',
    ]);
  });

  it('gives the instants a range covers, and knows a range too long', () => {
    const r = eatRange({ range: '7d' }, now);
    expect([r.start.toISOString(), r.end.toISOString(), r.previousStart.toISOString()]).toEqual([
      '2025-12-25T21:00:00.000Z',
      '2026-01-01T21:00:00.000Z',
      '2025-12-18T21:00:00.000Z',
    ]);
    expect(rangeTooLong(eatRange({ range: 'custom', from: '2024-01-01', to: '2025-12-31' }, now))).toBe(false);
    expect(rangeTooLong(eatRange({ range: 'custom', from: '2024-01-01', to: '2026-01-01' }, now))).toBe(true);
  });
});
