import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SegmentInput, SegmentRule } from '../../../../lib/customer-schemas.ts';
import { api, get, send } from '../../lib/api.ts';
import type { Customer } from './api.ts';

export type Segment = SegmentInput & { id: string; created_at: string; updated_at: string };
/** A segment as listed and shown: with how many customers match it now (counted by the server). */
export type CountedSegment = Segment & { count: number };
export type SegmentMembers = { items: Customer[]; page: number; page_size: number; has_more: boolean };

export const MEMBERS_PAGE_SIZE = 20;

// Segments are their own resource (all → lists → details → members); the live count is a read keyed by the rule.
export const segmentKeys = {
  all: ['segments'] as const,
  lists: () => [...segmentKeys.all, 'list'] as const,
  details: () => [...segmentKeys.all, 'detail'] as const,
  detail: (id: string) => [...segmentKeys.details(), id] as const,
  members: (id: string, page: number) => [...segmentKeys.detail(id), 'members', page] as const,
  count: (rule: SegmentRule) => [...segmentKeys.all, 'count', rule] as const,
};

export const segmentListQuery = () => queryOptions({ queryKey: segmentKeys.lists(), queryFn: ({ signal }) => get<CountedSegment[]>('/segments', signal) });

export const segmentQuery = (id: string) => queryOptions({ queryKey: segmentKeys.detail(id), queryFn: ({ signal }) => get<CountedSegment>(`/segments/${id}`, signal) });

export const segmentMembersQuery = (id: string, page: number) =>
  queryOptions({
    queryKey: segmentKeys.members(id, page),
    queryFn: ({ signal }) => get<SegmentMembers>(`/segments/${id}/customers?page=${page}&page_size=${MEMBERS_PAGE_SIZE}`, signal),
    placeholderData: keepPreviousData,
  });

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
      // New criteria change the segment's members too.
      onSuccess: (saved) => Promise.all([lists(), client.invalidateQueries({ queryKey: segmentKeys.detail(saved.id) })]),
    }),
    remove: useMutation({ mutationFn: (id: string) => send<void>('DELETE', `/segments/${id}`), onSuccess: lists }),
  };
}
