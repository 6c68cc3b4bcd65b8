import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentRecheck } from '../../../lib/contracts/payment-recheck.ts';
import { call } from './client.ts';
import { moneyKeys, orderKeys } from './query-keys.ts';

// "Ask the provider again" (issue 25) for the reconciliation screen: a payment whose status is
// unknown is asked about now, whatever the sweeper's schedule. The answer says what came of it
// (status, settlement) and when the sweeper asks next (null: it no longer does by itself).
export type { PaymentRecheck };

export function useAskProviderAgain() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ paymentId }: { paymentId: string; orderId: string | null }) =>
      call('POST /api/payments/:id/ask-provider', { params: { id: paymentId }, body: {} }),
    // What the answer can move: the reconciliation lists (and their badge) and the payment's order.
    onSuccess: (_answer, { orderId }) => {
      void client.invalidateQueries({ queryKey: moneyKeys.reconciliation });
      if (orderId) void client.invalidateQueries({ queryKey: orderKeys.detail(orderId) });
    },
  });
}
