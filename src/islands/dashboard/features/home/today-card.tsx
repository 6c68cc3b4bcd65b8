import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatMoney } from '../../../../lib/format.ts';
import { can } from '../../../../lib/permissions.ts';
import { QueryErrorBlock } from '../../query-error-block.tsx';
import { InnerSpinner } from '../../../../ui/spinner.tsx';
import { call } from '../../lib/client.ts';
import { useUser } from '../../lib/session.ts';
import { useAppT, type AppKey } from '../../lib/use-app-t.ts';
import { analyticsOverviewQuery } from '../../lib/analytics/api.ts';
import { HeadlineFigures } from '../../lib/analytics/headline-figures.tsx';
import { LiveBadge } from '../../lib/analytics/live-badge.tsx';
import { useAnalyticsLive } from '../../lib/analytics/use-analytics-live.ts';
import { SectionBody } from '../../lib/analytics/section-card.tsx';
import { useAnalyticsT } from '../../lib/analytics/use-analytics-t.ts';

const SUMMARY_KEY = ['dashboard', 'summary'] as const;
const LIVE_ALSO = [SUMMARY_KEY];

// A shop owner keeps this screen open to watch the day's orders come in: the card follows the live
// sales stream (any order, payment or cancellation, from the chat or this dashboard, within 2 s),
// and reads again every minute while the stream is down.
export const summaryQuery = () => ({
  queryKey: SUMMARY_KEY,
  queryFn: ({ signal }: { signal: AbortSignal }) => call('GET /api/dashboard/summary', { signal }),
  refetchInterval: 60_000,
});

// The analytics screen's own read of today (same key): the two screens never disagree.
const TODAY = { range: 'today' } as const;

/**
 * Today's orders, sales and average order against yesterday, for members who may see sales
 * (decision 0029; the home page leaves it out for others), then the latest orders for those who may read orders.
 */
export function TodayCard() {
  const t = useAppT();
  const ta = useAnalyticsT();
  const user = useUser().data;
  const live = useAnalyticsLive(LIVE_ALSO);
  const today = useQuery({ ...analyticsOverviewQuery(TODAY), refetchInterval: live === 'live' ? false : 60_000 });
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-5 lg:col-span-2" aria-labelledby="today-title">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="today-title" className="font-semibold">
          {t('todayTitle')} <span className="text-sm font-normal text-slate-500">{ta('vsYesterday')}</span>
        </h2>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <LiveBadge status={live} />
          <Link to="/dashboard/analytics" className="text-sm font-medium text-brand-600 hover:underline">
            {ta('seeAnalytics')}
          </Link>
        </div>
      </div>
      <div className="mt-3">
        <SectionBody query={today} lines={2}>
          {(data) => <HeadlineFigures data={data} compact />}
        </SectionBody>
      </div>
      {user && can(user.permissions, 'orders', 'read') && <RecentOrders />}
    </section>
  );
}

/** The latest orders of the shop, each a link to its page. */
function RecentOrders() {
  const t = useAppT();
  const summary = useQuery(summaryQuery());
  return (
    <>
      {summary.isPending && <InnerSpinner />}
      {summary.isError && (
        <QueryErrorBlock
          error={summary.error}
          message={t('summaryFailed')}
          onRetry={() => void summary.refetch()}
          retrying={summary.isFetching}
        />
      )}
      {summary.data && (
        <>
          <h3 className="mt-5 text-sm font-semibold text-slate-700">{t('recentOrders')}</h3>
          {summary.data.recent_orders.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">{t('noOrdersYet')}</p>
          ) : (
            <ul className="mt-2 divide-y divide-slate-100">
              {summary.data.recent_orders.map((o) => (
                <li key={o.id}>
                  <Link
                    to={`/dashboard/orders/order-info/${o.id}`}
                    className="flex items-center justify-between gap-3 py-2.5 text-sm hover:bg-slate-50"
                  >
                    {/* The name on its own line: beside the status and total it had room for a few letters on a phone. */}
                    <span className="min-w-0">
                      <span className="block font-medium">{t('orderNumber', { number: o.number })}</span>
                      {o.customer_name && <span className="block truncate text-slate-600">{o.customer_name}</span>}
                    </span>
                    <span className="flex shrink-0 flex-col items-end gap-1 sm:flex-row sm:items-center sm:gap-2">
                      <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs">
                        {t(`status_${o.status}` as AppKey)}
                      </span>
                      <span className="font-medium">{formatMoney(o.total, 'TZS')}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <Link to="/dashboard/orders" className="mt-3 inline-block text-sm font-medium text-brand-600 hover:underline">
            {t('allOrders')}
          </Link>
        </>
      )}
    </>
  );
}
