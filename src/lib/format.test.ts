import { describe, expect, it } from 'vitest';
import { abbreviate, formatAmount, formatCompact, formatDate, formatMoney, minorUnits, to12Hour } from './format.ts';

describe('formatAmount', () => {
  it('shows 2 decimals with thousand separators', () => {
    expect(formatAmount(1234.5)).toBe('1,234.50');
    expect(formatAmount(1_000_000)).toBe('1,000,000.00');
    expect(formatAmount(0)).toBe('0.00');
    expect(formatAmount(999)).toBe('999.00');
    expect(formatAmount(1000)).toBe('1,000.00');
    expect(formatAmount(0.005)).toBe('0.01');
  });
  it('handles negatives, numeric strings and invalid input', () => {
    expect(formatAmount(-1234.5)).toBe('-1,234.50');
    expect(formatAmount(-0.001)).toBe('0.00');
    expect(formatAmount('2500')).toBe('2,500.00');
    expect(formatAmount('1,234.5')).toBe('1,234.50');
    expect(formatAmount('abc')).toBe('0.00');
    expect(formatAmount(Number.NaN)).toBe('0.00');
    expect(formatAmount(Infinity)).toBe('0.00');
    expect(formatAmount(null)).toBe('0.00');
    expect(formatAmount(undefined)).toBe('0.00');
  });
});

describe('formatMoney', () => {
  it('shows whole shillings for TZS by default', () => {
    expect(formatMoney(25_000)).toBe('TZS 25,000');
    expect(formatMoney(0)).toBe('TZS 0');
    expect(formatMoney(999)).toBe('TZS 999');
    expect(formatMoney(1_234_567)).toBe('TZS 1,234,567');
    expect(formatMoney(-25_000)).toBe('-TZS 25,000');
    expect(formatMoney('abc')).toBe('TZS 0');
  });
  it('divides minor units of currencies that have them', () => {
    expect(formatMoney(1999, 'USD')).toBe('USD 19.99');
    expect(formatMoney(100000, 'kes')).toBe('KES 1,000.00');
    expect(minorUnits('TZS')).toBe(0);
    expect(minorUnits('USD')).toBe(2);
  });
});

describe('formatCompact', () => {
  it('uses k, M, B, T', () => {
    expect(formatCompact(1500)).toBe('1.5k');
    expect(formatCompact(1000)).toBe('1k');
    expect(formatCompact(2_000_000)).toBe('2M');
    expect(formatCompact(3_250_000_000)).toBe('3.3B');
    expect(formatCompact(4e12)).toBe('4T');
    expect(formatCompact(5e15)).toBe('5000T');
  });
  it('leaves small numbers alone and rolls over at unit boundaries', () => {
    expect(formatCompact(0)).toBe('0');
    expect(formatCompact(999)).toBe('999');
    expect(formatCompact(12.345)).toBe('12.35');
    expect(formatCompact(999_999)).toBe('1M');
    expect(formatCompact(999_949)).toBe('999.9k');
  });
  it('handles negatives and invalid input', () => {
    expect(formatCompact(-1500)).toBe('-1.5k');
    expect(formatCompact(-999)).toBe('-999');
    expect(formatCompact(Number.NaN)).toBe('0');
    expect(formatCompact('x')).toBe('0');
  });
});

describe('abbreviate', () => {
  it('uses K, M, B, T with one decimal from 1000', () => {
    expect(abbreviate(1234)).toBe('1.2K');
    expect(abbreviate(1000)).toBe('1.0K');
    expect(abbreviate(1_500_000)).toBe('1.5M');
    expect(abbreviate(2e9)).toBe('2.0B');
    expect(abbreviate(7.25e12)).toBe('7.3T');
    expect(abbreviate(999_999)).toBe('1.0M');
  });
  it('leaves numbers below 1000 unchanged', () => {
    expect(abbreviate(999)).toBe('999');
    expect(abbreviate(0)).toBe('0');
    expect(abbreviate(12.5)).toBe('12.5');
    expect(abbreviate(-999)).toBe('-999');
  });
  it('handles negatives and invalid input', () => {
    expect(abbreviate(-1234)).toBe('-1.2K');
    expect(abbreviate(undefined)).toBe('0');
    expect(abbreviate('5000')).toBe('5.0K');
  });
});

