import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { EmptyStateProps } from '../../../ui/empty-state.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { ListState } from './list-state.tsx';

// The filter bar the list screens share (transactions, expenses, webhook logs, debts, orders): the
// panel, its selects, the search box, the date range, the chips of a one-record filter, and the
// infinite list under it. The state stays in the URL (useListParams); these only show it.

/** What a filter needs of useListParams: its values and its setter. */
type Filters<K extends string> = {
  values: Partial<Record<K, string | undefined>>;
  setFilter: (key: K, value: string | null | undefined) => void;
};

/**
 * The panel. `columns` is its grid: two on a phone and five on a wide screen unless told.
 * (Whole class names, so that Tailwind finds them.)
 */
export function FilterBar({
  columns = 'grid-cols-2 lg:grid-cols-5',
  children,
}: {
  columns?: 'grid-cols-2 lg:grid-cols-5' | 'grid-cols-2 lg:grid-cols-4' | 'grid-cols-1 sm:grid-cols-3 sm:items-end';
  children: ReactNode;
}) {
  return <div className={`grid ${columns} gap-3 rounded-xl border border-slate-200 bg-white p-3`}>{children}</div>;
}

/** A select whose first option, the empty value, means "all". */
export function FilterSelect<K extends string>({
  params,
  name,
  label,
  allLabel,
  options,
}: {
  params: Filters<K>;
  name: K;
  label: string;
  allLabel: string;
  options: { value: string; label: string }[];
}) {
  return (
    <SelectField
      label={label}
      value={params.values[name] ?? ''}
      onChange={(e) => params.setFilter(name, e.target.value || null)}
      options={[{ value: '', label: allLabel }, ...options]}
    />
  );
}

/** The search box: what it shows is the typed text, which reaches the URL's 'q' after a pause. */
export function FilterSearch({
  params,
  label,
  placeholder,
  wide = 'col-span-2 lg:col-span-1',
}: {
  params: { text: string; setText: (text: string) => void };
  label: string;
  placeholder?: string;
  /** The grid cells it takes. */
  wide?: 'col-span-2 lg:col-span-1' | 'col-span-2' | '';
}) {
  return (
    <TextField
      containerClassName={wide || undefined}
      label={label}
      type="search"
      placeholder={placeholder}
      value={params.text}
      onChange={(e) => params.setText(e.target.value)}
    />
  );
}

/** From and to (days, both included): neither may cross the other. */
export function DateRange({
  params,
  fromLabel,
  toLabel,
}: {
  params: Filters<'from' | 'to'>;
  fromLabel: string;
  toLabel: string;
}) {
  const { from, to } = params.values;
  return (
    <>
      <TextField
        label={fromLabel}
        type="date"
        value={from ?? ''}
        max={to}
        onChange={(e) => params.setFilter('from', e.target.value || null)}
      />
      <TextField
        label={toLabel}
        type="date"
        value={to ?? ''}
        min={from}
        onChange={(e) => params.setFilter('to', e.target.value || null)}
      />
    </>
  );
}

/** The chips of filters set from elsewhere (one order, one customer), each with its ×. */
export function FilterChips({ chips, wide }: { chips: { label: string; onRemove: () => void }[]; wide: string }) {
  if (chips.length === 0) return null;
  return (
    <div className={wide}>
      {chips.map((c) => (
        <button
          key={c.label}
          type="button"
          className="rounded-full bg-slate-100 px-3 py-1 text-sm"
          onClick={c.onRemove}
        >
          {c.label} ×
        </button>
      ))}
    </div>
  );
}

type ListWords = 'loading' | 'loadFailed' | 'noMatches' | 'clearFilters' | 'loadMore';

/** An infinite list under a filter bar, with every state of ListState and its "load more". */
export function FilteredList<T>({
  list,
  params,
  t,
  empty,
  children,
}: {
  list: UseInfiniteQueryResult<InfiniteData<{ items: T[] }>>;
  params: { filtered: boolean; reset: () => void };
  t: (key: ListWords) => string;
  empty: EmptyStateProps;
  children: (items: T[]) => ReactNode;
}) {
  return (
    <ListState
      query={list}
      loadingLabel={t('loading')}
      errorMessage={t('loadFailed')}
      isEmpty={(d) => d.pages.every((p) => p.items.length === 0)}
      empty={empty}
      filtered={params.filtered}
      onClearFilters={params.reset}
      noMatch={t('noMatches')}
      clearLabel={t('clearFilters')}
      more={{
        hasMore: list.hasNextPage,
        loading: list.isFetchingNextPage,
        onMore: () => void list.fetchNextPage(),
        label: t('loadMore'),
      }}
    >
      {(d) => children(d.pages.flatMap((p) => p.items))}
    </ListState>
  );
}
