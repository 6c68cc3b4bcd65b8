import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/client.ts';
import { oneOf } from '../../lib/one-of.ts';

// Answer shapes: the contracts the server's DTOs are typed with.
export type { LogDetail, LogPage, LogSummary } from '../../../../lib/contracts/webhook-log.ts';
export type LogFilters = { direction?: string; status?: string; q?: string; from?: string; to?: string };

const PAGE_SIZE = 25;

export const logKeys = {
  all: ['webhook-logs'] as const,
  lists: () => [...logKeys.all, 'list'] as const,
  list: (filters: LogFilters) => [...logKeys.lists(), filters] as const,
  details: () => [...logKeys.all, 'detail'] as const,
  detail: (id: string) => [...logKeys.details(), id] as const,
};

// Newest first, a page per "Load more"; the first page refreshes every 20 s while the list is open.
export const logListQuery = (filters: LogFilters) =>
  infiniteQueryOptions({
    queryKey: logKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      call('GET /api/webhook-logs', {
        query: {
          ...filters,
          direction: oneOf(['in', 'out'], filters.direction),
          status: oneOf(['ok', 'failed'], filters.status),
          limit: PAGE_SIZE,
          cursor: pageParam ?? undefined,
        },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    refetchInterval: 20_000,
  });

export const logQuery = (id: string) =>
  queryOptions({
    queryKey: logKeys.detail(id),
    queryFn: ({ signal }) => call('GET /api/webhook-logs/:id', { params: { id }, signal }),
  });

export function useReplay() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call('POST /api/webhook-logs/:id/replay', { params: { id } }),
    onSuccess: (replay) => {
      client.setQueryData(logKeys.detail(replay.id), replay);
      if (replay.replay_of) void client.invalidateQueries({ queryKey: logKeys.detail(replay.replay_of) });
      void client.invalidateQueries({ queryKey: logKeys.lists() });
    },
  });
}
