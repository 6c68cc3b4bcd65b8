import { useState } from 'react';
import { AttemptKey } from '../../../../lib/attempt-key.ts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderCreate, OrderStatus } from '../../../../lib/order-schemas.ts';
import { ORDER_STATUSES } from '../../../../lib/order-statuses.ts';
import { call, type Answer } from '../../lib/client.ts';
import { oneOf } from '../../lib/one-of.ts';
import { customerKeys, orderKeys, posSettingsKeys, productKeys } from '../../lib/query-keys.ts';

// Answer shapes: the contracts the server's DTOs are typed with.
export type { OrderDetail, OrderLine, OrderPage, OrderSummary } from '../../../../lib/contracts/order.ts';
export type OrderListParams = { page: number; status: string; q?: string; from?: string; to?: string };

export const PAGE_SIZE = 20;
const LIST_STATUSES = ['all', ...ORDER_STATUSES] as const;

// New orders arrive from chats while the list is open: it asks again every 15 s (and in the background tab no more).
export const orderListQuery = (params: OrderListParams) =>
  queryOptions({
    queryKey: orderKeys.list(params),
    queryFn: ({ signal }) =>
      call('GET /api/orders', {
        query: { ...params, status: oneOf(LIST_STATUSES, params.status), page_size: PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  });

export const orderQuery = (id: string) =>
  queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => call('GET /api/orders/:id', { params: { id }, signal }),
  });

export const customerSearchQuery = (q: string) =>
  queryOptions({
    queryKey: customerKeys.list({ q, page_size: 6 }),
    queryFn: ({ signal }) => call('GET /api/customers', { query: { q, page_size: 6 }, signal }),
    enabled: q.trim().length >= 2,
    placeholderData: keepPreviousData,
  });

export const productSearchQuery = (q: string) =>
  queryOptions({
    queryKey: productKeys.list({ page: 1, q: q || undefined, status: 'active' }),
    queryFn: ({ signal }) => call('GET /api/products', { query: { q, status: 'active', page_size: 20 }, signal }),
    placeholderData: keepPreviousData,
  });

export const productDetailQuery = (id: string) =>
  queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => call('GET /api/products/:id', { params: { id }, signal }),
  });

export function useOrderMutations() {
  const client = useQueryClient();
  const [attempt] = useState(() => new AttemptKey());
  return {
    create: useMutation({
      mutationFn: (input: OrderCreate) =>
        call('POST /api/orders', { body: input, headers: { 'idempotency-key': attempt.for(input) } }),
      onSuccess: (order) => {
        attempt.settled();
        client.setQueryData(orderKeys.detail(order.id), order);
        void client.invalidateQueries({ queryKey: orderKeys.lists() });
        // The order took stock (products and their history) and counts in the customer's totals.
        for (const id of new Set(order.lines.map((l) => l.product_id)))
          void client.invalidateQueries({ queryKey: productKeys.detail(id) });
        void client.invalidateQueries({ queryKey: productKeys.lists() });
        if (order.customer) void client.invalidateQueries({ queryKey: customerKeys.all });
      },
    }),
    transition: useMutation({
      mutationFn: ({ id, to, note }: { id: string; to: OrderStatus; note?: string }) =>
        call('POST /api/orders/:id/transitions', { params: { id }, body: { to, note: note ?? '' } }),
      onSuccess: (order, { to }) => {
        client.setQueryData(orderKeys.detail(order.id), order);
        void client.invalidateQueries({ queryKey: orderKeys.lists() });
        if (to === 'cancelled') {
          for (const id of new Set(order.lines.map((l) => l.product_id)))
            void client.invalidateQueries({ queryKey: productKeys.detail(id) });
          void client.invalidateQueries({ queryKey: productKeys.lists() });
          if (order.customer) void client.invalidateQueries({ queryKey: customerKeys.all });
        }
      },
    }),
  };
}

export type PosSettings = Answer<'GET /api/pos-settings'>;
// The receipt's header and footer are the POS settings (readable by every member of the shop).
export const posSettingsQuery = () =>
  queryOptions({
    queryKey: posSettingsKeys.all,
    queryFn: ({ signal }) => call('GET /api/pos-settings', { signal }),
    staleTime: 5 * 60_000,
  });
