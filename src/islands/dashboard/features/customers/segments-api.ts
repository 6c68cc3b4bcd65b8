import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SegmentInput, SegmentRule } from '../../../../lib/customer-schemas.ts';
import { api, get, send } from '../../lib/api.ts';

export type Segment = SegmentInput & { id: string; created_at: string; updated_at: string };

// Segments are their own resource (all → lists → details); the live count is a read keyed by the rule.
export const segmentKeys = {
  all: ['segments'] as const,
  lists: () => [...segmentKeys.all, 'list'] as const,
  count: (rule: SegmentRule) => [...segmentKeys.all, 'count', rule] as const,
};

export const segmentListQuery = () => queryOptions({ queryKey: segmentKeys.lists(), queryFn: ({ signal }) => get<Segment[]>('/segments', signal) });

export const segmentCountQuery = (rule: SegmentRule, enabled: boolean) =>
  queryOptions({
    queryKey: segmentKeys.count(rule),
    queryFn: ({ signal }) => api<{ count: number }>('/segments/count', { method: 'POST', body: rule, signal }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

export function useSegmentMutations() {
  const client = useQueryClient();
  const lists = () => client.invalidateQueries({ queryKey: segmentKeys.lists() });
  return {
    save: useMutation({
      mutationFn: ({ id, ...input }: SegmentInput & { id?: string }) => (id ? send<Segment>('PUT', `/segments/${id}`, input) : send<Segment>('POST', '/segments', input)),
      onSuccess: lists,
    }),
    remove: useMutation({ mutationFn: (id: string) => send<void>('DELETE', `/segments/${id}`), onSuccess: lists }),
  };
}
