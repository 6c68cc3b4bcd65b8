import { ANALYTICS_RANGES, type AnalyticsRange } from '../../../../lib/analytics-ranges.ts';
import type { AnalyticsQuery } from '../../../../lib/analytics-schemas.ts';

// The picked period lives in the URL (?range=30d, or ?range=custom&from=…&to=…) so Back, a reload
// and a shared link show the same figures. A link the server would refuse (custom without dates,
// reversed dates, an unknown range) falls back to the default instead of an error screen.
//
// These checks mirror analyticsQuerySchema by hand: parsing with the schema itself would bring zod
// (~26 KB gzip) into the route's bundle, whose budget is 60 KB. range.test.ts holds the two to the
// same answers.

export const DEFAULT_QUERY: AnalyticsQuery = { range: '7d' };

/** A real calendar day written `YYYY-MM-DD` (not 2026-02-30). */
export function isDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

const isRange = (text: string | null): text is AnalyticsRange =>
  (ANALYTICS_RANGES as readonly (string | null)[]).includes(text);

export function rangeFromParams(params: URLSearchParams): AnalyticsQuery {
  const range = params.get('range');
  if (range === null) return DEFAULT_QUERY;
  if (!isRange(range)) return DEFAULT_QUERY;
  if (range !== 'custom') return { range };
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return isDay(from) && isDay(to) && from <= to ? { range, from, to } : DEFAULT_QUERY;
}

/** The URL's search params for a period; other params are kept. The default stays out. */
export function rangeToParams(query: AnalyticsQuery, current = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of ['range', 'from', 'to']) next.delete(key);
  if (query.range !== DEFAULT_QUERY.range) next.set('range', query.range);
  if (query.range === 'custom' && query.from && query.to) {
    next.set('from', query.from);
    next.set('to', query.to);
  }
  return next;
}
