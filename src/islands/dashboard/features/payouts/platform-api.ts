import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayoutScheduleInput } from '../../../../lib/contracts/platform-payments.ts';
import type { OrderPaymentStart } from '../../../../lib/order-payment-schema.ts';
import { call } from '../../lib/client.ts';

export type { PayoutStatement, PlatformStatus } from '../../../../lib/contracts/platform-payments.ts';

export const platformKeys = {
  all: ['platform-payments'] as const,
  status: () => [...platformKeys.all, 'status'] as const,
  statements: () => [...platformKeys.all, 'statements'] as const,
};

/** Asked again while a setup-fee push waits for the phone. */
const POLL_MS = 4000;

export const platformStatusQuery = () =>
  queryOptions({
    queryKey: platformKeys.status(),
    queryFn: ({ signal }) => call('GET /api/platform-payments/status', { signal }),
    refetchInterval: (query) => {
      const payment = query.state.data?.setup_fee.payment;
      return payment && (payment.status === 'pending' || payment.status === 'unknown') ? POLL_MS : false;
    },
  });

export const payoutStatementsQuery = () =>
  queryOptions({
    queryKey: platformKeys.statements(),
    queryFn: ({ signal }) => call('GET /api/platform-payments/statements', { signal }),
  });

export function useSaveSchedule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PayoutScheduleInput) => call('PUT /api/platform-payments/schedule', { body: input }),
    onSuccess: (status) => client.setQueryData(platformKeys.status(), status),
  });
}

export function usePaySetupFee() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: OrderPaymentStart) => call('POST /api/platform-payments/setup-fee', { body: input }),
    onSuccess: () => void client.invalidateQueries({ queryKey: platformKeys.status() }),
  });
}
