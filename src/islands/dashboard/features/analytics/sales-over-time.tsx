import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { $language } from '../../../../i18n/language.ts';
import { formatMoney } from '../../../../lib/format.ts';
import type { AnalyticsOverview } from '../../lib/analytics/api.ts';
import { FigureTable } from './figure-table.tsx';
import { bucketLabel, csvName } from './period.ts';
import { SalesChart } from './sales-chart.tsx';
import { SectionCard } from '../../lib/analytics/section-card.tsx';
import { useAnalyticsT } from '../../lib/analytics/use-analytics-t.ts';

const money = (n: number) => formatMoney(n);

/** Sales over time: by hour for one day, by day otherwise, the chart and its numbers. */
export function SalesOverTime({ data }: { data: AnalyticsOverview }) {
  const t = useAnalyticsT();
  const lang = useStore($language);
  const { bucket } = data.period;
  const labels = useMemo(() => data.series.map((p) => bucketLabel(p.at, bucket, lang)), [data.series, bucket, lang]);
  const sales = useMemo(() => data.series.map((p) => p.sales), [data.series]);
  const title = bucket === 'hour' ? t('salesByHour') : t('salesByDay');
  return (
    <SectionCard id="analytics-sales" title={title}>
      <div className="mt-3">
        <SalesChart labels={labels} sales={sales} label={title} />
      </div>
      <details className="mt-2">
        <summary className="cursor-pointer text-sm font-medium text-brand-600">{t('showNumbers')}</summary>
        <FigureTable
          caption={title}
          csvName={csvName('sales', data.period)}
          rows={data.series}
          rowKey={(p) => p.at}
          columns={[
            {
              label: bucket === 'hour' ? t('hour') : t('day'),
              csv: (p) => p.at,
              cell: (p) => bucketLabel(p.at, bucket, lang),
            },
            { label: t('orders'), csv: (p) => p.orders, numeric: true },
            { label: t('sales'), csv: (p) => p.sales, cell: (p) => money(p.sales), numeric: true },
          ]}
        />
      </details>
    </SectionCard>
  );
}
