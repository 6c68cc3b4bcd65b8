// The periods /api/analytics/* takes, apart from their zod schema (analytics-schemas.ts): the
// analytics screen lists them without bringing zod into its bundle (decision 0025).
export const ANALYTICS_RANGES = ['today', 'yesterday', '7d', '30d', 'this_month', 'last_month', 'custom'] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];
