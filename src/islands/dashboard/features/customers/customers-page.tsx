import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { $language } from '../../../../i18n/language.ts';
import { formatDate, formatMoney } from '../../../../lib/format.ts';
import { buttonClasses } from '../../../../ui/button.tsx';
import { EmptyState } from '../../../../ui/empty-state.tsx';
import { QueryErrorBlock } from '../../query-error-block.tsx';
import { SelectField } from '../../../../ui/select-field.tsx';
import { InnerSpinner } from '../../../../ui/spinner.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { PageHeader } from '../../layout/page-header.tsx';
import { customerListQuery, PAGE_SIZE, type CustomerListParams } from './api.ts';
import { Pager } from '../../../../ui/pager.tsx';
import { useCustomersT } from './use-customers-t.ts';

/** /customers: search by name or phone (spec 3), newest first, pages on the server. */
export function CustomersPage() {
  const t = useCustomersT();
  const lang = useStore($language);
  const [params, setParams] = useSearchParams();
  const by = params.get('by');
  const query: CustomerListParams = { page: Number(params.get('page') ?? 1) || 1, q: params.get('q') ?? undefined, by: by === 'name' || by === 'phone' ? by : undefined };
  const list = useQuery(customerListQuery(query));
  const [text, setText] = useState(query.q ?? '');
  const setParam = (key: string, value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        if (key !== 'page') next.delete('page');
        return next;
      },
      { replace: key !== 'page' },
    );

  useEffect(() => {
    if (text.trim() === (params.get('q') ?? '')) return;
    const timer = setTimeout(() => setParam('q', text.trim()), 350);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);

  const data = list.data;
  const count = data && (data.total_capped ? t('customerCountCapped', { count: data.total }) : data.total === 1 ? t('customerCountOne') : t('customerCount', { count: data.total }));
  return (
    <div className="space-y-4">
      <PageHeader
        title={t('customersTitle')}
        subtitle={t('customersSubtitle')}
        actions={
          <Link to="/dashboard/customers/customers-segments" className={buttonClasses({ variant: 'secondary' })}>
            {t('segmentsLink')}
          </Link>
        }
      />
      {/* Stacked on a phone: an 8rem select cut its choices off ("Name or …"). */}
      <div className="grid gap-3 rounded-xl border border-slate-200 bg-white p-3 sm:grid-cols-[1fr_12rem]">
        <TextField label={t('search')} type="search" placeholder={t('by_any')} value={text} onChange={(e) => setText(e.target.value)} />
        <SelectField label={t('searchBy')} value={query.by ?? ''} onChange={(e) => setParam('by', e.target.value)} options={[{ value: '', label: t('by_any') }, { value: 'name', label: t('by_name') }, { value: 'phone', label: t('by_phone') }]} />
      </div>
      {list.isPending && <InnerSpinner />}
      {list.isError && <QueryErrorBlock error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />}
      {data && data.total === 0 && <EmptyState title={query.q ? t('noMatches') : t('noCustomers')} description={query.q ? undefined : t('noCustomersText')} />}
      {data && data.total > 0 && (
        <div className={list.isPlaceholderData ? 'opacity-60' : undefined}>
          <p className="mb-2 text-sm text-slate-600">{count}</p>
          <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
            {data.items.map((c) => (
              <li key={c.id}>
                <Link to={`/dashboard/customers/${c.id}`} className="grid grid-cols-[1fr_auto] gap-x-3 p-3 hover:bg-slate-50 sm:grid-cols-[2fr_1fr_1fr_1fr] sm:items-center">
                  <span className="min-w-0">
                    <span className="block truncate font-medium">{c.name || c.phone}</span>
                    <span className="block text-sm text-slate-600">{c.name ? c.phone : c.location}</span>
                  </span>
                  <span className="text-right font-medium whitespace-nowrap sm:order-last">{formatMoney(c.total_spent, 'TZS')}</span>
                  <span className="text-xs text-slate-500 sm:text-sm">
                    {t('ordersLabel')}: {c.order_count}
                  </span>
                  <span className="text-right text-xs text-slate-500 sm:text-left sm:text-sm">
                    {t('lastOrder')}: {c.last_order_at ? formatDate(c.last_order_at, 'D MMM YYYY', lang) : t('never')}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <Pager page={data.page} total={data.total} pageSize={PAGE_SIZE} onPage={(p) => setParam('page', String(p))} />
        </div>
      )}
    </div>
  );
}
