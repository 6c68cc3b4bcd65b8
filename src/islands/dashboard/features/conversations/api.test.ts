import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi, type Mock } from 'vitest';
import type { ConversationDetail, ConversationPage } from '../../../../lib/contracts/conversation.ts';
import { call } from '../../lib/client.ts';
import { conversationListQuery, fetchUpdates, messagesQuery, type ListFilter } from './api.ts';

// The inbox moved from hand-written paths (get/send) onto call(): these hold the requests to what
// the hand-written ones sent, so the move changed no URL the server sees.
const ID = '11111111-1111-4111-8111-111111111111';

let fetchMock: Mock<(url: string, init: RequestInit) => Promise<Response>>;
beforeEach(() => {
  fetchMock = vi.fn(() => Promise.resolve(Response.json({})));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());
const urls = () => fetchMock.mock.calls.map(([url]) => url);

// A query's queryFn as React Query calls it, with only what these read (the page's cursor, the signal).
type Fn = (context: { pageParam: string | null; signal: AbortSignal }) => Promise<unknown>;
const page = (options: { queryFn?: unknown }, pageParam: string | null) =>
  (options.queryFn as Fn)({ pageParam, signal: new AbortController().signal });

describe('inbox requests', () => {
  it('sends each filter button as the status and assignee the API takes', async () => {
    const filters: ListFilter[] = ['open', 'closed', 'unassigned', 'mine'];
    for (const filter of filters) await page(conversationListQuery({ filter }), null);
    expect(urls()).toEqual([
      '/api/conversations?status=open',
      '/api/conversations?status=closed',
      '/api/conversations?status=open&assigned=none',
      '/api/conversations?assigned=me',
    ]);
  });

  it('adds the search, the channel and the next page’s cursor, and leaves out an empty search', async () => {
    await page(conversationListQuery({ q: 'Asha & co', channel: 'whatsapp', filter: 'unassigned' }), 'c/2=');
    await page(conversationListQuery({ q: '', filter: 'mine' }), null);
    expect(urls()).toEqual([
      '/api/conversations?q=Asha+%26+co&channel=whatsapp&status=open&assigned=none&cursor=c%2F2%3D',
      '/api/conversations?assigned=me',
    ]);
  });

  it('asks for the newest messages first and for older ones with `before`', async () => {
    await page(messagesQuery(ID), null);
    await page(messagesQuery(ID), '2026-11-25T02:00:00.000Z|abc');
    expect(urls()).toEqual([
      `/api/conversations/${ID}/messages`,
      `/api/conversations/${ID}/messages?before=2026-11-25T02%3A00%3A00.000Z%7Cabc`,
    ]);
  });

  it('polls updates with `since` once it has one and `total` only when asked', async () => {
    await fetchUpdates(null, false);
    await fetchUpdates('2026-11-25T02:00:00.000Z', true);
    expect(urls()).toEqual([
      '/api/conversations/updates',
      '/api/conversations/updates?since=2026-11-25T02%3A00%3A00.000Z&total=true',
    ]);
  });

  it('types the answers from the routes’ contracts, and the media route is not a call', () => {
    expectTypeOf(call<'GET /api/conversations'>).returns.resolves.toEqualTypeOf<ConversationPage>();
    expectTypeOf(call<'GET /api/conversations/:id'>).returns.resolves.toEqualTypeOf<ConversationDetail>();
    // Checked by `npx tsc --noEmit` (never run): each line under the directive must be a type error.
    const typeErrors = () => {
      // @ts-expect-error: the media route answers bytes; the transcript shows it by its URL (an <img src>)
      void call('GET /api/conversations/media/:mediaId', { params: { mediaId: '123' } });
      // @ts-expect-error: the assign body's field is user_id
      void call('POST /api/conversations/:id/assign', { params: { id: ID }, body: { userId: null } });
      // @ts-expect-error: a conversation is open or closed, nothing else
      void call('PUT /api/conversations/:id/status', { params: { id: ID }, body: { status: 'archived' } });
    };
    expect(typeErrors).toBeTypeOf('function');
  });
});
