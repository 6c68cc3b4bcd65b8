import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { DISCOUNT_STATUSES, type DiscountUpdate } from '../../../../lib/discount-schemas.ts';
import type { z } from 'zod';
import type { discountCreateSchema } from '../../../../lib/discount-schemas.ts';
import { call, type Answer } from '../../lib/client.ts';
import { oneOf } from '../../lib/one-of.ts';

// Discount codes (issue 28): every read and write of the screens, through the typed client.

export type DiscountCode = Answer<'GET /api/discount-codes/:id'>;
export type DiscountCreateBody = z.input<typeof discountCreateSchema>;
export type DiscountFilters = { status?: string; q?: string; page: number };

/** The server's page size (it answers has_more; the pager counts pages from it). */
export const LIST_PAGE_SIZE = 50;

export const discountKeys = {
  all: ['discount-codes'] as const,
  list: (f: DiscountFilters) => [...discountKeys.all, 'list', f] as const,
};

export const discountListQuery = (f: DiscountFilters) =>
  queryOptions({
    queryKey: discountKeys.list(f),
    queryFn: ({ signal }) =>
      call('GET /api/discount-codes', {
        // A stale or edited status in the URL means no filter, not a 400.
        query: { status: oneOf(DISCOUNT_STATUSES, f.status), q: f.q || undefined, page: f.page },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** A write changes the list (uses left, status): every page of it is read again. */
function useInvalidate() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: discountKeys.all });
}

export function useCreateCode() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: DiscountCreateBody) => call('POST /api/discount-codes', { body }),
    onSuccess: invalidate,
  });
}

export function useUpdateCode() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: DiscountUpdate }) =>
      call('PATCH /api/discount-codes/:id', { params: { id }, body }),
    onSuccess: invalidate,
  });
}

export function useDeleteCode() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => call('DELETE /api/discount-codes/:id', { params: { id } }),
    onSuccess: invalidate,
  });
}
