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

/** "Take cash instead": the waiting order is cancelled (its stock comes back) and the till charges cash. */
export function useCancelPhoneSale() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) =>
      call('POST /api/orders/:id/transitions', { params: { id: orderId }, body: { to: 'cancelled', note: '' } }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: orderKeys.all });
      void client.invalidateQueries({ queryKey: productKeys.all });
    },
  });
}
