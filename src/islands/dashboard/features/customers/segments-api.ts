import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SegmentInput, SegmentRule } from '../../../../lib/customer-schemas.ts';
import { call } from '../../lib/client.ts';
import { segmentKeys } from '../../lib/query-keys.ts';

// Answer shapes: the contracts the server's DTOs are typed with.
export type { CountedSegment, Segment, SegmentMembers } from '../../../../lib/contracts/segment.ts';

export const MEMBERS_PAGE_SIZE = 20;

export const segmentListQuery = () =>
  queryOptions({ queryKey: segmentKeys.lists(), queryFn: ({ signal }) => call('GET /api/segments', { signal }) });

export const segmentQuery = (id: string) =>
  queryOptions({
    queryKey: segmentKeys.detail(id),
    queryFn: ({ signal }) => call('GET /api/segments/:id', { params: { id }, signal }),
  });

export const segmentMembersQuery = (id: string, page: number) =>
  queryOptions({
    queryKey: segmentKeys.members(id, page),
    queryFn: ({ signal }) =>
      call('GET /api/segments/:id/customers', {
        params: { id },
        query: { page, page_size: MEMBERS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const segmentCountQuery = (rule: SegmentRule, enabled: boolean) =>
  queryOptions({
    queryKey: segmentKeys.count(rule),
    queryFn: ({ signal }) => call('POST /api/segments/count', { body: rule, signal }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

export function useSegmentMutations() {
  const client = useQueryClient();
  const lists = () => client.invalidateQueries({ queryKey: segmentKeys.lists() });
  return {
    save: useMutation({
      mutationFn: ({ id, ...input }: SegmentInput & { id?: string }) =>
        id
          ? call('PUT /api/segments/:id', { params: { id }, body: input })
          : call('POST /api/segments', { body: input }),
      // New criteria change the segment's members too.
      onSuccess: (saved) =>
        Promise.all([lists(), client.invalidateQueries({ queryKey: segmentKeys.detail(saved.id) })]),
    }),
    remove: useMutation({
      mutationFn: (id: string) => call('DELETE /api/segments/:id', { params: { id } }),
      onSuccess: lists,
    }),
  };
}
