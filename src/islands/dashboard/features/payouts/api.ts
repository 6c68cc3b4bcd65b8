import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayoutAccountInput, PayoutInput, PayoutPreviewInput } from '../../../../lib/payout-schemas.ts';
import { call } from '../../lib/client.ts';
import { moneyKeys } from '../../lib/query-keys.ts';

export { payoutSourcesQuery } from '../../lib/payout-sources-query.ts';

export type {
  PayoutAccountDto,
  PayoutDto,
  PayoutPreviewDto,
  PayoutSourceDto,
} from '../../../../lib/contracts/payout.ts';

export const payoutKeys = {
  all: ['payouts'] as const,
  accounts: () => [...payoutKeys.all, 'accounts'] as const,
  history: () => [...payoutKeys.all, 'history'] as const,
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

/** What the provider says the payout would be (name, fee), asked before the password step. */
export function usePreviewPayout() {
  return useMutation({
    mutationFn: (input: PayoutPreviewInput) => call('POST /api/payouts/preview', { body: input }),
  });
}

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
    // The debit is written with the request: the ledger and its balances change too.
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: payoutKeys.all });
      void client.invalidateQueries({ queryKey: moneyKeys.ledger });
    },
  });
}
