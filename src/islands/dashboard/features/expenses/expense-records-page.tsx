import { useStore } from '@nanostores/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { $language } from '../../../../i18n/language.ts';
import { BOOK_METHODS, EXPENSE_CATEGORIES } from '../../../../lib/books.ts';
import { formatMoney } from '../../../../lib/format.ts';
import { can } from '../../../../lib/permissions.ts';
import { PageHeader } from '../../layout/page-header.tsx';
import { DateRange, FilterBar, FilteredList, FilterSearch, FilterSelect } from '../../lib/filter-bar.tsx';
import { useUser } from '../../lib/session.ts';
import { useListParams } from '../../lib/use-list-params.ts';
import { BackLink } from '../../lib/back-link.tsx';
import { HeaderActions } from '../../lib/header-actions.tsx';
import { expenseExportUrl, expenseListQuery, type ExpenseDto, type ExpenseFilters } from './api.ts';
import { dayText, ExpenseDetailSheet } from './expense-detail.tsx';
import { ExpenseForm } from './expense-form.tsx';
import { useExpensesT, type ExpensesT } from './use-expenses-t.ts';

const FILTER_KEYS = ['from', 'to', 'category', 'paid_by', 'q'] as const;

/** /dashboard/expenses/expenses-records: every expense, filters and search in the URL, CSV, detail. */
export function ExpenseRecordsPage() {
  const t = useExpensesT();
  const user = useUser().data!;
  const params = useListParams(FILTER_KEYS);
  const filters: ExpenseFilters = params.values;
  const list = useInfiniteQuery(expenseListQuery(filters));
  const [adding, setAdding] = useState(false);
  const openId = params.get('expense');
  // Opening an expense is a step in the history: Back closes it.
  const setOpen = (id: string | null) => params.set({ expense: id }, { push: true });

  return (
    <div className="space-y-4">
      <BackLink to="/dashboard/expenses" label={t('back')} />
      <PageHeader
        title={t('recordsTitle')}
        subtitle={t('recordsSubtitle')}
        actions={
          <HeaderActions
            csv={{ href: expenseExportUrl(filters), label: t('exportCsv') }}
            add={can(user.permissions, 'transactions', 'create') && { label: t('add'), onClick: () => setAdding(true) }}
          />
        }
      />
      <FilterBar>
        <FilterSearch params={params} label={t('search')} />
        <FilterSelect
          params={params}
          name="category"
          label={t('category')}
          allLabel={t('allCategories')}
          options={EXPENSE_CATEGORIES.map((c) => ({ value: c, label: t(`cat_${c}`) }))}
        />
        <FilterSelect
          params={params}
          name="paid_by"
          label={t('paidBy')}
          allLabel={t('allMethods')}
          options={BOOK_METHODS.map((m) => ({ value: m, label: t(`by_${m}`) }))}
        />
        <DateRange params={params} fromLabel={t('fromDate')} toLabel={t('toDate')} />
      </FilterBar>
      <FilteredList list={list} params={params} t={t} empty={{ title: t('empty'), description: t('emptyText') }}>
        {(items) => <ExpenseList items={items} onOpen={setOpen} t={t} />}
      </FilteredList>
      {openId && (
        <ExpenseDetailSheet
          id={openId}
          onClose={() => setOpen(null)}
          t={t}
          mayUpdate={can(user.permissions, 'transactions', 'update')}
          mayDelete={can(user.permissions, 'transactions', 'delete')}
        />
      )}
      {adding && <ExpenseForm onClose={() => setAdding(false)} />}
    </div>
  );
}

function ExpenseList({ items, onOpen, t }: { items: ExpenseDto[]; onOpen: (id: string) => void; t: ExpensesT }) {
  const lang = useStore($language);
  return (
    <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white" data-testid="expense-list">
      {items.map((e) => (
        <li key={e.id}>
          <button
            type="button"
            onClick={() => onOpen(e.id)}
            className="flex w-full flex-wrap items-baseline justify-between gap-x-3 gap-y-1 p-3 text-left hover:bg-slate-50"
          >
            <span className="min-w-0">
              <span className="font-medium">{t(`cat_${e.category}`)}</span>
              {e.recurrence_id && (
                <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs">{t('recurring')}</span>
              )}
              <span className="block text-sm break-words text-slate-600">
                {dayText(e.spent_on, lang)} · {t(`by_${e.paid_by}`)}
                {e.note ? ` · ${e.note}` : ''}
              </span>
            </span>
            <span className="font-semibold tabular-nums">{formatMoney(e.amount)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
