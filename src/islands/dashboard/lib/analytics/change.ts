import type { AnalyticsT } from './use-analytics-t.ts';

/** How a figure moved from the previous period: up or down by a whole percentage. */
export type Change =
  | { direction: 'same' }
  | { direction: 'up' | 'down'; percent: number }
  /** From zero there is no percentage: the figure is new. */
  | { direction: 'new' };

export function changeOf(value: number, previous: number): Change {
  if (value === previous) return { direction: 'same' };
  if (previous === 0) return { direction: 'new' };
  const percent = Math.round((Math.abs(value - previous) / Math.abs(previous)) * 100);
  return { direction: value > previous ? 'up' : 'down', percent };
}

export function changeText(change: Change, t: AnalyticsT): string {
  switch (change.direction) {
    case 'same':
      return t('changeSame');
    case 'new':
      return t('changeNew');
    case 'up':
      return t('changeUp', { percent: change.percent });
    case 'down':
      return t('changeDown', { percent: change.percent });
  }
}

/** Green for up, red for down: colour only repeats the arrow, it never carries the meaning alone. */
export function changeClass(change: Change): string {
  if (change.direction === 'up' || change.direction === 'new') return 'text-green-700';
  if (change.direction === 'down') return 'text-red-700';
  return 'text-slate-600';
}
