import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AccountBalance,
  TransactionDetail,
  TransactionPage,
  TransactionTotals,
} from '../../../../lib/contracts/transaction.ts';
import type { AdjustmentInput } from '../../../../lib/transaction-schemas.ts';
import { API_BASE, get, send } from '../../lib/api.ts';

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
export const toSearch = (params: Record<string, string | null | undefined>) =>
  new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => !!e[1])).toString();

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
      get<TransactionPage>(
        `/transactions?${toSearch({ ...filters, page_size: String(PAGE_SIZE), cursor: pageParam })}`,
        signal,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });

export const transactionTotalsQuery = (filters: TransactionFilters) =>
  queryOptions({
    queryKey: transactionKeys.totals(filters),
    queryFn: ({ signal }) => get<TransactionTotals>(`/transactions/totals?${toSearch(filters)}`, signal),
  });

export const balancesQuery = () =>
  queryOptions({
    queryKey: transactionKeys.balances(),
    queryFn: ({ signal }) => get<AccountBalance[]>('/transactions/balances', signal),
  });

export const transactionQuery = (id: string) =>
  queryOptions({
    queryKey: transactionKeys.detail(id),
    queryFn: ({ signal }) => get<TransactionDetail>(`/transactions/${id}`, signal),
  });

/** The CSV of what the filters select (the browser downloads it with the session cookie). */
export const exportUrl = (filters: TransactionFilters) => `${API_BASE}/transactions/export?${toSearch(filters)}`;

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
    mutationFn: (id: string) => send<TransactionDetail>('POST', `/transactions/${id}/reversal`, {}),
    onSuccess: (reversal) => invalidate(reversal.reverses_id ?? undefined),
  });
}

export function useAdjust() {
  const invalidate = useInvalidateLedger();
  return useMutation({
    mutationFn: (input: AdjustmentInput) => send<TransactionDetail>('POST', '/transactions/adjustments', input),
    onSuccess: () => invalidate(),
  });
}
