import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ORDER_STATUS_FILTERS } from '../../../../lib/options.ts';
import { can } from '../../../../lib/permissions.ts';
import { Button, buttonClasses } from '../../../../ui/button.tsx';
import { EmptyState } from '../../../../ui/empty-state.tsx';
import { QueryErrorBlock } from '../../query-error-block.tsx';
import { InnerSpinner } from '../../../../ui/spinner.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { PageHeader } from '../../layout/page-header.tsx';
import { useUser } from '../../lib/session.ts';
import { orderListQuery, PAGE_SIZE, type OrderListParams } from './api.ts';
import { OrderList } from './order-list.tsx';
import { Pager } from '../../../../ui/pager.tsx';
import { useOrdersT } from './use-orders-t.ts';

/** /orders: status tabs, search, a date range and pages, all in the URL; refreshed every 15 s. */
export function OrdersPage() {
  const t = useOrdersT();
  const user = useUser().data!;
  const [params, setParams] = useSearchParams();
  const read = (k: string) => params.get(k) ?? undefined;
  const query: OrderListParams = { page: Number(params.get('page') ?? 1) || 1, status: params.get('status') ?? 'all', q: read('q'), from: read('from'), to: read('to') };
  const list = useQuery(orderListQuery(query));
  const [text, setText] = useState(query.q ?? '');

  const setFilter = (key: string, value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value && !(key === 'status' && value === 'all')) next.set(key, value);
        else next.delete(key);
        if (key !== 'page') next.delete('page');
        return next;
      },
      { replace: key !== 'page' },
    );

  useEffect(() => {
    if (text.trim() === (params.get('q') ?? '')) return;
    const timer = setTimeout(() => setFilter('q', text.trim()), 350);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);

  const filtered = ['q', 'status', 'from', 'to'].some((k) => params.get(k));
  const addLink = can(user.permissions, 'orders', 'create') && (
    <Link to="/dashboard/orders/add-order" className={buttonClasses()}>
      {t('addOrder')}
    </Link>
  );

  return (
    <div className="space-y-4">
      <PageHeader
        title={t('ordersTitle')}
        subtitle={t('ordersSubtitle')}
        actions={
          <div className="flex flex-wrap items-center gap-2">
            <Link to="/dashboard/settings/workflows/order-workflow" className={buttonClasses({ variant: 'ghost' })}>
              {t('navWorkflow')}
            </Link>
            {addLink}
          </div>
        }
      />
      <div role="group" aria-label={t('statusLabel')} className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 md:mx-0 md:flex-wrap md:px-0">
        {ORDER_STATUS_FILTERS.map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={query.status === s}
            onClick={() => setFilter('status', s)}
            className={`h-9 shrink-0 rounded-full px-3 text-sm font-medium whitespace-nowrap ring-1 ring-inset ${query.status === s ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50'}`}
          >
            {t(`st_${s}`)}
          </button>
        ))}
      </div>
      <div className="grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-white p-3 lg:grid-cols-4">
        <TextField containerClassName="col-span-2" label={t('search')} type="search" placeholder={t('searchOrders')} value={text} onChange={(e) => setText(e.target.value)} />
        <TextField label={t('fromDate')} type="date" value={query.from ?? ''} max={query.to} onChange={(e) => setFilter('from', e.target.value)} />
        <TextField label={t('toDate')} type="date" value={query.to ?? ''} min={query.from} onChange={(e) => setFilter('to', e.target.value)} />
      </div>
      {list.isPending && <InnerSpinner />}
      {list.isError && !list.data && <QueryErrorBlock error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />}
      {list.data && list.data.total === 0 && !filtered && <EmptyState title={t('noOrders')} description={t('noOrdersText')} action={addLink} />}
      {list.data && list.data.total === 0 && filtered && (
        <EmptyState
          title={t('noMatches')}
          action={
            <Button
              variant="secondary"
              onClick={() => {
                setText('');
                setParams({}, { replace: true });
              }}
            >
              {t('clearFilters')}
            </Button>
          }
        />
      )}
      {list.data && list.data.total > 0 && (
        <div className={list.isPlaceholderData ? 'opacity-60' : undefined}>
          <p className="mb-2 text-sm text-slate-600" aria-live="polite">
            {list.data.total_capped ? t('orderCountCapped', { count: list.data.total }) : list.data.total === 1 ? t('orderCountOne') : t('orderCount', { count: list.data.total })}
          </p>
          <OrderList items={list.data.items} />
          <Pager page={list.data.page} total={list.data.total} pageSize={PAGE_SIZE} onPage={(p) => setFilter('page', String(p))} />
        </div>
      )}
    </div>
  );
}
