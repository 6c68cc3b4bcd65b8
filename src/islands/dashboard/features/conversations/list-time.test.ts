import { describe, expect, it } from 'vitest';
import { listTime, messageTime } from './list-time.ts';

const words = {
  now: 'now',
  minutesAgo: (n: number) => `${n} min`,
  hoursAgo: (n: number) => `${n} h`,
  yesterday: 'Yesterday',
};
const now = new Date(2026, 10, 20, 15, 0, 0); // Friday 20 Nov 2026, 15:00 local

describe('listTime', () => {
  const at = (d: Date) => listTime(d.toISOString(), now, words, 'en');
  it('counts minutes and hours today', () => {
    expect(at(new Date(2026, 10, 20, 14, 59, 30))).toBe('now');
    expect(at(new Date(2026, 10, 20, 14, 55))).toBe('5 min');
    expect(at(new Date(2026, 10, 20, 9, 0))).toBe('6 h');
    expect(at(new Date(2026, 10, 20, 0, 1))).toBe('14 h');
  });
  it('says yesterday, then the weekday, then the date', () => {
    expect(at(new Date(2026, 10, 19, 23, 0))).toBe('Yesterday');
    expect(at(new Date(2026, 10, 16, 10, 0))).toBe('Mon');
    expect(at(new Date(2026, 10, 2, 10, 0))).toBe('2 Nov');
    expect(at(new Date(2025, 11, 31, 10, 0))).toBe('31 Dec 2025');
  });
  it('writes Swahili weekdays and ignores a bad date', () => {
    expect(listTime(new Date(2026, 10, 16, 10, 0).toISOString(), now, words, 'sw')).not.toBe('Mon');
    expect(listTime('nonsense', now, words, 'en')).toBe('');
  });
});

describe('messageTime', () => {
  it('shows the clock today and the date before', () => {
    expect(messageTime(new Date(2026, 10, 20, 9, 5).toISOString(), now, 'en')).toBe('09:05');
    expect(messageTime(new Date(2026, 10, 18, 9, 5).toISOString(), now, 'en')).toBe('18 Nov 09:05');
  });
});
