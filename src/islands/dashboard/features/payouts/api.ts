import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayoutAccountInput, PayoutInput } from '../../../../lib/payout-schemas.ts';
import { call } from '../../lib/client.ts';

import type { ProviderId } from '../../../../lib/mobile-money.ts';

export type { PayoutAccountDto, PayoutDto } from '../../../../lib/contracts/payout.ts';
/** A payment account a payout can be drawn from, with what it has available. */
export type PayoutSource = { id: string; provider: ProviderId; label: string; available: number };

export const payoutKeys = {
  all: ['payouts'] as const,
  accounts: () => [...payoutKeys.all, 'accounts'] as const,
  history: () => [...payoutKeys.all, 'history'] as const,
  balances: () => [...payoutKeys.all, 'balances'] as const,
};

/** Asked again every few seconds while a payout is still with the provider. */
const POLL_MS = 4000;

export const payoutAccountsQuery = () =>
  queryOptions({
    queryKey: payoutKeys.accounts(),
    queryFn: ({ signal }) => call('GET /api/payouts/accounts', { signal }),
  });

export const payoutHistoryQuery = () =>
  queryOptions({
    queryKey: payoutKeys.history(),
    queryFn: ({ signal }) => call('GET /api/payouts', { signal }),
    refetchInterval: (query) =>
      query.state.data?.some((p) => p.status === 'requested' || p.status === 'processing') ? POLL_MS : false,
  });

export const payoutBalancesQuery = () =>
  queryOptions({
    queryKey: payoutKeys.balances(),
    queryFn: ({ signal }) => call('GET /api/transactions/balances', { signal }),
  });

export function useAddPayoutAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PayoutAccountInput) => call('POST /api/payouts/accounts', { body: input }),
    onSuccess: () => void client.invalidateQueries({ queryKey: payoutKeys.accounts() }),
  });
}

export function useRemovePayoutAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call('DELETE /api/payouts/accounts/:id', { params: { id } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: payoutKeys.accounts() }),
  });
}

/** One key per opened form: a double click or a retry of the same request sends one payout. */
export function useRequestPayout(idempotencyKey: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PayoutInput) =>
      call('POST /api/payouts', { body: input, headers: { 'Idempotency-Key': idempotencyKey } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: payoutKeys.all }),
  });
}
