import { formatMoney } from '../../../../lib/format.ts';
import type { AnalyticsOverview } from './api.ts';
import { FigureCard } from './figure-card.tsx';
import { SalesDefinition } from './sales-definition.tsx';
import { useAnalyticsT } from './use-analytics-t.ts';

const money = (n: number) => formatMoney(n);

// Apart from the sales chart so that the home page can show these without loading uPlot.
/** The four headline figures, each against the previous period. Also the home page's card (compact: no items sold). */
export function HeadlineFigures({ data, compact = false }: { data: AnalyticsOverview; compact?: boolean }) {
  const t = useAnalyticsT();
  return (
    <div className="space-y-2">
      <dl className={`grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 ${compact ? 'lg:grid-cols-3' : 'lg:grid-cols-4'}`}>
        <FigureCard
          label={t('orders')}
          testId="figure-orders"
          value={data.orders.value}
          previous={data.orders.previous}
        />
        <FigureCard
          label={t('sales')}
          testId="figure-sales"
          value={data.sales.value}
          previous={data.sales.previous}
          format={money}
        />
        <FigureCard
          label={t('aov')}
          value={data.average_order_value.value}
          previous={data.average_order_value.previous}
          format={money}
        />
        {!compact && (
          <FigureCard label={t('itemsSold')} value={data.items_sold.value} previous={data.items_sold.previous} />
        )}
      </dl>
      <SalesDefinition />
    </div>
  );
}
