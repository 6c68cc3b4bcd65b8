import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { Channel, Conversation, ConversationDetail } from '../../../../lib/contracts/conversation.ts';
import { call, type CallInput } from '../../lib/client.ts';

// The answers of src/server/modules/conversations, as their contract declares them.
export type {
  Channel,
  Conversation,
  ConversationDetail,
  ConversationPage,
  ConversationUpdates,
  Message,
  MessageContent,
  MessageError,
  MessagePage,
  Template,
} from '../../../../lib/contracts/conversation.ts';
export type ListFilter = 'open' | 'closed' | 'unassigned' | 'mine';
export type ListParams = { q?: string; channel?: Channel; filter: ListFilter };
export type ReplyInput = { text: string } | { template: { name: string; language: string; params: string[] } };

/** The four filter buttons as the API's query (status and assignee). */
const FILTER_QUERY = {
  open: { status: 'open' },
  closed: { status: 'closed' },
  unassigned: { status: 'open', assigned: 'none' },
  mine: { assigned: 'me' },
} as const satisfies Record<ListFilter, object>;

// Empty values (no search text, the first page's null cursor) are left out of the query by call().
// Typed as the route's query so that a misspelt field fails the type check here, not at the server.
type ListQuery = NonNullable<CallInput<'GET /api/conversations'>['query']>;
const listQuery = (params: ListParams, cursor: string | null): ListQuery => ({
  q: params.q,
  channel: params.channel,
  ...FILTER_QUERY[params.filter],
  cursor: cursor ?? undefined,
});

export const conversationKeys = {
  all: ['conversations'] as const,
  lists: () => [...conversationKeys.all, 'list'] as const,
  list: (params: ListParams) => [...conversationKeys.lists(), params] as const,
  details: () => [...conversationKeys.all, 'detail'] as const,
  detail: (id: string) => [...conversationKeys.details(), id] as const,
  messages: (id: string) => [...conversationKeys.all, 'messages', id] as const,
  templates: () => [...conversationKeys.all, 'templates'] as const,
  assignees: () => [...conversationKeys.all, 'assignees'] as const,
};

export const conversationListQuery = (params: ListParams) =>
  infiniteQueryOptions({
    queryKey: conversationKeys.list(params),
    queryFn: ({ pageParam, signal }) => call('GET /api/conversations', { query: listQuery(params, pageParam), signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    // Live updates come from the updates poll; this is only the backstop for a missed one.
    refetchInterval: 60_000,
  });

export const conversationQuery = (id: string) =>
  queryOptions({
    queryKey: conversationKeys.detail(id),
    queryFn: ({ signal }) => call('GET /api/conversations/:id', { params: { id }, signal }),
  });

// Pages go back in time: the newest page first, `before` fetches the older one.
export const messagesQuery = (id: string) =>
  infiniteQueryOptions({
    queryKey: conversationKeys.messages(id),
    queryFn: ({ pageParam, signal }) =>
      call('GET /api/conversations/:id/messages', {
        params: { id },
        query: { before: pageParam ?? undefined },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.before,
    // Delivery ticks change without the conversation changing: the open chat looks again now and then.
    refetchInterval: 20_000,
  });

export const templatesQuery = () =>
  queryOptions({
    queryKey: conversationKeys.templates(),
    queryFn: ({ signal }) => call('GET /api/conversations/templates', { signal }),
    staleTime: 5 * 60_000,
  });

export const assigneesQuery = () =>
  queryOptions({
    queryKey: conversationKeys.assignees(),
    queryFn: ({ signal }) => call('GET /api/conversations/assignees', { signal }),
    staleTime: 5 * 60_000,
  });

// The first poll has no `since`; `total` is sent only when asked for (call() leaves out undefined).
export const fetchUpdates = (since: string | null, total: boolean, signal?: AbortSignal) =>
  call('GET /api/conversations/updates', {
    query: { since: since ?? undefined, total: total ? 'true' : undefined },
    signal,
  });

/** A changed conversation: its row in every list, its detail and, when open, its transcript. */
export function refreshConversation(client: QueryClient, id: string) {
  void client.invalidateQueries({ queryKey: conversationKeys.lists() });
  void client.invalidateQueries({ queryKey: conversationKeys.detail(id) });
  void client.invalidateQueries({ queryKey: conversationKeys.messages(id) });
}

export function useConversationMutations(id: string) {
  const client = useQueryClient();
  const applied = (conversation: Conversation) => {
    client.setQueryData<ConversationDetail>(conversationKeys.detail(id), (old) =>
      old ? { ...old, ...conversation } : old,
    );
    void client.invalidateQueries({ queryKey: conversationKeys.lists() });
  };
  return {
    reply: useMutation({
      mutationFn: (input: ReplyInput) => call('POST /api/conversations/:id/messages', { params: { id }, body: input }),
      onSuccess: (res) => {
        applied(res.conversation);
        void client.invalidateQueries({ queryKey: conversationKeys.messages(id) });
      },
    }),
    takeOver: useMutation({
      mutationFn: () => call('POST /api/conversations/:id/takeover', { params: { id } }),
      onSuccess: applied,
    }),
    handBack: useMutation({
      mutationFn: () => call('POST /api/conversations/:id/handback', { params: { id } }),
      onSuccess: applied,
    }),
    assign: useMutation({
      mutationFn: (userId: string | null) =>
        call('POST /api/conversations/:id/assign', { params: { id }, body: { user_id: userId } }),
      onSuccess: applied,
    }),
    setStatus: useMutation({
      mutationFn: (status: 'open' | 'closed') =>
        call('PUT /api/conversations/:id/status', { params: { id }, body: { status } }),
      onSuccess: applied,
    }),
    markRead: useMutation({
      mutationFn: () => call('POST /api/conversations/:id/read', { params: { id } }),
      onSuccess: applied,
    }),
  };
}
