import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdjustmentInput } from '../../../../lib/transaction-schemas.ts';
import { call, hrefOf } from '../../lib/client.ts';
import { oneOf } from '../../lib/one-of.ts';
import { ENTRY_STATUSES, LEDGER_KINDS } from '../../../../lib/transaction-schemas.ts';

// Answer shapes: the contracts the server's DTOs are typed with.
export type {
  AccountBalance,
  Transaction,
  TransactionDetail,
  TransactionPage,
  TransactionTotals,
} from '../../../../lib/contracts/transaction.ts';
export type TransactionFilters = {
  from?: string;
  to?: string;
  kind?: string;
  account?: string;
  status?: string;
  order_id?: string;
  customer_id?: string;
};

const PAGE_SIZE = 50;
// Filters come from the URL as text: a stale or edited value of a closed list means no filter.
const queryOf = (filters: TransactionFilters) => ({
  ...filters,
  kind: oneOf(LEDGER_KINDS, filters.kind),
  status: oneOf(ENTRY_STATUSES, filters.status),
});

export const transactionKeys = {
  all: ['transactions'] as const,
  lists: () => [...transactionKeys.all, 'list'] as const,
  list: (filters: TransactionFilters) => [...transactionKeys.lists(), filters] as const,
  totals: (filters: TransactionFilters) => [...transactionKeys.all, 'totals', filters] as const,
  balances: () => [...transactionKeys.all, 'balances'] as const,
  detail: (id: string) => [...transactionKeys.all, 'detail', id] as const,
};

/** Newest first, a page per "Load more" (the server's keyset cursor). */
export const transactionListQuery = (filters: TransactionFilters) =>
  infiniteQueryOptions({
    queryKey: transactionKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      call('GET /api/transactions', {
        query: { ...queryOf(filters), page_size: PAGE_SIZE, cursor: pageParam ?? undefined },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });

export const transactionTotalsQuery = (filters: TransactionFilters) =>
  queryOptions({
    queryKey: transactionKeys.totals(filters),
    queryFn: ({ signal }) => call('GET /api/transactions/totals', { query: queryOf(filters), signal }),
  });

export const balancesQuery = () =>
  queryOptions({
    queryKey: transactionKeys.balances(),
    queryFn: ({ signal }) => call('GET /api/transactions/balances', { signal }),
  });

export const transactionQuery = (id: string) =>
  queryOptions({
    queryKey: transactionKeys.detail(id),
    queryFn: ({ signal }) => call('GET /api/transactions/:id', { params: { id }, signal }),
  });

/** The CSV of what the filters select (the browser downloads it with the session cookie). */
export const exportUrl = (filters: TransactionFilters) =>
  hrefOf('GET /api/transactions/export', { query: queryOf(filters) });

// A new entry changes the list, the totals and a balance; the entry it reverses shows its reversal.
function useInvalidateLedger() {
  const client = useQueryClient();
  return (reversedId?: string) => {
    void client.invalidateQueries({ queryKey: transactionKeys.lists() });
    void client.invalidateQueries({ queryKey: [...transactionKeys.all, 'totals'] });
    void client.invalidateQueries({ queryKey: transactionKeys.balances() });
    if (reversedId) void client.invalidateQueries({ queryKey: transactionKeys.detail(reversedId) });
  };
}

export function useReverse() {
  const invalidate = useInvalidateLedger();
  return useMutation({
    mutationFn: (id: string) => call('POST /api/transactions/:id/reversal', { params: { id }, body: {} }),
    onSuccess: (reversal) => invalidate(reversal.reverses_id ?? undefined),
  });
}

export function useAdjust() {
  const invalidate = useInvalidateLedger();
  return useMutation({
    mutationFn: (input: AdjustmentInput) => call('POST /api/transactions/adjustments', { body: input }),
    onSuccess: () => invalidate(),
  });
}
