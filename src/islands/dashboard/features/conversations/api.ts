import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  AssigneeList,
  Channel,
  Conversation,
  ConversationDetail,
  ConversationPage,
  ConversationUpdates,
  MessagePage,
  ReplyAnswer,
  TemplateList,
} from '../../../../lib/contracts/conversation.ts';
import { get, send } from '../../lib/api.ts';

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

const toSearch = (params: Record<string, string | undefined>) =>
  new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => !!e[1])).toString();

/** The four filter buttons as the API's query (status and assignee). */
function listQuery(params: ListParams, cursor: string | null) {
  const byFilter: Record<ListFilter, Record<string, string>> = {
    open: { status: 'open' },
    closed: { status: 'closed' },
    unassigned: { status: 'open', assigned: 'none' },
    mine: { assigned: 'me' },
  };
  return toSearch({ q: params.q, channel: params.channel, ...byFilter[params.filter], cursor: cursor ?? undefined });
}

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
    queryFn: ({ pageParam, signal }) => get<ConversationPage>(`/conversations?${listQuery(params, pageParam)}`, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    // Live updates come from the updates poll; this is only the backstop for a missed one.
    refetchInterval: 60_000,
  });

export const conversationQuery = (id: string) =>
  queryOptions({
    queryKey: conversationKeys.detail(id),
    queryFn: ({ signal }) => get<ConversationDetail>(`/conversations/${id}`, signal),
  });

// Pages go back in time: the newest page first, `before` fetches the older one.
export const messagesQuery = (id: string) =>
  infiniteQueryOptions({
    queryKey: conversationKeys.messages(id),
    queryFn: ({ pageParam, signal }) =>
      get<MessagePage>(
        `/conversations/${id}/messages${pageParam ? `?before=${encodeURIComponent(pageParam)}` : ''}`,
        signal,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.before,
    // Delivery ticks change without the conversation changing: the open chat looks again now and then.
    refetchInterval: 20_000,
  });

export const templatesQuery = () =>
  queryOptions({
    queryKey: conversationKeys.templates(),
    queryFn: ({ signal }) => get<TemplateList>('/conversations/templates', signal),
    staleTime: 5 * 60_000,
  });

export const assigneesQuery = () =>
  queryOptions({
    queryKey: conversationKeys.assignees(),
    queryFn: ({ signal }) => get<AssigneeList>('/conversations/assignees', signal),
    staleTime: 5 * 60_000,
  });

export const fetchUpdates = (since: string | null, total: boolean, signal?: AbortSignal) =>
  get<ConversationUpdates>(
    `/conversations/updates?${new URLSearchParams({ ...(since && { since }), ...(total && { total: 'true' }) })}`,
    signal,
  );

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
      mutationFn: (input: ReplyInput) => send<ReplyAnswer>('POST', `/conversations/${id}/messages`, input),
      onSuccess: (res) => {
        applied(res.conversation);
        void client.invalidateQueries({ queryKey: conversationKeys.messages(id) });
      },
    }),
    takeOver: useMutation({
      mutationFn: () => send<Conversation>('POST', `/conversations/${id}/takeover`),
      onSuccess: applied,
    }),
    handBack: useMutation({
      mutationFn: () => send<Conversation>('POST', `/conversations/${id}/handback`),
      onSuccess: applied,
    }),
    assign: useMutation({
      mutationFn: (userId: string | null) =>
        send<Conversation>('POST', `/conversations/${id}/assign`, { user_id: userId }),
      onSuccess: applied,
    }),
    setStatus: useMutation({
      mutationFn: (status: 'open' | 'closed') => send<Conversation>('PUT', `/conversations/${id}/status`, { status }),
      onSuccess: applied,
    }),
    markRead: useMutation({
      mutationFn: () => send<Conversation>('POST', `/conversations/${id}/read`),
      onSuccess: applied,
    }),
  };
}
