import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Flow } from '../../../../lib/chat/flow-schema.ts';
import { call, type Answer } from '../../lib/client.ts';
import { productSetKeys } from '../../lib/query-keys.ts';

// Answer shapes: the contracts the server's DTOs are typed with.
export type { Chatflow, FlowVersion, PreviewToken } from '../../../../lib/contracts/chatflow.ts';
/** A set a question may offer: one of the product sets' answer. */
export type ProductSetOption = Answer<'GET /api/product-sets'>[number];

// The draft is one document per shop; the builder holds its own working copy, so the query only
// feeds the first render and reloads: it never refetches behind the editor's back, and it is
// dropped when the builder closes (gcTime 0) so coming back never starts from an old revision.
export const chatflowKeys = {
  all: ['chatflow'] as const,
  flow: () => [...chatflowKeys.all, 'flow'] as const,
  versions: () => [...chatflowKeys.all, 'versions'] as const,
  previewToken: () => [...chatflowKeys.all, 'preview-token'] as const,
};

export const chatflowQuery = () =>
  queryOptions({
    queryKey: chatflowKeys.flow(),
    queryFn: ({ signal }) => call('GET /api/chatflow', { signal }),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
export const versionsQuery = () =>
  queryOptions({
    queryKey: chatflowKeys.versions(),
    queryFn: ({ signal }) => call('GET /api/chatflow/versions', { signal }),
  });
export const previewTokenQuery = () =>
  queryOptions({
    queryKey: chatflowKeys.previewToken(),
    queryFn: ({ signal }) => call('GET /api/chatflow/preview-token', { signal }),
    staleTime: 60 * 60 * 1000,
  });
// Same endpoint and key as the product set screens, so both share one cache entry.
export const productSetsQuery = () =>
  queryOptions({
    queryKey: productSetKeys.lists(),
    queryFn: ({ signal }) => call('GET /api/product-sets', { signal }),
    retry: false,
  });

export const saveDraft = (flow: Flow, revision: number) =>
  call('PUT /api/chatflow/draft', { body: { flow, revision } });

export function usePublish() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call('POST /api/chatflow/publish'),
    // The editor shows the live version itself; only the versions list is now out of date.
    onSuccess: () => void client.invalidateQueries({ queryKey: chatflowKeys.versions() }),
  });
}

export function useRestore() {
  return useMutation({
    mutationFn: (version: number) =>
      call('POST /api/chatflow/versions/:version/restore', { params: { version: String(version) } }),
  });
}
