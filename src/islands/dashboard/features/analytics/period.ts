import { formatDate } from '../../../../lib/format.ts';
import type { AnalyticsPeriod } from '../../../../lib/contracts/analytics.ts';

type Lang = 'en' | 'sw';

/** A bucket of the sales series as an axis and table label: "18:00" for an hour, "Nov 3" for a day. */
export function bucketLabel(at: string, bucket: AnalyticsPeriod['bucket'], lang: Lang): string {
  // `YYYY-MM-DDTHH` is already an EAT hour: read the digits, not a Date (the browser's zone may differ).
  if (bucket === 'hour') return `${at.slice(11, 13)}:00`;
  return formatDate(at, 'MMM D', lang);
}

/** A day of the period for the screen ("Nov 3, 2026"). */
export const dayLabel = (day: string, lang: Lang) => formatDate(day, 'MMM D, YYYY', lang);

/** A CSV's file name says what it holds and for which days: "analytics-sales-2026-11-01_2026-11-07". */
export const csvName = (what: string, period: AnalyticsPeriod) => `analytics-${what}-${period.from}_${period.to}`;
