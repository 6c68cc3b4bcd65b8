import { queryOptions } from '@tanstack/react-query';
import { call, type Answer } from './client.ts';

// Website pop-ups (issue 28): read by the pop-ups screens and by the marketing hub, which lists
// them with their last results; here so that both name the same keys.

export type PopupItem = Answer<'GET /api/popups/:id'>;
export type PopupResultRow = Answer<'GET /api/popups/results'>['items'][number];

export const popupKeys = {
  all: ['popups'] as const,
  list: () => [...popupKeys.all, 'list'] as const,
  detail: (id: string) => [...popupKeys.all, 'detail', id] as const,
  results: () => [...popupKeys.all, 'results'] as const,
};

export const popupListQuery = () =>
  queryOptions({
    queryKey: popupKeys.list(),
    queryFn: ({ signal }) => call('GET /api/popups', { signal }),
  });

/** Counts move while visitors see the pop-ups: read again every half minute on an open screen. */
export const popupResultsQuery = () =>
  queryOptions({
    queryKey: popupKeys.results(),
    queryFn: ({ signal }) => call('GET /api/popups/results', { signal }),
    refetchInterval: 30_000,
  });

/** One pop-up's results: its variants' rows added up. */
export function totalsOf(rows: PopupResultRow[], popupId: string) {
  const mine = rows.filter((r) => r.popup_id === popupId);
  const sum = (k: keyof PopupResultRow) => mine.reduce((s, r) => s + (r[k] as number), 0);
  return {
    variants: mine,
    shown: sum('shown'),
    clicked: sum('clicked'),
    phones: sum('phones'),
    orders: sum('orders'),
    paid: sum('paid'),
  };
}
