import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '../../../../lib/format.ts';
import { analyticsCustomersQuery, type AnalyticsSectionProps } from '../../lib/analytics/api.ts';
import { FigureCard } from '../../lib/analytics/figure-card.tsx';
import { FigureTable } from './figure-table.tsx';
import { permille } from './numbers.ts';
import { csvName } from './period.ts';
import { SectionBody, SectionCard } from '../../lib/analytics/section-card.tsx';
import { useAnalyticsT } from '../../lib/analytics/use-analytics-t.ts';

/** New vs returning customers, the repeat rate and the top customers. */
export function CustomersSection({ query, refetchInterval }: AnalyticsSectionProps) {
  const t = useAnalyticsT();
  const customers = useQuery({ ...analyticsCustomersQuery(query), refetchInterval });
  return (
    <SectionCard id="analytics-customers" title={t('customers')}>
      <SectionBody query={customers} lines={5}>
        {(data) => (
          <>
            <dl className="mt-3 grid grid-cols-1 gap-3 min-[420px]:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
              <FigureCard
                label={t('newCustomers')}
                value={data.new_customers.value}
                previous={data.new_customers.previous}
              />
              <FigureCard
                label={t('returningCustomers')}
                value={data.returning_customers.value}
                previous={data.returning_customers.previous}
              />
              <FigureCard
                label={t('repeatRate')}
                value={data.repeat_rate_permille.value}
                previous={data.repeat_rate_permille.previous}
                format={permille}
              />
            </dl>
            <p className="mt-1 text-xs text-slate-500">{t('repeatRateHint')}</p>
            <h3 className="mt-4 text-sm font-semibold text-slate-700">{t('topCustomers')}</h3>
            {data.top_customers.length === 0 ? (
              <p className="mt-1 text-sm text-slate-600">{t('noCustomers')}</p>
            ) : (
              <FigureTable
                caption={t('topCustomers')}
                csvName={csvName('top-customers', data.period)}
                rows={data.top_customers}
                rowKey={(c) => c.customer_id}
                columns={[
                  {
                    label: t('customer'),
                    csv: (c) => c.name,
                    cell: (c) => <span className="[overflow-wrap:anywhere]">{c.name}</span>,
                  },
                  { label: t('orders'), csv: (c) => c.orders, numeric: true },
                  { label: t('sales'), csv: (c) => c.sales, cell: (c) => formatMoney(c.sales), numeric: true },
                ]}
              />
            )}
          </>
        )}
      </SectionBody>
    </SectionCard>
  );
}
