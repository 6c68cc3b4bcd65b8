import { useState } from 'react';
import { AttemptKey } from '../../../../lib/attempt-key.ts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderCreate, PosSettingsInput } from '../../../../lib/order-schemas.ts';
import { ApiError } from '../../lib/api.ts';
import { call } from '../../lib/client.ts';
import { customerKeys, orderKeys, posSettingsKeys, productKeys } from '../../lib/query-keys.ts';

// Answer shapes: the contracts the server's DTOs are typed with. (A hand-restated product detail
// here once claimed a thumbnail_url and variant_count the detail never carries; the typed client
// found it.)
export type { OrderDetail as PosOrder } from '../../../../lib/contracts/order.ts';
export type { Product as PosProductDetail, ProductSummary as PosProduct } from '../../../../lib/contracts/product.ts';
export type PosSettings = PosSettingsInput;
/** A tender at the counter: cash, mobile money or pay later (credit, issue 16). */
export type PaymentMethod = OrderCreate['payment_method'];
export type PosCharge = PosSettings['charges'][number];

export const posSettingsQuery = () =>
  queryOptions({
    queryKey: posSettingsKeys.all,
    queryFn: ({ signal }) => call('GET /api/pos-settings', { signal }),
    staleTime: 5 * 60_000,
  });

export const posProductsQuery = (q: string) =>
  queryOptions({
    queryKey: productKeys.list({ page: 1, q: q || undefined, status: 'active', page_size: 100 }),
    queryFn: ({ signal }) => call('GET /api/products', { query: { status: 'active', page_size: 100, q }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const posProductQuery = (id: string) =>
  queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => call('GET /api/products/:id', { params: { id }, signal }),
    staleTime: 30_000,
  });

/** The wallets the till can push to: none means mobile money cannot be taken here (decision 0030). */
export const posMobileMoneyQuery = () =>
  queryOptions({
    queryKey: [...posSettingsKeys.all, 'mobile-money'] as const,
    queryFn: ({ signal }) => call('GET /api/pos/mobile-money', { signal }),
    staleTime: 60_000,
  });

export function useSavePosSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PosSettings) => call('PUT /api/pos-settings', { body: input }),
    onSuccess: (saved) => client.setQueryData(posSettingsKeys.all, saved),
  });
}

/**
 * A walk-in sale is paid on the spot: it is created as completed in one request (channel pos). A
 * shop whose workflow does not use "completed" gets it as paid, the furthest status it allows.
 */
export function useRecordSale() {
  const client = useQueryClient();
  // A sale whose answer was lost (the till's network dropped) is sent again with the same key:
  // the shop gets one order, not two.
  const [attempt] = useState(() => new AttemptKey());
  const post = (body: OrderCreate) =>
    call('POST /api/orders', { body, headers: { 'idempotency-key': attempt.for(body) } });
  return useMutation({
    mutationFn: async (input: Omit<OrderCreate, 'status'>) => {
      try {
        return await post({ ...input, status: 'completed' });
      } catch (error) {
        if (error instanceof ApiError && error.field === 'status') return post({ ...input, status: 'paid' });
        throw error;
      }
    },
    onSuccess: (order) => {
      attempt.settled();
      void client.invalidateQueries({ queryKey: orderKeys.all });
      void client.invalidateQueries({ queryKey: productKeys.all });
      if (order.customer) void client.invalidateQueries({ queryKey: customerKeys.all });
    },
  });
}
