import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '../../../../lib/format.ts';
import { analyticsDiscountsQuery, type AnalyticsSectionProps } from '../../lib/analytics/api.ts';
import { SectionBody, SectionCard } from '../../lib/analytics/section-card.tsx';
import { useAnalyticsT } from '../../lib/analytics/use-analytics-t.ts';
import { FigureTable } from './figure-table.tsx';
import { csvName } from './period.ts';

/** Discount codes (issue 28): orders that used one and what the codes took off, by code. */
export function DiscountsSection({ query, refetchInterval }: AnalyticsSectionProps) {
  const t = useAnalyticsT();
  const discounts = useQuery({ ...analyticsDiscountsQuery(query), refetchInterval });
  return (
    <SectionCard id="analytics-discounts" title={t('discounts')}>
      <SectionBody query={discounts} lines={3}>
        {(data) => (
          <div className="space-y-3">
            <dl className="mt-3 grid grid-cols-2 gap-3">
              <div className="rounded-lg bg-slate-50 p-3">
                <dt className="text-xs text-slate-600">{t('discountOrders')}</dt>
                <dd className="text-lg font-semibold tabular-nums" data-testid="discount-orders">
                  {data.orders}
                </dd>
              </div>
              <div className="rounded-lg bg-slate-50 p-3">
                <dt className="text-xs text-slate-600">{t('discountGiven')}</dt>
                <dd className="text-lg font-semibold tabular-nums" data-testid="discount-given">
                  {formatMoney(data.discount_given)}
                </dd>
              </div>
            </dl>
            {data.codes.length === 0 ? (
              <p className="text-sm text-slate-600">{t('discountNone')}</p>
            ) : (
              <FigureTable
                caption={t('discounts')}
                csvName={csvName('discounts', data.period)}
                rows={data.codes}
                rowKey={(r) => r.code}
                columns={[
                  {
                    label: t('discountCode'),
                    csv: (r) => r.code,
                    cell: (r) => <span className="font-mono">{r.code}</span>,
                  },
                  { label: t('orders'), csv: (r) => r.orders, numeric: true },
                  {
                    label: t('discountGiven'),
                    csv: (r) => r.discount_given,
                    cell: (r) => formatMoney(r.discount_given),
                    numeric: true,
                  },
                ]}
              />
            )}
          </div>
        )}
      </SectionBody>
    </SectionCard>
  );
}
