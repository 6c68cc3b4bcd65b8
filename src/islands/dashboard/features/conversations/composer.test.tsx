// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $language } from '../../../../i18n/language.ts';
import type { Conversation } from './api.ts';
import { Composer } from './composer.tsx';
import { testConversation } from './test-conversation.ts';

const base = testConversation({
  id: '11111111-1111-4111-8111-111111111111',
  channel: 'widget',
  language: 'sw',
  last_message_at: new Date().toISOString(),
});
let posted: { url: string; body: unknown }[];

beforeEach(() => {
  posted = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (init?.method === 'POST') {
      posted.push({ url, body: JSON.parse(String(init.body)) });
      return Promise.resolve(
        Response.json({ message_id: 'm1', conversation: { ...base, bot_paused: true } }, { status: 201 }),
      );
    }
    if (url.endsWith('/api/conversations/templates')) {
      return Promise.resolve(
        Response.json({
          reason: null,
          items: [
            {
              name: 'order_ready',
              language: 'sw',
              category: 'UTILITY',
              header: null,
              body: 'Habari {{1}}, oda {{2}} iko tayari.',
              footer: null,
              param_count: 2,
            },
          ],
        }),
      );
    }
    return Promise.resolve(new Response('{}', { status: 404 }));
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  $language.set('en');
});

function show(conversation: Conversation, canUpdate = true) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <Composer conversation={conversation} canUpdate={canUpdate} />
    </QueryClientProvider>,
  );
}

describe('Composer', () => {
  it('sends on Enter, keeps Shift+Enter as a new line, and sends the trimmed text', async () => {
    const user = userEvent.setup();
    show(base);
    const box = screen.getByRole('textbox', { name: 'Reply' });
    await user.type(box, '  Karibu');
    await user.keyboard('{Shift>}{Enter}{/Shift}');
    await user.type(box, 'tena  ');
    expect(posted).toEqual([]);
    expect(box).toHaveProperty('value', '  Karibu\ntena  ');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(posted).toEqual([{ url: `/api/conversations/${base.id}/messages`, body: { text: 'Karibu\ntena' } }]),
    );
    await waitFor(() => expect(box).toHaveProperty('value', ''));
  });

  it('does not send blank text', async () => {
    const user = userEvent.setup();
    show(base);
    await user.type(screen.getByRole('textbox', { name: 'Reply' }), '   {Enter}');
    expect(posted).toEqual([]);
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true);
  });

  it('outside the WhatsApp window offers templates instead, with the reason, and sends one with its values', async () => {
    const user = userEvent.setup();
    show({ ...base, channel: 'whatsapp', window_open: false });
    expect(screen.queryByRole('textbox', { name: 'Reply' })).toBeNull();
    expect(screen.getByRole('note').textContent).toMatch(/24-hour window has closed/);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Send a template' }), 'order_ready|sw');
    const send = screen.getByRole('button', { name: 'Send template' });
    expect(send).toHaveProperty('disabled', true);
    await user.type(screen.getByRole('textbox', { name: 'Value 1' }), 'Juma');
    await user.type(screen.getByRole('textbox', { name: 'Value 2' }), '#12');
    expect(screen.getByText('Habari Juma, oda #12 iko tayari.')).toBeTruthy();
    await user.click(send);
    await waitFor(() =>
      expect(posted[0]?.body).toEqual({ template: { name: 'order_ready', language: 'sw', params: ['Juma', '#12'] } }),
    );
  });

  it('tells a member who may only read why there is no reply box, in Swahili too', () => {
    $language.set('sw');
    show(base, false);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText(/Unaweza kusoma mazungumzo/)).toBeTruthy();
  });
});
