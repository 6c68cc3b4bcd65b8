import { Link } from 'react-router';
import { formatMoney } from '../../../../lib/format.ts';
import { useAppT } from '../../lib/use-app-t.ts';
import type { ProductSummary } from './api.ts';
import { StockBadge } from './stock-badge.tsx';
import { useCatalogT } from './use-catalog-t.ts';
import { WideTable } from '../../lib/wide-table.tsx';

function Thumb({ src }: { src: string | null }) {
  return src ? (
    <img
      src={src}
      alt=""
      loading="lazy"
      width={48}
      height={48}
      className="h-12 w-12 shrink-0 rounded-md bg-slate-100 object-cover"
    />
  ) : (
    <span aria-hidden="true" className="h-12 w-12 shrink-0 rounded-md bg-slate-100" />
  );
}

function StatusTag({ status }: { status: ProductSummary['status'] }) {
  const t = useCatalogT();
  if (status === 'active') return null;
  return <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">{t('status_draft')}</span>;
}

/** A table from the tablet up; stacked cards on a 360px phone. */
export function ProductList({ items }: { items: ProductSummary[] }) {
  const t = useCatalogT();
  const ta = useAppT();
  const href = (p: ProductSummary) => `/dashboard/products/${p.id}`;
  return (
    <>
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white md:hidden">
        {items.map((p) => (
          <li key={p.id}>
            <Link to={href(p)} className="flex items-center gap-3 p-3 active:bg-slate-50">
              <Thumb src={p.thumbnail_url} />
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">{p.name}</p>
                <p className="text-sm text-slate-700">{formatMoney(p.price, 'TZS')}</p>
                <div className="mt-1 flex flex-wrap items-center gap-1.5">
                  <StockBadge status={p.stock_status} stock={p.stock} />
                  <StatusTag status={p.status} />
                </div>
              </div>
            </Link>
          </li>
        ))}
      </ul>
      <WideTable
        look="list"
        columns={[
          t('productName'),
          t('categoryLabel'),
          { label: t('priceLabel'), end: true },
          t('stockLabel'),
          t('statusLabel'),
        ]}
      >
        {items.map((p) => (
          <tr key={p.id} className="hover:bg-slate-50">
            <td className="px-4 py-2">
              <Link to={href(p)} className="flex items-center gap-3 font-medium text-brand-700 hover:underline">
                <Thumb src={p.thumbnail_url} />
                <span className="min-w-0">
                  {p.name}
                  {(p.sku || p.variant_count > 0) && (
                    <span className="block text-xs font-normal text-slate-500">
                      {[p.sku, p.variant_count > 0 && t('variantCount', { count: p.variant_count })]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  )}
                </span>
              </Link>
            </td>
            <td className="px-4 py-2 text-slate-700">{ta(`cat_${p.category}`)}</td>
            <td className="px-4 py-2 text-right whitespace-nowrap">{formatMoney(p.price, 'TZS')}</td>
            <td className="px-4 py-2">
              <StockBadge status={p.stock_status} stock={p.stock} />
            </td>
            <td className="px-4 py-2">{t(`status_${p.status}`)}</td>
          </tr>
        ))}
      </WideTable>
    </>
  );
}
