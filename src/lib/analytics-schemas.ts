import { z } from 'zod';
import { ANALYTICS_RANGES } from './analytics-ranges.ts';

// What /api/analytics/* takes (issue 17). Every range is a range of days in Tanzania (EAT, UTC+3),
// `to` included, and is compared with the previous period of the same length.

export { ANALYTICS_RANGES, type AnalyticsRange } from './analytics-ranges.ts';

/** A custom range may span at most this many days (two years). */
export const MAX_RANGE_DAYS = 731;

export const analyticsQuerySchema = z
  .object({
    range: z.enum(ANALYTICS_RANGES, { error: 'range_unknown' }).default('7d'),
    // Only with range=custom: both required then, ignored otherwise.
    from: z.iso.date({ error: 'date_invalid' }).optional(),
    to: z.iso.date({ error: 'date_invalid' }).optional(),
  })
  .refine((q) => q.range !== 'custom' || (q.from !== undefined && q.to !== undefined), {
    error: 'date_required',
    path: ['from'],
  })
  .refine((q) => q.range !== 'custom' || !q.from || !q.to || q.from <= q.to, {
    error: 'date_range_reversed',
    path: ['to'],
  });

export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

/** What GET /api/analytics/export can put in a CSV: one view of the screen. */
export const ANALYTICS_VIEWS = ['overview', 'products', 'peaks', 'channels', 'customers', 'chat'] as const;
export type AnalyticsView = (typeof ANALYTICS_VIEWS)[number];

export const analyticsExportQuerySchema = analyticsQuerySchema.safeExtend({
  view: z.enum(ANALYTICS_VIEWS, { error: 'view_unknown' }),
});