describe('formatDate', () => {
  it('uses Month D, YYYY h:mm A by default', () => {
    expect(formatDate(new Date(2025, 2, 5, 14, 30))).toBe('March 5, 2025 2:30 PM');
    expect(formatDate('2024-12-31T00:05:00')).toBe('December 31, 2024 12:05 AM');
  });
  it('accepts other formats and Swahili month names', () => {
    expect(formatDate('2025-03-05T09:00:00', 'YYYY-MM-DD')).toBe('2025-03-05');
    expect(formatDate('2025-03-05T09:00:00', 'MMMM D', 'sw')).toBe('5 Machi');
    // the Swahili locale is applied per call, never globally
    expect(formatDate('2025-03-05T09:00:00', 'MMMM D')).toBe('March 5');
  });
  it("shows 'Invalid Date' for anything unparseable", () => {
    expect(formatDate('not a date')).toBe('Invalid Date');
    expect(formatDate('')).toBe('Invalid Date');
    expect(formatDate(null)).toBe('Invalid Date');
    expect(formatDate(undefined)).toBe('Invalid Date');
    expect(formatDate(new Date(Number.NaN))).toBe('Invalid Date');
  });
});

describe('to12Hour', () => {
  it('converts 24-hour time to 12-hour with AM/PM', () => {
    expect(to12Hour('14:30')).toBe('2:30 PM');
    expect(to12Hour('00:00')).toBe('12:00 AM');
    expect(to12Hour('00:45')).toBe('12:45 AM');
    expect(to12Hour('01:05')).toBe('1:05 AM');
    expect(to12Hour('11:59')).toBe('11:59 AM');
    expect(to12Hour('12:00')).toBe('12:00 PM');
    expect(to12Hour('12:30')).toBe('12:30 PM');
    expect(to12Hour('23:59')).toBe('11:59 PM');
    expect(to12Hour('9:15')).toBe('9:15 AM');
    expect(to12Hour('18:20:45')).toBe('6:20 PM');
  });
  it('returns anything that is not a time unchanged', () => {
    expect(to12Hour('24:00')).toBe('24:00');
    expect(to12Hour('12:60')).toBe('12:60');
    expect(to12Hour('noon')).toBe('noon');
    expect(to12Hour('')).toBe('');
  });
});

// Issue 25: Swahili screens printed dates in English's order ("Nov 20, 2026").
describe('formatDate in Swahili: the day first, Swahili month names', () => {
  const at = '2026-11-20T11:30:00Z';
  it('turns month-first patterns day-first', () => {
    expect(formatDate(at, 'MMM D, YYYY', 'sw')).toBe('20 Nov 2026');
    expect(formatDate(at, 'MMMM D, YYYY', 'sw')).toBe('20 Novemba 2026');
    expect(formatDate('2026-08-03T11:30:00Z', 'MMMM D', 'sw')).toBe('3 Agosti');
    expect(formatDate('2026-08-03T09:05:00', 'MMM D, HH:mm', 'sw')).toBe('3 Ago, 09:05');
    expect(formatDate('2026-08-03T09:05:07', 'MMM D, YYYY HH:mm:ss', 'sw')).toBe('3 Ago 2026 09:05:07');
  });
  it('leaves English and day-first patterns alone', () => {
    expect(formatDate(at, 'MMM D, YYYY', 'en')).toBe('Nov 20, 2026');
    expect(formatDate('2026-08-03T09:05:00', 'D MMM YYYY, HH:mm', 'sw')).toBe('3 Ago 2026, 09:05');
  });
});
