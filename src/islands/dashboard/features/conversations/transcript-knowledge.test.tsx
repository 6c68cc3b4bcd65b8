// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Permissions } from '../../../../lib/permissions.ts';
import { sessionKeys } from '../../lib/session.ts';
import { Transcript } from './transcript.tsx';

// Issue 30 in the inbox: under the bot's answer from the shop's knowledge, which passage answered
// (its source and place), or that none was found and the chat came to the inbox; a member who may
// not read the chat flow is not asked for it.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CONV = '0190d1a0-0000-7000-8000-0000000000c1';
const uuid = (n: number) => `0190d1a0-0000-7000-8000-${String(n).padStart(12, '0')}`;
const message = (n: number, author: 'customer' | 'bot', text: string) => ({
  id: uuid(n),
  direction: author === 'customer' ? 'in' : 'out',
  author,
  author_name: null,
  content: { kind: 'text', text },
  preview: text,
  status: author === 'customer' ? 'received' : 'sent',
  error: null,
  created_at: '2026-11-27T10:00:00.000Z',
});
const messages = [
  message(1, 'customer', 'How much is delivery to Mbezi?'),
  message(2, 'bot', 'From *Delivery policy*: "Delivery to Mbezi costs TZS 3,000."'),
  message(3, 'customer', 'Do you sell school uniforms?'),
  message(4, 'bot', "Sorry, I don't know the answer to that."),
];
const answers = [
  {
    message_id: uuid(1),
    question: 'How much is delivery to Mbezi?',
    passage: {
      passage_id: uuid(10),
      source_id: uuid(11),
      source_title: 'Delivery policy',
      source_kind: 'pdf',
      location: 'page 2',
      text: 'Delivery to Mbezi costs TZS 3,000.',
      score: 0.4,
    },
    phrased: false,
    at: '2026-11-27T10:00:01.000Z',
  },
  {
    message_id: uuid(3),
    question: 'Do you sell school uniforms?',
    passage: null,
    phrased: false,
    at: '2026-11-27T10:01:00.000Z',
  },
];

function open(permissions: Permissions) {
  const fetch = vi.fn(async (url: string) =>
    String(url).includes('/knowledge/conversations/')
      ? Response.json({ answers })
      : Response.json({ messages, before: null }),
  );
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionKeys.user, { id: 'u1', permissions } as never);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Transcript id={CONV} channel="widget" customerName="Asha" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetch;
}

describe('knowledge answers in the transcript', () => {
  it('names the passage under the bot answer, and says when nothing answered', async () => {
    open({ is_admin: true });
    const notes = await screen.findAllByTestId('knowledge-answer-note');
    expect(notes.map((n) => n.textContent)).toEqual([
      'Answered from Delivery policy, page 2',
      'No answer found — handed to you',
    ]);
    // Under the bot's reply, not under the customer's question.
    expect(notes[0]!.previousElementSibling!.textContent).toContain('Delivery to Mbezi costs');
  });

  it('does not ask for them without the chat flow read permission', async () => {
    const fetch = open([{ resource: 'conversations', action: ['read'] }]);
    await screen.findByText('Do you sell school uniforms?');
    expect(screen.queryByTestId('knowledge-answer-note')).toBeNull();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/knowledge/'))).toBe(false);
  });
});
