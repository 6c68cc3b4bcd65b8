import { analyticsQuerySchema, type AnalyticsQuery } from '../../../../lib/analytics-schemas.ts';

// The picked period lives in the URL (?range=30d, or ?range=custom&from=…&to=…) so Back, a reload
// and a shared link show the same figures. The server's own schema reads it: a link the server
// would refuse (custom without dates, reversed dates, an unknown range) falls back to the default
// instead of showing an error screen.

export const DEFAULT_QUERY: AnalyticsQuery = { range: '7d' };

export function rangeFromParams(params: URLSearchParams): AnalyticsQuery {
  const parsed = analyticsQuerySchema.safeParse({
    range: params.get('range') ?? undefined,
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
  });
  if (!parsed.success) return DEFAULT_QUERY;
  const { range, from, to } = parsed.data;
  // Dates only mean something with a custom range; dropping them keeps one cache entry per range.
  return range === 'custom' ? { range, from, to } : { range };
}

/** The URL's search params for a period; other params (none today) are kept. The default stays out. */
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
