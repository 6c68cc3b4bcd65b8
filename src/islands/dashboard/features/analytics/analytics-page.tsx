import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { $language } from '../../../../i18n/language.ts';
import type { AnalyticsQuery } from '../../../../lib/analytics-schemas.ts';
import { EmptyState } from '../../../../ui/empty-state.tsx';
import { InnerSpinner } from '../../../../ui/spinner.tsx';
import { canSeeAnalyticsView, canSeeSales } from '../../../../lib/analytics-access.ts';
import type { Permissions } from '../../../../lib/permissions.ts';
import { useUser } from '../../lib/session.ts';
import { PageHeader } from '../../layout/page-header.tsx';
import { analyticsOverviewQuery, FALLBACK_REFETCH_MS } from '../../lib/analytics/api.ts';
import { ChatSection } from './chat-section.tsx';
import { CustomersSection } from './customers-section.tsx';
import { LiveBadge } from '../../lib/analytics/live-badge.tsx';
import { HeadlineFigures } from '../../lib/analytics/headline-figures.tsx';
import { SalesOverTime } from './sales-over-time.tsx';
import { PeaksSection } from './peaks-section.tsx';
import { dayLabel } from './period.ts';
import { ProductsSection } from './products-section.tsx';
import { RangePicker } from './range-picker.tsx';
import { rangeFromParams, rangeToParams } from './range.ts';
import { SectionBody } from '../../lib/analytics/section-card.tsx';
import { SplitSection } from './split-section.tsx';
import { DiscountsSection } from './discounts-section.tsx';
import { useAnalyticsLive } from '../../lib/analytics/use-analytics-live.ts';
import { useAnalyticsT } from '../../lib/analytics/use-analytics-t.ts';

/**
 * /dashboard/analytics (issue 17): the period's figures against the previous period, kept current
 * by the live stream. Every section reads its own endpoint at once, so a slow one does not hold
 * back the others; with no order in the period, one helpful message replaces the empty charts.
 */
export function AnalyticsPage() {
  const t = useAnalyticsT();
  const user = useUser().data;
  if (!user) return <InnerSpinner />;
  // The server refuses each view to who may not read what it shows (decision 0029): no card asks.
  if (!canSeeSales(user.permissions))
    return (
      <div className="space-y-5">
        <PageHeader title={t('title')} subtitle={t('subtitle')} />
        <EmptyState title={t('noAccessTitle')} description={t('noAccessText')} />
      </div>
    );
  return <AnalyticsScreen permissions={user.permissions} />;
}

function AnalyticsScreen({ permissions }: { permissions: Permissions }) {
  const t = useAnalyticsT();
  const lang = useStore($language);
  const [params, setParams] = useSearchParams();
  const query = rangeFromParams(params);
  const live = useAnalyticsLive();
  const refetchInterval: number | false = live === 'live' ? false : FALLBACK_REFETCH_MS;
  const overview = useQuery({ ...analyticsOverviewQuery(query), refetchInterval });
  const setQuery = (next: AnalyticsQuery) => setParams((prev) => rangeToParams(next, prev));
  const period = overview.data?.period;
  const empty = overview.data?.orders.value === 0;
  const sections = { query, refetchInterval };

  return (
    <div className="space-y-5">
      <PageHeader title={t('title')} subtitle={t('subtitle')} actions={<LiveBadge status={live} />} />
      {/* Keyed by the period: Back or a shared link resets the custom dates the picker holds. */}
      <RangePicker key={JSON.stringify(query)} value={query} onChange={setQuery} />
      {period && (
        <p className="text-sm text-slate-600" data-testid="period-line">
          {t(period.from === period.to ? 'periodLineDay' : 'periodLine', {
            from: dayLabel(period.from, lang),
            to: dayLabel(period.to, lang),
            previousFrom: dayLabel(period.previous_from, lang),
            previousTo: dayLabel(period.previous_to, lang),
          })}
        </p>
      )}
      <SectionBody query={overview} lines={2}>
        {(data) => <HeadlineFigures data={data} />}
      </SectionBody>
      {empty && <EmptyState title={t('emptyTitle')} description={t('emptyText')} />}
      {/* Wide cards (the chart, the 24-hour heatmap) take the whole row on a computer. */}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        {!empty && (
          <>
            {overview.data && (
              <div className="min-w-0 lg:col-span-2">
                <SalesOverTime data={overview.data} />
              </div>
            )}
            <div className="min-w-0 lg:col-span-2">
              <PeaksSection {...sections} />
            </div>
            {canSeeAnalyticsView(permissions, 'products') && <ProductsSection {...sections} />}
            <SplitSection {...sections} />
            <DiscountsSection {...sections} />
            {canSeeAnalyticsView(permissions, 'customers') && <CustomersSection {...sections} />}
          </>
        )}
        {/* Conversations can come without orders: chat to order stays when the period has none. */}
        {canSeeAnalyticsView(permissions, 'chat') && (
          <div className={`min-w-0 ${empty ? 'lg:col-span-2' : ''}`}>
            <ChatSection {...sections} />
          </div>
        )}
      </div>
    </div>
  );
}
