import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { BOOK_METHODS, EXPENSE_CATEGORIES } from '../../../../lib/books.ts';
import type { ExpenseInput, RecurrenceInput } from '../../../../lib/expense-schemas.ts';
import { call, hrefOf } from '../../lib/client.ts';
import { oneOf } from '../../lib/one-of.ts';
import { moneyKeys } from '../../lib/query-keys.ts';

export type {
  ExpenseDetail,
  ExpenseDto,
  ExpenseSummary,
  Profit,
  ProfitMonth,
  RecurrenceDto,
} from '../../../../lib/contracts/expense.ts';
export type ExpenseFilters = { from?: string; to?: string; category?: string; paid_by?: string; q?: string };

const PAGE_SIZE = 50;
// Filters come from the URL as text: a stale or edited value means no filter, not a 400.
const queryOf = (f: ExpenseFilters) => ({
  ...f,
  category: oneOf(EXPENSE_CATEGORIES, f.category),
  paid_by: oneOf(BOOK_METHODS, f.paid_by),
});

export const expenseKeys = {
  all: ['expenses'] as const,
  lists: () => [...expenseKeys.all, 'list'] as const,
  list: (f: ExpenseFilters) => [...expenseKeys.lists(), f] as const,
  detail: (id: string) => [...expenseKeys.all, 'detail', id] as const,
  summary: () => [...expenseKeys.all, 'summary'] as const,
  recurring: () => [...expenseKeys.all, 'recurring'] as const,
  profit: (year: number) => [...expenseKeys.all, 'profit', year] as const,
};

export const expenseListQuery = (f: ExpenseFilters) =>
  infiniteQueryOptions({
    queryKey: expenseKeys.list(f),
    queryFn: ({ pageParam, signal }) =>
      call('GET /api/expenses', {
        query: { ...queryOf(f), page_size: PAGE_SIZE, cursor: pageParam ?? undefined },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });

export const expenseQuery = (id: string) =>
  queryOptions({
    queryKey: expenseKeys.detail(id),
    queryFn: ({ signal }) => call('GET /api/expenses/:id', { params: { id }, signal }),
  });

export const expenseSummaryQuery = () =>
  queryOptions({
    queryKey: expenseKeys.summary(),
    queryFn: ({ signal }) => call('GET /api/expenses/summary', { signal }),
  });

export const recurringQuery = () =>
  queryOptions({
    queryKey: expenseKeys.recurring(),
    queryFn: ({ signal }) => call('GET /api/expenses/recurring', { signal }),
  });

export const profitQuery = (year: number) =>
  queryOptions({
    queryKey: expenseKeys.profit(year),
    queryFn: ({ signal }) => call('GET /api/profit', { query: { year }, signal }),
  });

/** The CSV of what the filters select (the browser downloads it with the session cookie). */
export const expenseExportUrl = (f: ExpenseFilters) => hrefOf('GET /api/expenses/export', { query: queryOf(f) });

/** Any write changes the lists, the month's figures, the profit and (cash) the ledger. */
function useInvalidate() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: expenseKeys.all });
    void client.invalidateQueries({ queryKey: moneyKeys.ledger });
  };
}

/** One key per opened form: a double tap or a retry records the expense once. */
export function useAddExpense(idempotencyKey: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: ExpenseInput) =>
      call('POST /api/expenses', { body: input, headers: { 'Idempotency-Key': idempotencyKey } }),
    onSuccess: invalidate,
  });
}

export function useEditExpense() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, ...input }: ExpenseInput & { id: string }) =>
      call('PUT /api/expenses/:id', { params: { id }, body: input }),
    onSuccess: invalidate,
  });
}

export function useDeleteExpense() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => call('DELETE /api/expenses/:id', { params: { id } }),
    onSuccess: invalidate,
  });
}

export function useUploadReceipt() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: File }) => {
      const form = new FormData();
      form.set('receipt', file);
      return call('POST /api/expenses/:id/receipt', { params: { id }, body: form });
    },
    onSuccess: invalidate,
  });
}

export function useAddRecurrence() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: RecurrenceInput) => call('POST /api/expenses/recurring', { body: input }),
    onSuccess: invalidate,
  });
}

export function useSkipRecurrence() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => call('POST /api/expenses/recurring/:id/skip', { params: { id } }),
    onSuccess: invalidate,
  });
}

export function useStopRecurrence() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => call('DELETE /api/expenses/recurring/:id', { params: { id } }),
    onSuccess: invalidate,
  });
}
