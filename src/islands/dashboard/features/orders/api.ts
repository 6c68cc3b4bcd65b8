import { useState } from 'react';
import { AttemptKey } from '../../../../lib/attempt-key.ts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderCreate, OrderStatus } from '../../../../lib/order-schemas.ts';
import type { OrderDetail, OrderPage } from '../../../../lib/contracts/order.ts';
import { get, send } from '../../lib/api.ts';
import { customerKeys, orderKeys, posSettingsKeys, productKeys } from '../../lib/query-keys.ts';

// Answer shapes: the contracts the server's DTOs are typed with.
export type { OrderDetail, OrderLine, OrderPage, OrderSummary } from '../../../../lib/contracts/order.ts';
export type Money = number;
export type OrderListParams = { page: number; status: string; q?: string; from?: string; to?: string };

// The picker reads two other resources; their keys follow the same all → lists → list(q) / details → detail(id) shape.
export type CustomerHit = { id: string; name: string; phone: string; order_count: number };
export type PickProduct = {
  id: string;
  name: string;
  price: Money;
  stock: number;
  track_inventory: boolean;
  stock_status: string;
  variant_count: number;
  thumbnail_url: string | null;
};
export type PickProductDetail = PickProduct & {
  variants: { id: string; name: string; price: Money; stock: number }[];
  addon_groups: {
    id: string;
    name: string;
    min: number;
    max: number;
    required: boolean;
    options: { id: string; name: string; price: Money }[];
  }[];
};

export const PAGE_SIZE = 20;
const toSearch = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(params)
      .filter((e): e is [string, string | number] => e[1] !== undefined && e[1] !== '')
      .map(([k, v]) => [k, String(v)]),
  ).toString();

// New orders arrive from chats while the list is open: it asks again every 15 s (and in the background tab no more).
export const orderListQuery = (params: OrderListParams) =>
  queryOptions({
    queryKey: orderKeys.list(params),
    queryFn: ({ signal }) => get<OrderPage>(`/orders?${toSearch({ ...params, page_size: PAGE_SIZE })}`, signal),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  });

export const orderQuery = (id: string) =>
  queryOptions({ queryKey: orderKeys.detail(id), queryFn: ({ signal }) => get<OrderDetail>(`/orders/${id}`, signal) });

export const customerSearchQuery = (q: string) =>
  queryOptions({
    queryKey: customerKeys.list({ q, page_size: 6 }),
    queryFn: ({ signal }) => get<{ items: CustomerHit[] }>(`/customers?${toSearch({ q, page_size: 6 })}`, signal),
    enabled: q.trim().length >= 2,
    placeholderData: keepPreviousData,
  });

export const productSearchQuery = (q: string) =>
  queryOptions({
    queryKey: productKeys.list({ page: 1, q: q || undefined, status: 'active' }),
    queryFn: ({ signal }) =>
      get<{ items: PickProduct[] }>(`/products?${toSearch({ q, status: 'active', page_size: 20 })}`, signal),
    placeholderData: keepPreviousData,
  });

export const productDetailQuery = (id: string) =>
  queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => get<PickProductDetail>(`/products/${id}`, signal),
  });

export function useOrderMutations() {
  const client = useQueryClient();
  const [attempt] = useState(() => new AttemptKey());
  return {
    create: useMutation({
      mutationFn: (input: OrderCreate) =>
        send<OrderDetail>('POST', '/orders', input, { 'idempotency-key': attempt.for(input) }),
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
        send<OrderDetail>('POST', `/orders/${id}/transitions`, { to, note: note ?? '' }),
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

export type PosSettings = { receipt_header: string; receipt_footer: string };
// The receipt's header and footer are the POS settings (readable by every member of the shop).
export const posSettingsQuery = () =>
  queryOptions({
    queryKey: posSettingsKeys.all,
    queryFn: ({ signal }) => get<PosSettings>('/pos-settings', signal),
    staleTime: 5 * 60_000,
  });
