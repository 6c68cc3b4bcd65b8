import { useState } from 'react';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { AttemptKey } from '../../../../lib/attempt-key.ts';
import type { PaymentAttempt } from '../../../../lib/contracts/payment.ts';
import type { PaymentRequestInput } from '../../../../lib/payment-request-schemas.ts';
import { stillWaiting } from '../../../../lib/payment-wait.ts';
import { call } from '../client.ts';
import { orderKeys } from '../query-keys.ts';

// An order's mobile-money payments, shared by the order screen and the POS till (issue 15).
export type { PaymentAttempt };

/** While a request waits for the customer, the list asks again every 3 s: the card then moves by itself. */
export const WAITING_POLL_MS = 3000;

export const orderPaymentsKey = (orderId: string) => [...orderKeys.detail(orderId), 'payments'] as const;

export const orderPaymentsQuery = (orderId: string) =>
  queryOptions({
    queryKey: orderPaymentsKey(orderId),
    queryFn: ({ signal }) => call('GET /api/orders/:id/payments', { params: { id: orderId }, signal }),
    refetchInterval: (query) => (query.state.data?.some((p) => stillWaiting(p)) ? WAITING_POLL_MS : false),
  });

/** Sends the push; a lost answer is retried with the same key, a new try after an answer gets a new one. */
export function useRequestPayment(orderId: string) {
  const client = useQueryClient();
  const [attempt] = useState(() => new AttemptKey());
  return useMutation({
    mutationFn: (body: PaymentRequestInput) =>
      call('POST /api/orders/:id/payments', {
        params: { id: orderId },
        body,
        headers: { 'idempotency-key': attempt.for({ orderId, body }) },
      }),
    onSuccess: (sent) => {
      attempt.settled();
      client.setQueryData(orderPaymentsKey(orderId), (list: PaymentAttempt[] | undefined) => [
        sent,
        ...(list ?? []).filter((p) => p.id !== sent.id),
      ]);
    },
  });
}
