import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '../../../../lib/format.ts';
import { analyticsChannelsQuery, type AnalyticsChannels, type AnalyticsSectionProps } from '../../lib/analytics/api.ts';
import { FigureTable } from './figure-table.tsx';
import { csvName } from './period.ts';
import { SectionBody, SectionCard } from '../../lib/analytics/section-card.tsx';
import { keyLabel, percentOf } from './numbers.ts';
import { useAnalyticsT, type AnalyticsT } from '../../lib/analytics/use-analytics-t.ts';

type Share = AnalyticsChannels['channels'][number];
const COLOURS = ['bg-brand-600', 'bg-green-600', 'bg-amber-500', 'bg-slate-500', 'bg-rose-500', 'bg-cyan-600'];

/** Where orders come from and how customers pay: two splits from one read. */
export function SplitSection({ query, refetchInterval }: AnalyticsSectionProps) {
  const t = useAnalyticsT();
  const channels = useQuery({ ...analyticsChannelsQuery(query), refetchInterval });
  return (
    <SectionCard id="analytics-channels" title={t('channels')}>
      <SectionBody query={channels} lines={5}>
        {(data) => (
          <div className="space-y-5">
            <Split t={t} prefix="ch" title={t('channel')} what="channels" rows={data.channels} data={data} />
            <div>
              <h3 className="text-sm font-semibold text-slate-700">{t('paymentMethods')}</h3>
              <Split
                t={t}
                prefix="pm"
                title={t('paymentMethod')}
                what="payment-methods"
                rows={data.payment_methods}
                data={data}
              />
            </div>
          </div>
        )}
      </SectionBody>
    </SectionCard>
  );
}

function Split({
  t,
  prefix,
  title,
  what,
  rows,
  data,
}: {
  t: AnalyticsT;
  prefix: 'ch' | 'pm';
  title: string;
  what: string;
  rows: Share[];
  data: AnalyticsChannels;
}) {
  const total = rows.reduce((n, r) => n + r.orders, 0);
  const shown = rows.filter((r) => r.orders > 0);
  return (
    <div>
      {/* The bar is the picture; the table under it carries the same numbers for everyone. */}
      <div aria-hidden="true" className="mt-3 flex h-3 overflow-hidden rounded-full bg-slate-100">
        {shown.map((r, i) => (
          <div key={r.key} className={COLOURS[i % COLOURS.length]} style={{ width: `${(r.orders / total) * 100}%` }} />
        ))}
      </div>
      <FigureTable
        caption={title}
        csvName={csvName(what, data.period)}
        rows={rows}
        rowKey={(r) => r.key}
        columns={[
          {
            label: title,
            csv: (r) => keyLabel(t, prefix, r.key),
            cell: (r) => (
              <span className="inline-flex items-center gap-1.5">
                <span
                  aria-hidden="true"
                  className={`h-2.5 w-2.5 shrink-0 rounded-full ${r.orders > 0 ? COLOURS[shown.indexOf(r) % COLOURS.length] : 'bg-slate-200'}`}
                />
                {keyLabel(t, prefix, r.key)}
              </span>
            ),
          },
          { label: t('orders'), csv: (r) => r.orders, numeric: true },
          {
            label: t('share'),
            csv: (r) => percentOf(r.orders, total),
            cell: (r) => `${percentOf(r.orders, total)}%`,
            numeric: true,
          },
          { label: t('sales'), csv: (r) => r.sales, cell: (r) => formatMoney(r.sales), numeric: true },
        ]}
      />
    </div>
  );
}
