import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '../../../../lib/format.ts';
import { analyticsProductsQuery, type AnalyticsProducts, type AnalyticsSectionProps } from '../../lib/analytics/api.ts';
import type { CsvCell } from './csv.ts';
import { FigureTable } from './figure-table.tsx';
import { csvName } from './period.ts';
import { SectionBody, SectionCard } from '../../lib/analytics/section-card.tsx';
import { useAnalyticsT, type AnalyticsT } from '../../lib/analytics/use-analytics-t.ts';

type Seller = AnalyticsProducts['by_quantity'][number];

/** Best sellers both ways and the products that did not sell. */
export function ProductsSection({ query, refetchInterval }: AnalyticsSectionProps) {
  const t = useAnalyticsT();
  const products = useQuery({ ...analyticsProductsQuery(query), refetchInterval });
  return (
    <SectionCard id="analytics-products" title={t('bestSellers')}>
      <SectionBody query={products} lines={6}>
        {(data) => (
          <div className="space-y-5">
            <Sellers t={t} title={t('byQuantity')} what="by-quantity" rows={data.by_quantity} data={data} />
            <Sellers t={t} title={t('byRevenue')} what="by-revenue" rows={data.by_revenue} data={data} />
            <div>
              <h3 className="text-sm font-semibold text-slate-700">{t('notSold')}</h3>
              {data.not_sold_count === 0 ? (
                <p className="mt-1 text-sm text-slate-600">{t('allSold')}</p>
              ) : (
                <p className="mt-1 text-sm text-slate-700" data-testid="not-sold">
                  {data.not_sold.map((p) => p.product_name).join(', ')}
                  {data.not_sold_count > data.not_sold.length &&
                    ` ${t('notSoldMore', { count: data.not_sold_count - data.not_sold.length })}`}
                </p>
              )}
            </div>
          </div>
        )}
      </SectionBody>
    </SectionCard>
  );
}

function Sellers({
  t,
  title,
  what,
  rows,
  data,
}: {
  t: AnalyticsT;
  title: string;
  what: string;
  rows: Seller[];
  data: AnalyticsProducts;
}) {
  // The CSV lists each variant on its own line under its product (the screen folds them away).
  const csvRows: CsvCell[][] = rows.flatMap((s) => [
    [s.product_name, '', s.quantity, s.revenue],
    ...s.variants.map((v) => [s.product_name, v.variant_name, v.quantity, v.revenue]),
  ]);
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-700">{title}</h3>
      {rows.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">{t('noSales')}</p>
      ) : (
        <FigureTable
          caption={`${t('bestSellers')}: ${title}`}
          csvName={csvName(`best-sellers-${what}`, data.period)}
          csv={{ header: [t('product'), t('variant'), t('quantity'), t('revenue')], rows: csvRows }}
          rows={rows}
          rowKey={(s) => s.product_id}
          columns={[
            { label: t('product'), csv: (s) => s.product_name, cell: (s) => <SellerName t={t} seller={s} /> },
            { label: t('quantity'), csv: (s) => s.quantity, numeric: true },
            { label: t('revenue'), csv: (s) => s.revenue, cell: (s) => formatMoney(s.revenue), numeric: true },
          ]}
        />
      )}
    </div>
  );
}

/** A product sold in variants opens to show them (even one: which size sold), with their own figures. */
function SellerName({ t, seller }: { t: AnalyticsT; seller: Seller }) {
  if (seller.variants.length === 0) return <span className="[overflow-wrap:anywhere]">{seller.product_name}</span>;
  return (
    <details>
      <summary
        className="cursor-pointer [overflow-wrap:anywhere]"
        aria-label={t('showVariants', { product: seller.product_name })}
      >
        {seller.product_name}
      </summary>
      <ul className="mt-1 space-y-0.5 text-xs text-slate-600">
        {seller.variants.map((v) => (
          <li key={v.variant_id}>
            {v.variant_name}: {v.quantity} · {formatMoney(v.revenue)}
          </li>
        ))}
      </ul>
    </details>
  );
}
