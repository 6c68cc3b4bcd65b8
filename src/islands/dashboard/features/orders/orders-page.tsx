import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ORDER_STATUS_FILTERS } from '../../../../lib/options.ts';
import { can } from '../../../../lib/permissions.ts';
import { buttonClasses } from '../../../../ui/button.tsx';
import { DateRange, FilterBar, FilterSearch } from '../../lib/filter-bar.tsx';
import { PageHeader } from '../../layout/page-header.tsx';
import { ListState } from '../../lib/list-state.tsx';
import { useListParams } from '../../lib/use-list-params.ts';
import { useUser } from '../../lib/session.ts';
import { orderListQuery, PAGE_SIZE } from './api.ts';
import { OrderList } from './order-list.tsx';
import { useOrdersT } from './use-orders-t.ts';

/** /orders: status tabs, search, a date range and pages, all in the URL; refreshed every 15 s. */
export function OrdersPage() {
  const t = useOrdersT();
  const user = useUser().data!;
  const list = useListParams(['status', 'q', 'from', 'to'], { status: 'all' });
  const { status = 'all' } = list.values;
  const orders = useQuery(orderListQuery({ ...list.values, status, page: list.page }));
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
      <div
        role="group"
        aria-label={t('statusLabel')}
        className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 md:mx-0 md:flex-wrap md:px-0"
      >
        {ORDER_STATUS_FILTERS.map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={status === s}
            onClick={() => list.setFilter('status', s)}
            className={`h-9 shrink-0 rounded-full px-3 text-sm font-medium whitespace-nowrap ring-1 ring-inset ${status === s ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50'}`}
          >
            {t(`st_${s}`)}
          </button>
        ))}
      </div>
      <FilterBar columns="grid-cols-2 lg:grid-cols-4">
        <FilterSearch params={list} label={t('search')} placeholder={t('searchOrders')} wide="col-span-2" />
        <DateRange params={list} fromLabel={t('fromDate')} toLabel={t('toDate')} />
      </FilterBar>
      <ListState
        query={orders}
        isEmpty={(d) => d.total === 0}
        empty={{ title: t('noOrders'), description: t('noOrdersText'), action: addLink }}
        filtered={list.filtered}
        onClearFilters={list.reset}
        count={(d) =>
          d.total_capped
            ? t('orderCountCapped', { count: d.total })
            : d.total === 1
              ? t('orderCountOne')
              : t('orderCount', { count: d.total })
        }
        paging={(d) => ({ page: d.page, total: d.total, pageSize: PAGE_SIZE, onPage: list.setPage })}
      >
        {(d) => <OrderList items={d.items} />}
      </ListState>
    </div>
  );
}
