import { useState } from 'react';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { AttemptKey } from '../../../../lib/attempt-key.ts';
import { DEBT_DIRECTIONS, type DebtDirection } from '../../../../lib/books.ts';
import {
  DEBT_STATUSES,
  type DebtCreate,
  type DebtPaymentInput,
  type DebtUpdate,
} from '../../../../lib/debt-schemas.ts';
import { call, hrefOf } from '../../lib/client.ts';
import { oneOf } from '../../lib/one-of.ts';
import { debtKeys, ledgerRootKey } from '../../lib/query-keys.ts';

// Answer shapes: the contracts the server's DTOs are typed with.
export type { DebtDetailDto, DebtDto, DebtEntryDto, DebtTotalsDto } from '../../../../lib/contracts/debt.ts';

/** The list's filters as the URL carries them (text; a stale value means no filter). */
export type DebtFilters = { direction?: string; status?: string; overdue?: string; q?: string; customer_id?: string };

const PAGE_SIZE = 50;
const queryOf = (f: DebtFilters) => ({
  direction: oneOf(DEBT_DIRECTIONS, f.direction) ?? ('receivable' as DebtDirection),
  status: oneOf(DEBT_STATUSES, f.status),
  overdue: f.overdue === 'true' ? ('true' as const) : undefined,
  q: f.q || undefined,
  customer_id: f.customer_id || undefined,
});

/** Oldest first, a page per "Load more" (the server's keyset cursor). */
export const debtListQuery = (f: DebtFilters) =>
  infiniteQueryOptions({
    queryKey: debtKeys.list(f),
    queryFn: ({ pageParam, signal }) =>
      call('GET /api/debts', {
        query: { ...queryOf(f), page_size: PAGE_SIZE, cursor: pageParam ?? undefined },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });

export const debtTotalsQuery = (direction: DebtDirection, customerId?: string) =>
  queryOptions({
    queryKey: debtKeys.totals(direction, customerId),
    queryFn: ({ signal }) => call('GET /api/debts/totals', { query: { direction, customer_id: customerId }, signal }),
  });

export const debtQuery = (id: string) =>
  queryOptions({
    queryKey: debtKeys.detail(id),
    queryFn: ({ signal }) => call('GET /api/debts/:id', { params: { id }, signal }),
  });

/** The CSV of what the filters select (the browser downloads it with the session cookie). */
export const debtExportUrl = (f: DebtFilters) => hrefOf('GET /api/debts/export', { query: queryOf(f) });

// A payment moves the debt, the lists, the totals and (cash) the ledger's drawer.
function useInvalidateBooks() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: debtKeys.all });
    void client.invalidateQueries({ queryKey: ledgerRootKey });
  };
}

/** One key per attempt: a double tap or a retry after a lost answer writes one debt. */
export function useCreateDebt() {
  const invalidate = useInvalidateBooks();
  const [attempt] = useState(() => new AttemptKey());
  return useMutation({
    mutationFn: (input: DebtCreate) =>
      call('POST /api/debts', { body: input, headers: { 'Idempotency-Key': attempt.for(input) } }),
    onSuccess: () => {
      attempt.settled();
      invalidate();
    },
  });
}

export function useRecordDebtPayment(id: string) {
  const invalidate = useInvalidateBooks();
  const [attempt] = useState(() => new AttemptKey());
  return useMutation({
    mutationFn: (input: DebtPaymentInput) =>
      call('POST /api/debts/:id/payments', {
        params: { id },
        body: input,
        headers: { 'Idempotency-Key': attempt.for(input) },
      }),
    onSuccess: () => {
      attempt.settled();
      invalidate();
    },
  });
}

export function useReverseDebtEntry(id: string) {
  const invalidate = useInvalidateBooks();
  return useMutation({
    mutationFn: (entryId: string) =>
      call('POST /api/debts/:id/entries/:entryId/reversal', { params: { id, entryId }, body: {} }),
    onSuccess: invalidate,
  });
}

export function useUpdateDebt(id: string) {
  const invalidate = useInvalidateBooks();
  return useMutation({
    mutationFn: (input: DebtUpdate) => call('PUT /api/debts/:id', { params: { id }, body: input }),
    onSuccess: invalidate,
  });
}
