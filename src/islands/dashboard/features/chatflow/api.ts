import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Flow } from '../../../../lib/chat/flow-schema.ts';
import type {
  Chatflow,
  DraftSaved,
  FlowVersions,
  PreviewToken,
  Published,
  Restored,
} from '../../../../lib/contracts/chatflow.ts';
import { get, send } from '../../lib/api.ts';
import { productSetKeys } from '../../lib/query-keys.ts';

// Answer shapes: the contracts the server's DTOs are typed with.
export type { Chatflow, FlowVersion, PreviewToken } from '../../../../lib/contracts/chatflow.ts';
export type ProductSetOption = { id: string; name: string };

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
    queryFn: ({ signal }) => get<Chatflow>('/chatflow', signal),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
export const versionsQuery = () =>
  queryOptions({
    queryKey: chatflowKeys.versions(),
    queryFn: ({ signal }) => get<FlowVersions>('/chatflow/versions', signal),
  });
export const previewTokenQuery = () =>
  queryOptions({
    queryKey: chatflowKeys.previewToken(),
    queryFn: ({ signal }) => get<PreviewToken>('/chatflow/preview-token', signal),
    staleTime: 60 * 60 * 1000,
  });
// Same endpoint and key as the product set screens, so both share one cache entry.
export const productSetsQuery = () =>
  queryOptions({
    queryKey: productSetKeys.lists(),
    queryFn: ({ signal }) => get<ProductSetOption[]>('/product-sets', signal),
    retry: false,
  });

export const saveDraft = (flow: Flow, revision: number) =>
  send<DraftSaved>('PUT', '/chatflow/draft', { flow, revision });

export function usePublish() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => send<Published>('POST', '/chatflow/publish'),
    // The editor shows the live version itself; only the versions list is now out of date.
    onSuccess: () => void client.invalidateQueries({ queryKey: chatflowKeys.versions() }),
  });
}

export function useRestore() {
  return useMutation({
    mutationFn: (version: number) => send<Restored>('POST', `/chatflow/versions/${version}/restore`),
  });
}
