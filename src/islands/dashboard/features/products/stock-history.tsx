import { useStore } from '@nanostores/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { $language } from '../../../../i18n/language.ts';
import { formatDate } from '../../../../lib/format.ts';
import { Button } from '../../../../ui/button.tsx';
import { QueryErrorBlock } from '../../query-error-block.tsx';
import { InnerSpinner } from '../../../../ui/spinner.tsx';
import { movementsQuery, type Product } from './api.ts';
import { useCatalogT } from './use-catalog-t.ts';

/** The ledger: what changed, why, who, when; order movements link to their order. */
export function StockHistory({ product }: { product: Product }) {
  const t = useCatalogT();
  const lang = useStore($language);
  const history = useInfiniteQuery(movementsQuery(product.id));
  const variantName = (id: string | null) => (id ? (product.variants.find((v) => v.id === id)?.name ?? '—') : null);

  if (history.isPending) return <InnerSpinner />;
  if (history.isError)
    return (
      <QueryErrorBlock error={history.error} onRetry={() => void history.refetch()} retrying={history.isFetching} />
    );
  const items = history.data.pages.flatMap((p) => p.items);
  if (items.length === 0) return <p className="text-sm text-slate-600">{t('noMovements')}</p>;

  return (
    <div className="space-y-2">
      <ol className="divide-y divide-slate-100" aria-label={t('stockHistory')}>
        {items.map((m) => (
          <li key={m.id} className="flex items-start justify-between gap-3 py-2.5 text-sm">
            <div className="min-w-0">
              <p className="font-medium">
                {t(`reason_${m.reason}`)}
                {variantName(m.variant_id) && (
                  <span className="font-normal text-slate-600"> · {variantName(m.variant_id)}</span>
                )}
                {m.order_id && (
                  <Link
                    to={`/dashboard/orders/order-info/${m.order_id}`}
                    aria-label={t('openOrder')}
                    className="ml-1 font-normal text-brand-700 hover:underline"
                  >
                    ↗
                  </Link>
                )}
              </p>
              {m.note && <p className="text-slate-700">{m.note}</p>}
              <p className="text-xs text-slate-500">
                {formatDate(m.created_at, 'D MMM YYYY, HH:mm', lang)} ·{' '}
                {m.actor?.name ? t('byName', { name: m.actor.name }) : t('bySystem')}
              </p>
            </div>
            <div className="shrink-0 text-right">
              <p className={`font-semibold tabular-nums ${m.delta < 0 ? 'text-red-700' : 'text-green-700'}`}>
                {m.delta > 0 ? `+${m.delta}` : m.delta}
              </p>
              <p className="text-xs text-slate-500">{t('stockAfter', { stock: m.stock_after })}</p>
            </div>
          </li>
        ))}
      </ol>
      {history.hasNextPage && (
        <Button
          variant="secondary"
          size="sm"
          loading={history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
        >
          {t('showMore')}
        </Button>
      )}
    </div>
  );
}
