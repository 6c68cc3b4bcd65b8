import { describe, expect, it } from 'vitest';
import { tFor } from '../../../../i18n/use-t.ts';
import { busiestWords } from './busiest-words.ts';
import { analyticsDicts } from '../../lib/analytics/use-analytics-t.ts';

const en = tFor(analyticsDicts, 'en');
const sw = tFor(analyticsDicts, 'sw');

describe('the busiest window in words', () => {
  it('names the weekday (0 = Monday) and the hours in both languages', () => {
    const saturdayEvening = { weekday: 5, from_hour: 18, to_hour: 20, orders: 12 };
    expect(busiestWords(saturdayEvening, en)).toBe('Most orders come on Saturdays between 18:00 and 20:00.');
    expect(busiestWords(saturdayEvening, sw)).toBe('Oda nyingi huja siku za Jumamosi kati ya saa 18:00 na 20:00.');
    expect(busiestWords({ weekday: 0, from_hour: 8, to_hour: 10, orders: 1 }, en)).toBe(
      'Most orders come on Mondays between 08:00 and 10:00.',
    );
  });

  it('ends a window at midnight at 24:00 and says so when there is no order', () => {
    expect(busiestWords({ weekday: 6, from_hour: 22, to_hour: 24, orders: 3 }, sw)).toBe(
      'Oda nyingi huja siku za Jumapili kati ya saa 22:00 na 24:00.',
    );
    expect(busiestWords(null, en)).toBe('No orders yet to find the busiest time.');
  });
});
