import { queryOptions } from '@tanstack/react-query';
import type { AnalyticsQuery } from '../../../../lib/analytics-schemas.ts';
import { call } from '../client.ts';
import { analyticsKeys } from '../query-keys.ts';

export type {
  AnalyticsChannels,
  AnalyticsChat,
  AnalyticsCustomers,
  AnalyticsOverview,
  AnalyticsPeaks,
  AnalyticsProducts,
} from '../../../../lib/contracts/analytics.ts';

/**
 * How often figures are asked again when the live stream is not open (or not used, as on the home
 * page): the stream makes them current within 2 s, this is the fallback.
 */
export const FALLBACK_REFETCH_MS = 30_000;

/** Today's overview is the home page's card too: the same key, so one read serves both screens. */
export const analyticsOverviewQuery = (query: AnalyticsQuery) =>
  queryOptions({
    queryKey: analyticsKeys.view('overview', query),
    queryFn: ({ signal }) => call('GET /api/analytics/overview', { query, signal }),
  });

export const analyticsProductsQuery = (query: AnalyticsQuery) =>
  queryOptions({
    queryKey: analyticsKeys.view('products', query),
    queryFn: ({ signal }) => call('GET /api/analytics/products', { query, signal }),
  });

export const analyticsPeaksQuery = (query: AnalyticsQuery) =>
  queryOptions({
    queryKey: analyticsKeys.view('peaks', query),
    queryFn: ({ signal }) => call('GET /api/analytics/peaks', { query, signal }),
  });

export const analyticsChannelsQuery = (query: AnalyticsQuery) =>
  queryOptions({
    queryKey: analyticsKeys.view('channels', query),
    queryFn: ({ signal }) => call('GET /api/analytics/channels', { query, signal }),
  });

export const analyticsCustomersQuery = (query: AnalyticsQuery) =>
  queryOptions({
    queryKey: analyticsKeys.view('customers', query),
    queryFn: ({ signal }) => call('GET /api/analytics/customers', { query, signal }),
  });

export const analyticsChatQuery = (query: AnalyticsQuery) =>
  queryOptions({
    queryKey: analyticsKeys.view('chat', query),
    queryFn: ({ signal }) => call('GET /api/analytics/chat', { query, signal }),
  });

/** What each section of the analytics screen reads with: the period, and polling while not live. */
export type AnalyticsSectionProps = { query: AnalyticsQuery; refetchInterval: number | false };

/** Discount codes used in the period (issue 28). Under the analytics key: the live stream refreshes it with the rest. */
export const analyticsDiscountsQuery = (query: AnalyticsQuery) =>
  queryOptions({
    queryKey: [...analyticsKeys.all, 'discounts', query] as const,
    queryFn: ({ signal }) => call('GET /api/analytics/discounts', { query, signal }),
  });
