import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayoutRecheck } from '../../../lib/contracts/payout-recheck.ts';
import { call } from './client.ts';
import { moneyKeys } from './query-keys.ts';

// "Ask the provider again" (issue 25) about a payout whose status is unknown, from the
// reconciliation screen, whatever the payout sweeper's schedule.
export type { PayoutRecheck };

export function useAskProviderAboutPayout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payoutId: string) =>
      call('POST /api/payouts/:id/ask-provider', { params: { id: payoutId }, body: {} }),
    // A verdict moves the payout off the list (and a failure puts its money back on the balance).
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: moneyKeys.reconciliation });
      void client.invalidateQueries({ queryKey: moneyKeys.ledger });
    },
  });
}
