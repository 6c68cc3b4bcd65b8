import type { StockStatus } from '../../../../lib/catalog-schemas.ts';
import { useCatalogT } from './use-catalog-t.ts';

const TONE: Record<StockStatus, string> = {
  in_stock: 'bg-green-50 text-green-800 ring-green-200',
  low: 'bg-amber-50 text-amber-800 ring-amber-200',
  out: 'bg-red-50 text-red-800 ring-red-200',
  untracked: 'bg-slate-50 text-slate-600 ring-slate-200',
};

/** In stock / low / out, with the count when stock is tracked. */
export function StockBadge({ status, stock }: { status: StockStatus; stock?: number }) {
  const t = useCatalogT();
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${TONE[status]}`}
    >
      {t(`stock_${status}`)}
      {stock !== undefined && status !== 'untracked' && status !== 'out' && (
        <span className="font-normal">· {stock}</span>
      )}
    </span>
  );
}
