import { useState } from 'react';
import { AttemptKey } from '../../../../lib/attempt-key.ts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderCreate, OrderStatus, PosSettingsInput } from '../../../../lib/order-schemas.ts';
import { ApiError, get, send } from '../../lib/api.ts';
import { customerKeys, orderKeys, posSettingsKeys, productKeys } from '../../lib/query-keys.ts';

// Answer shapes of src/server/modules/{pos,products,orders}, restated here (features do not import each other).
export type PosSettings = PosSettingsInput;
export type PaymentMethod = PosSettings['default_payment_method'];
export type PosCharge = PosSettings['charges'][number];

export type PosProduct = {
  id: string;
  name: string;
  price: number;
  stock: number;
  track_inventory: boolean;
  stock_status: string;
  variant_count: number;
  thumbnail_url: string | null;
};
export type PosProductDetail = PosProduct & {
  variants: { id: string; name: string; price: number; stock: number }[];
  addon_groups: {
    id: string;
    name: string;
    min: number;
    max: number;
    required: boolean;
    options: { id: string; name: string; price: number }[];
  }[];
};
export type PosOrder = {
  id: string;
  number: number;
  status: OrderStatus;
  customer: { id: string; name: string; phone: string } | null;
  payment_method: PaymentMethod;
  lines: {
    id: string;
    product_name: string;
    variant_name: string | null;
    addons: { name: string; price: number }[];
    unit_price: number;
    quantity: number;
    line_total: number;
  }[];
  subtotal: number;
  charges: { name: string; type: 'fixed' | 'percentage'; value: number; amount: number }[];
  rounding: number;
  total: number;
  created_at: string;
};

export const posSettingsQuery = () =>
  queryOptions({
    queryKey: posSettingsKeys.all,
    queryFn: ({ signal }) => get<PosSettings>('/pos-settings', signal),
    staleTime: 5 * 60_000,
  });

export const posProductsQuery = (q: string) =>
  queryOptions({
    queryKey: productKeys.list({ page: 1, q: q || undefined, status: 'active', page_size: 100 }),
    queryFn: ({ signal }) =>
      get<{ items: PosProduct[]; total: number }>(
        `/products?${new URLSearchParams({ status: 'active', page_size: '100', ...(q && { q }) })}`,
        signal,
      ),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const posProductQuery = (id: string) =>
  queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => get<PosProductDetail>(`/products/${id}`, signal),
    staleTime: 30_000,
  });

export function useSavePosSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PosSettings) => send<PosSettings>('PUT', '/pos-settings', input),
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
  const post = (body: OrderCreate) => send<PosOrder>('POST', '/orders', body, { 'idempotency-key': attempt.for(body) });
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
