import type { AnalyticsPeaks } from '../../../../lib/contracts/analytics.ts';
import type { AnalyticsKey, AnalyticsT } from '../../lib/analytics/use-analytics-t.ts';

const hour = (h: number) => `${String(h).padStart(2, '0')}:00`;

/**
 * The busiest window in a sentence ("Most orders come on Saturdays between 18:00 and 20:00"):
 * an owner reads that at a glance, where a heatmap needs study. Hours are EAT, 24-hour as both
 * languages write them in Tanzania; a window ending at midnight ends at 24:00.
 */
export function busiestWords(busiest: AnalyticsPeaks['busiest'], t: AnalyticsT): string {
  if (!busiest) return t('busiestNone');
  return t('busiestWords', {
    weekday: t(`wd_${busiest.weekday}` as AnalyticsKey),
    from: hour(busiest.from_hour),
    to: hour(busiest.to_hour),
  });
}
