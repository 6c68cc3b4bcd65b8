import { describe, expect, it } from 'vitest';
import { addMonths, dayIn, eatDay, lastDayOf, nextOccurrence } from './eat-days.ts';

describe('days in Tanzania', () => {
  it('an instant at 21:30 UTC is already the next day in EAT', () => {
    expect(eatDay(new Date('2026-03-01T20:59:59Z'))).toBe('2026-03-01');
    expect(eatDay(new Date('2026-03-01T21:00:00Z'))).toBe('2026-03-02');
  });

  it('moves months across years both ways', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-05', -17)).toBe('2024-12');
  });

  it('a day of month past the month’s end takes its last day', () => {
    expect(dayIn('2026-02', 31)).toBe('2026-02-28');
    expect(dayIn('2028-02', 30)).toBe('2028-02-29');
    expect(dayIn('2026-04', 31)).toBe('2026-04-30');
    expect(lastDayOf('2026-12')).toBe('2026-12-31');
  });

  it('the next occurrence is today when today is the day, else later this month or next', () => {
    expect(nextOccurrence('2026-01-15', 15)).toBe('2026-01-15');
    expect(nextOccurrence('2026-01-16', 15)).toBe('2026-02-15');
    expect(nextOccurrence('2026-01-31', 30)).toBe('2026-02-28');
    expect(nextOccurrence('2026-02-10', 31)).toBe('2026-02-28');
  });
});
