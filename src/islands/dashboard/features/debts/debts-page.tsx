import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DEBT_DIRECTIONS, type DebtDirection } from '../../../../lib/books.ts';
import { DEBT_STATUSES } from '../../../../lib/debt-schemas.ts';
import { can } from '../../../../lib/permissions.ts';
import { Checkbox } from '../../../../ui/checkbox.tsx';
import { SelectField } from '../../../../ui/select-field.tsx';
import { PageHeader } from '../../layout/page-header.tsx';
import { FilterBar, FilterChips, FilteredList, FilterSearch } from '../../lib/filter-bar.tsx';
import { oneOf } from '../../lib/one-of.ts';
import { useUser } from '../../lib/session.ts';
import { useListParams } from '../../lib/use-list-params.ts';
import { debtExportUrl, debtListQuery, type DebtFilters } from './api.ts';
import { DebtForm } from './debt-form.tsx';
import { DebtList } from './debt-list.tsx';
import { DebtTotals } from './debt-totals.tsx';
import { useDebtsT } from '../../lib/use-debts-t.ts';
import { HeaderActions } from '../../lib/header-actions.tsx';

const FILTER_KEYS = ['status', 'overdue', 'q', 'customer_id'] as const;

/** /debt: two tabs (customers owe you / you owe suppliers), their totals and ageing, the list oldest first. */
export function DebtsPage() {
  const t = useDebtsT();
  const navigate = useNavigate();
  const user = useUser().data!;
  const params = useListParams(FILTER_KEYS);
  // The tab is not a filter: clearing the filters keeps it.
  const direction: DebtDirection = oneOf(DEBT_DIRECTIONS, params.get('direction') ?? undefined) ?? 'receivable';
  const filters: DebtFilters = { ...params.values, direction };
  const list = useInfiniteQuery(debtListQuery(filters));
  const [adding, setAdding] = useState(false);
  const mayCreate = can(user.permissions, 'transactions', 'create');

  return (
    <div className="space-y-4">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <HeaderActions
            csv={{ href: debtExportUrl(filters), label: t('exportCsv') }}
            add={mayCreate && { label: t('addDebt'), onClick: () => setAdding(true) }}
          />
        }
      />
      <div role="tablist" aria-label={t('title')} className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1">
        {DEBT_DIRECTIONS.map((d) => (
          <button
            key={d}
            type="button"
            role="tab"
            aria-selected={direction === d}
            className={`min-h-11 rounded-lg px-2 text-sm font-medium ${direction === d ? 'bg-white text-ink shadow-sm' : 'text-slate-600'}`}
            onClick={() => params.set({ direction: d === 'receivable' ? null : d, customer_id: null })}
          >
            {t(`tab_${d}`)}
          </button>
        ))}
      </div>
      <DebtTotals direction={direction} />
      <FilterBar columns="grid-cols-1 sm:grid-cols-3 sm:items-end">
        <FilterSearch params={params} label={t('search')} wide="" />
        <SelectField
          label={t('status')}
          value={oneOf(DEBT_STATUSES, filters.status) ?? 'open'}
          onChange={(e) => params.setFilter('status', e.target.value === 'open' ? null : e.target.value)}
          options={DEBT_STATUSES.map((s) => ({ value: s, label: t(`status_${s}`) }))}
        />
        <Checkbox
          label={t('overdueOnly')}
          checked={filters.overdue === 'true'}
          onChange={(e) => params.setFilter('overdue', e.target.checked ? 'true' : null)}
        />
        <FilterChips
          wide="sm:col-span-3"
          chips={
            filters.customer_id
              ? [{ label: t('oneCustomer'), onRemove: () => params.setFilter('customer_id', null) }]
              : []
          }
        />
      </FilterBar>
      <FilteredList
        list={list}
        params={params}
        t={t}
        empty={
          direction === 'receivable'
            ? { title: t('emptyReceivable'), description: t('emptyReceivableText') }
            : { title: t('emptyPayable'), description: t('emptyPayableText') }
        }
      >
        {(items) => <DebtList items={items} />}
      </FilteredList>
      {mayCreate && (
        <DebtForm
          key={direction}
          open={adding}
          onClose={() => setAdding(false)}
          direction={direction}
          onCreated={(id) => void navigate(`/dashboard/debt/${id}`)}
        />
      )}
    </div>
  );
}
