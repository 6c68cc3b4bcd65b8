// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_WIDGET_THEME } from '../../lib/chat/widget-theme.ts';
import { ChatLanguageContext } from '../../ui/chat/chat-t.ts';
import type { ChatTransport } from './chat-transport.ts';
import { ChatWindow } from './chat-window.tsx';
import type { ChatMessage, ChatReply } from '../../lib/contracts/chat.ts';
import { ChatApiError, type WidgetReply } from './widget-api.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const reply = (over: Partial<ChatReply> = {}): ChatReply => ({
  actions: [
    {
      send_reply_button: {
        body: { text: '*Menu*' },
        action: { buttons: [{ type: 'reply', reply: { id: 'shop', title: 'Browse products' } }] },
      },
    },
  ],
  message: '',
  response: [{ id: 'r1' }],
  next_state: 'menu',
  input: null,
  cursor: 'c1',
  ...over,
});

function setup(send: ChatTransport['send'], lang: 'en' | 'sw' = 'en') {
  const transport: ChatTransport = { send: vi.fn(send), messages: vi.fn(async () => ({ messages: [], cursor: '' })) };
  render(
    <ChatLanguageContext.Provider value={lang}>
      <ChatWindow
        transport={transport}
        theme={DEFAULT_WIDGET_THEME}
        lang={lang}
        open
        home="/"
        onMinimise={vi.fn()}
        onReset={vi.fn()}
      />
    </ChatLanguageContext.Provider>,
  );
  const input = screen.getByPlaceholderText(
    lang === 'en' ? 'Compose a message' : 'Andika ujumbe',
  ) as HTMLTextAreaElement;
  return {
    transport,
    input,
    send: screen.getByRole('button', { name: lang === 'en' ? 'Send' : 'Tuma' }) as HTMLButtonElement,
  };
}

describe('<ChatWindow />', () => {
  it('asks for the "chat opened" greeting once when the chat is new, and shows it; never for a chat with history', async () => {
    const greeting = reply({ actions: [{ send_message: { text: 'Karibu Mama Asha!' } }] });
    const { transport } = setup(async (body) => (body.message_type === 'event' ? greeting : reply()));
    await act(async () => {});
    expect(transport.send).toHaveBeenCalledTimes(1);
    expect(transport.send).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'widget_opened', message_type: 'event', language: 'en' }),
    );
    expect(screen.getByText('Karibu Mama Asha!')).toBeTruthy();
    cleanup();

    const old: ChatTransport = {
      send: vi.fn(async () => reply()),
      messages: vi.fn(async () => ({
        messages: [
          {
            id: 'm1',
            direction: 'in',
            author: 'customer',
            content: { kind: 'text', text: 'Habari' },
            status: 'sent',
            created_at: '2026-11-24T06:00:00Z',
          } satisfies ChatMessage,
        ],
        cursor: 'c0',
      })),
    };
    render(
      <ChatLanguageContext.Provider value="en">
        <ChatWindow
          transport={old}
          theme={DEFAULT_WIDGET_THEME}
          lang="en"
          open
          home="/"
          onMinimise={vi.fn()}
          onReset={vi.fn()}
        />
      </ChatLanguageContext.Provider>,
    );
    await act(async () => {});
    expect(old.messages).toHaveBeenCalled();
    expect(old.send).not.toHaveBeenCalled();
  });

  it('shows the title, status, first hint and a disabled send button; an empty text is not sent', async () => {
    const { transport, input, send } = setup(async () => reply());
    expect(screen.getByRole('heading', { name: 'Chat with us' })).toBeTruthy();
    expect(screen.getByText('Online')).toBeTruthy();
    expect(screen.getByText('Send a message to initiate conversation i.e "Hello"')).toBeTruthy();
    expect(input.maxLength).toBe(1024);
    expect(send.disabled).toBe(true);
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.click(send);
    expect(transport.send).not.toHaveBeenCalled();
  });

  it('Enter sends (Shift+Enter does not), dots while waiting, then the reply; a choice sends its id as interactive', async () => {
    let answer!: (r: WidgetReply) => void;
    const { transport, input } = setup(() => new Promise((resolve) => (answer = resolve)));
    fireEvent.change(input, { target: { value: 'Hello' } });
    fireEvent.keyDown(input, { key: 'Enter', shiftKey: true });
    expect(transport.send).not.toHaveBeenCalled();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(transport.send).toHaveBeenCalledWith(
      expect.objectContaining({
        message: 'Hello',
        message_type: 'text',
        language: 'en',
        message_id: expect.stringMatching(/^[0-9a-f]{32}$/),
      }),
    );
    expect(input.value).toBe('');
    expect(screen.getByRole('status', { name: 'Typing…' })).toBeTruthy();
    await act(async () => answer(reply()));
    expect(screen.queryByRole('status', { name: 'Typing…' })).toBeNull();
    expect(screen.getByText('Menu').tagName).toBe('STRONG');
  });

  it('shows a failure as a bot message (the answer text, else a translated fallback)', async () => {
    const { input } = setup(async () => {
      throw new ChatApiError(429, { code: 'chat_rate_limited', message: 'Too many messages. Wait 3 s.' });
    });
    fireEvent.change(input, { target: { value: 'Hello' } });
    await act(async () => fireEvent.keyDown(input, { key: 'Enter' }));
    expect(screen.getByRole('alert').textContent).toBe('Too many messages. Wait 3 s.');
    expect(document.querySelector('.dc-msg-failed')).toBeTruthy();
  });

  it('retries a network failure with the same message id', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const { transport, input } = setup(async () => {
      if (++calls < 3) throw new TypeError('Failed to fetch');
      return reply();
    }, 'sw');
    fireEvent.change(input, { target: { value: 'Habari' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await act(async () => vi.advanceTimersByTimeAsync(3500));
    const sent = (transport.send as ReturnType<typeof vi.fn>).mock.calls.map(
      (c) => c[0] as { message_id: string; message_type: string },
    );
    const ids = sent.filter((m) => m.message_type === 'text').map((m) => m.message_id);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(1);
    expect(screen.getByText('Menu')).toBeTruthy();
  });

  it('sends a chosen button by id with its title shown, and narrows the date picker to the question', async () => {
    const { transport, input } = setup(async () =>
      reply({ input: { kind: 'date', min_date: '2026-03-01', max_date: '2026-03-31' } }),
    );
    fireEvent.change(input, { target: { value: 'Hello' } });
    await act(async () => fireEvent.keyDown(input, { key: 'Enter' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Browse products' })));
    expect(transport.send).toHaveBeenLastCalledWith(
      expect.objectContaining({ message: 'shop', message_type: 'interactive', title: 'Browse products' }),
    );
    expect([...document.querySelectorAll('[data-from="me"]')].map((e) => e.textContent)).toEqual([
      'You: Hello',
      'You: Browse products',
    ]);

    fireEvent.click(screen.getAllByRole('button', { name: 'Insert a date' })[0]!);
    const date = document.querySelector('input[type="date"]') as HTMLInputElement;
    expect([date.min, date.max]).toEqual(['2026-03-01', '2026-03-31']);
    fireEvent.change(date, { target: { value: '2026-04-02' } });
    const insert = document.querySelector('.dc-date button') as HTMLButtonElement;
    expect(insert.disabled).toBe(true);
    fireEvent.change(date, { target: { value: '2026-03-07' } });
    fireEvent.click(insert);
    expect(input.value).toBe('07/03/2026');
  });
});
