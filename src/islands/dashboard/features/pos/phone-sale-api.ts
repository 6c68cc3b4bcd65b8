import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AttemptKey } from '../../../../lib/attempt-key.ts';
import type { OrderCreate } from '../../../../lib/order-schemas.ts';
import { call } from '../../lib/client.ts';
import { customerKeys, orderKeys, productKeys } from '../../lib/query-keys.ts';

/**
 * A till sale paid from the customer's phone: the order is made as the till makes it, but
 * pending, since the money is not in yet; the push then moves it to paid through the workflow.
 * Same key rule as the cash sale: a lost answer is sent again with its key, one order.
 */
export function useStartPhoneSale() {
  const client = useQueryClient();
  const [attempt] = useState(() => new AttemptKey());
  return useMutation({
    mutationFn: (input: Omit<OrderCreate, 'status'>) => {
      const body: OrderCreate = { ...input, status: 'pending' };
      return call('POST /api/orders', { body, headers: { 'idempotency-key': attempt.for(body) } });
    },
    onSuccess: (order) => {
      attempt.settled();
      void client.invalidateQueries({ queryKey: orderKeys.all });
      void client.invalidateQueries({ queryKey: productKeys.all });
      if (order.customer) void client.invalidateQueries({ queryKey: customerKeys.all });
    },
  });
}

/**
 * "Take cash instead" (issue 25): the waiting order itself is paid in cash (POST /api/orders/:id/cash:
 * it becomes a cash order, paid, its cash booked). The push stays asked at the provider; a late
 * approval is an overpayment. One order either way, so the cart is not charged a second time.
 */
export function useTakeCash() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => call('POST /api/orders/:id/cash', { params: { id: orderId } }),
    onSuccess: (order) => {
      client.setQueryData(orderKeys.detail(order.id), order);
      void client.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}
