import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlatformFeeInput } from '../../../lib/platform-fee.ts';
import { call, type Answer } from '../../dashboard/lib/client.ts';

// The operator's money reads and changes (issue 29, decision 0046), through the typed client.

export type ShopPayouts = Answer<'GET /api/operator/money/payouts'>;
export type PlatformFeeNow = Answer<'GET /api/operator/money/fee'>;
export type FiguresDays = Answer<'GET /api/operator/money/figures'>;
export type HeldFilter = 'all' | 'held' | 'released';

export const moneyKeys = {
  all: ['operator', 'money'] as const,
  payouts: (filter: HeldFilter) => ['operator', 'money', 'payouts', filter] as const,
  fee: ['operator', 'money', 'fee'] as const,
  figures: (from: string, to: string) => ['operator', 'money', 'figures', from, to] as const,
  setupFees: ['operator', 'money', 'setup-fees'] as const,
};

export const shopPayoutsQuery = (filter: HeldFilter) =>
  queryOptions({
    queryKey: moneyKeys.payouts(filter),
    queryFn: ({ signal }) =>
      call('GET /api/operator/money/payouts', {
        query: filter === 'all' ? {} : { held: filter === 'held' ? 'true' : 'false' },
        signal,
      }),
  });

export const platformFeeQuery = () =>
  queryOptions({ queryKey: moneyKeys.fee, queryFn: ({ signal }) => call('GET /api/operator/money/fee', { signal }) });

export const figuresQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: moneyKeys.figures(from, to),
    queryFn: ({ signal }) => call('GET /api/operator/money/figures', { query: { from, to }, signal }),
  });

export const setupFeesQuery = () =>
  queryOptions({
    queryKey: moneyKeys.setupFees,
    queryFn: ({ signal }) => call('GET /api/operator/money/setup-fees', { signal }),
  });

/** Hold or release one shop's payouts; every filtered list is read again. */
export function useHoldPayouts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ shopId, hold, reason }: { shopId: string; hold: boolean; reason: string }) =>
      hold
        ? call('POST /api/operator/money/shops/:shopId/hold', { params: { shopId }, body: { reason } })
        : call('POST /api/operator/money/shops/:shopId/release', { params: { shopId }, body: { reason } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: [...moneyKeys.all, 'payouts'] }),
  });
}

export function useSetPlatformFee() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PlatformFeeInput) => call('PUT /api/operator/money/fee', { body }),
    onSuccess: (fee) => client.setQueryData(moneyKeys.fee, fee),
  });
}
