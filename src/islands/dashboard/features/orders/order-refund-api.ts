import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AttemptKey } from '../../../../lib/attempt-key.ts';
import type { RefundInput } from '../../../../lib/refund-schemas.ts';
import { call } from '../../lib/client.ts';
import { moneyKeys, orderKeys } from '../../lib/query-keys.ts';

export type { Refundable, RefundablePart } from '../../../../lib/contracts/refund.ts';

// Keyed by the order's status too: moving a cash order to paid (the order screen's own action)
// puts its money in, and the Refund button must appear without a reload.
export const refundableQuery = (orderId: string, status: string) =>
  queryOptions({
    queryKey: [...moneyKeys.refundable(orderId), status],
    queryFn: ({ signal }) => call('GET /api/orders/:id/refundable', { params: { id: orderId }, signal }),
  });

/** A refund changes what is refundable, the ledger, the order (timeline, maybe its status) and the reconciliation lists. */
export function useRefund(orderId: string) {
  const client = useQueryClient();
  const [attempt] = useState(() => new AttemptKey());
  return useMutation({
    mutationFn: (input: RefundInput) =>
      call('POST /api/orders/:id/refunds', {
        params: { id: orderId },
        body: input,
        headers: { 'idempotency-key': attempt.for(input) },
      }),
    onSuccess: () => {
      attempt.settled();
      void client.invalidateQueries({ queryKey: moneyKeys.refundable(orderId) });
      void client.invalidateQueries({ queryKey: orderKeys.detail(orderId) });
      void client.invalidateQueries({ queryKey: orderKeys.lists() });
      void client.invalidateQueries({ queryKey: moneyKeys.ledger });
      void client.invalidateQueries({ queryKey: moneyKeys.reconciliation });
    },
  });
}
