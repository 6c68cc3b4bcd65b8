// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatIdKey } from './chat-session.ts';
import { ChatWidget, loadChatWindow } from './chat-widget.tsx';

// The widget's states of spec 4: bubble → expanded bubble (5 s) → open window; minimise, reset.
const fetchMock = vi.fn(async (url: string) => {
  const body = url.includes('/unauthenticated')
    ? { theme_config: { title: 'Duka la Mama', primaryColor: '#123456' } }
    : { messages: [], cursor: '' };
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
});

// the window's code is a lazy chunk: loaded once here so that opening is one microtask away
beforeAll(async () => {
  await loadChatWindow();
});
beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const flush = () => act(async () => vi.advanceTimersByTimeAsync(50));

describe('<ChatWidget />', () => {
  it('expands the unopened bubble after 5 s with the default labels, opens and hides the bubble, minimises', async () => {
    render(<ChatWidget botId="demo" lang="en" />);
    await flush();
    expect(fetchMock).toHaveBeenCalledWith(
      '/plugin/demo/unauthenticated',
      expect.objectContaining({ credentials: 'omit' }),
    );
    expect(screen.getByRole('button', { name: 'Open chat' })).toBeTruthy();
    expect(screen.queryByText('Need Help?')).toBeNull();
    await act(async () => vi.advanceTimersByTimeAsync(5000));
    expect(screen.getByText('Need Help?')).toBeTruthy();
    expect(screen.getByText('Ask me')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Need Help/ }));
    await flush();
    expect(document.querySelector('.dc-bubble')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Duka la Mama' })).toBeTruthy();
    expect((document.querySelector('.dc-w') as HTMLElement).style.getPropertyValue('--dc-primary')).toBe('#123456');

    fireEvent.click(screen.getByRole('button', { name: 'Minimise' }));
    expect(document.querySelector('.dc-bubble')).toBeTruthy();
    // once opened, the label does not come back
    await act(async () => vi.advanceTimersByTimeAsync(6000));
    expect(screen.queryByText('Need Help?')).toBeNull();
  });

  it('keeps the chat id in localStorage; reset closes with a new id and a reopened window starts empty', async () => {
    render(<ChatWidget botId="demo" lang="sw" />);
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Fungua chati' }));
    await flush();
    const first = localStorage.getItem(chatIdKey('demo'));
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    const input = screen.getByPlaceholderText('Andika ujumbe') as HTMLTextAreaElement;
    fireEvent.change(input, { target: { value: 'Habari' } });

    // minimise and reopen with the same id: the text stays
    fireEvent.click(screen.getByRole('button', { name: 'Punguza' }));
    fireEvent.click(screen.getByRole('button', { name: 'Fungua chati' }));
    await flush();
    expect((screen.getByPlaceholderText('Andika ujumbe') as HTMLTextAreaElement).value).toBe('Habari');

    fireEvent.click(screen.getByRole('button', { name: 'Anza chati mpya' }));
    await flush();
    expect(document.querySelector('.dc-bubble')).toBeTruthy();
    const second = localStorage.getItem(chatIdKey('demo'));
    expect(second).not.toBe(first);
    fireEvent.click(screen.getByRole('button', { name: 'Fungua chati' }));
    await flush();
    expect((screen.getByPlaceholderText('Andika ujumbe') as HTMLTextAreaElement).value).toBe('');
    expect(fetchMock).toHaveBeenCalledWith(expect.stringContaining(`chat_id=${second}`), expect.anything());
  });

  it('another tab resetting the chat clears this window on reopen', async () => {
    render(<ChatWidget botId="demo" lang="en" />);
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Open chat' }));
    await flush();
    fireEvent.change(screen.getByPlaceholderText('Compose a message'), { target: { value: 'half typed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Minimise' }));
    localStorage.setItem(chatIdKey('demo'), 'another-tab-id-123');
    fireEvent.click(screen.getByRole('button', { name: 'Open chat' }));
    await flush();
    expect((screen.getByPlaceholderText('Compose a message') as HTMLTextAreaElement).value).toBe('');
  });

  it('works when localStorage throws (private mode): a warning, a chat all the same', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const denied = () => {
      throw new Error('denied');
    };
    vi.stubGlobal('localStorage', { getItem: denied, setItem: denied });
    render(<ChatWidget botId="demo" lang="en" theme={{}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open chat' }));
    await flush();
    expect(screen.getByPlaceholderText('Compose a message')).toBeTruthy();
    expect(warn).toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});
