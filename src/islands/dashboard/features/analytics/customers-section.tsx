import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '../../../../lib/format.ts';
import { analyticsCustomersQuery, type AnalyticsSectionProps } from '../../lib/analytics/api.ts';
import { FigureGrid } from './figure-grid.tsx';
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
            <FigureGrid
              columns="min-[420px]:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3"
              figures={[
                { label: t('newCustomers'), figure: data.new_customers },
                { label: t('returningCustomers'), figure: data.returning_customers },
                { label: t('repeatRate'), figure: data.repeat_rate_permille, format: permille },
              ]}
            />
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
