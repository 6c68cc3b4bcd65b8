import { describe, expect, it } from 'vitest';
import { tFor } from '../../../../i18n/use-t.ts';
import { changeOf, changeText } from './change.ts';
import { analyticsDicts } from './use-analytics-t.ts';

describe('change on the previous period', () => {
  it('is a whole percentage up or down', () => {
    expect(changeOf(150, 100)).toEqual({ direction: 'up', percent: 50 });
    expect(changeOf(75, 100)).toEqual({ direction: 'down', percent: 25 });
    expect(changeOf(0, 40)).toEqual({ direction: 'down', percent: 100 });
    // 1/3 → 33, 2/3 → 67: rounded, not cut.
    expect(changeOf(4, 3)).toEqual({ direction: 'up', percent: 33 });
    expect(changeOf(1, 3)).toEqual({ direction: 'down', percent: 67 });
  });

  it('has no percentage from zero and says when nothing moved', () => {
    expect(changeOf(5, 0)).toEqual({ direction: 'new' });
    expect(changeOf(0, 0)).toEqual({ direction: 'same' });
    expect(changeOf(7, 7)).toEqual({ direction: 'same' });
  });

  it('reads with an arrow in both languages', () => {
    const en = tFor(analyticsDicts, 'en');
    const sw = tFor(analyticsDicts, 'sw');
    expect(changeText(changeOf(150, 100), en)).toBe('↑ 50%');
    expect(changeText(changeOf(75, 100), sw)).toBe('↓ 25%');
    expect(changeText(changeOf(3, 0), en)).toBe('↑ new');
    expect(changeText(changeOf(3, 0), sw)).toBe('↑ mpya');
    expect(changeText(changeOf(3, 3), sw)).toBe('hakuna mabadiliko');
  });
});
