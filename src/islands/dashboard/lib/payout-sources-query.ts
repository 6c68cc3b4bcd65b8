import { queryOptions } from '@tanstack/react-query';
import { call } from './client.ts';

// What each payment account can pay out, here rather than in features/payouts: the transactions
// screen shows the same figure on its balance cards (issue 25: the two screens disagreed).

/** Under the payouts root: whatever changes payouts refreshes it. */
export const payoutSourcesKey = ['payouts', 'sources'] as const;

/** While payouts are in flight their outcome may change it (a failed one gives its money back). */
const POLL_MS = 4000;

export const payoutSourcesQuery = () =>
  queryOptions({
    queryKey: payoutSourcesKey,
    queryFn: ({ signal }) => call('GET /api/payouts/sources', { signal }),
    refetchInterval: (query) => (query.state.data?.some((s) => s.held > 0) ? POLL_MS : false),
  });
