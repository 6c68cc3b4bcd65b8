import { useCallback, useEffect, useRef, useState } from 'react';
import { chatErrorText } from '../../lib/error-text.ts';
import type { WidgetTheme } from '../../lib/chat/widget-theme.ts';
import { useChatT } from '../../ui/chat/chat-t.ts';
import { MinusIcon, ResetIcon } from '../../ui/chat/chat-icons.tsx';
import { entriesFromHistory, entriesFromPoll, entriesFromReply, mergeEntries, type ChatEntry } from './chat-entries.ts';
import { randomId } from './chat-session.ts';
import type { ChatTransport } from './chat-transport.ts';
import { Composer } from './composer.tsx';
import { MessageList } from './message-list.tsx';
import { isNetworkError, type DateInputHint } from './widget-api.ts';
import { POLL_MS, widgetLabels } from './widget-palette.ts';

export type ChatWindowProps = {
  transport: ChatTransport;
  theme: WidgetTheme;
  lang: 'en' | 'sw';
  open: boolean;
  /** Where 'Powered by' links to. */
  home: string;
  onMinimise: () => void;
  onReset: () => void;
  /** A message put ready in the composer (a website pop-up's "chat with us" button), for the customer to send. */
  draft?: string;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The open window of spec 2.6. It stays mounted while minimised so the text being typed survives;
// the parent remounts it (key = chat id) when the chat id changes, which clears messages and input.
export function ChatWindow({ transport, theme, lang, open, home, onMinimise, onReset, draft }: ChatWindowProps) {
  const t = useChatT();
  const title = widgetLabels(theme, lang, t).window;
  const [entries, setEntries] = useState<ChatEntry[]>([]);
  const [input, setInput] = useState(draft ?? '');
  useEffect(() => {
    if (draft) setInput(draft);
  }, [draft]);
  const [awaiting, setAwaiting] = useState(false);
  const [dateHint, setDateHint] = useState<DateInputHint | null>(null);
  const cursor = useRef<string | null>(null);
  const historyLoaded = useRef(false);
  const polling = useRef(false);
  const inputRef = useRef<HTMLTextAreaElement>(null);

  const poll = useCallback(async () => {
    if (polling.current) return;
    polling.current = true;
    try {
      const first = !historyLoaded.current;
      const page = await transport.messages(first ? null : cursor.current);
      historyLoaded.current = true;
      cursor.current = page.cursor ?? cursor.current;
      setEntries((shown) =>
        mergeEntries(shown, first ? entriesFromHistory(page.messages) : entriesFromPoll(page.messages)),
      );
      // A new chat: the flow's "when the website chat opens" greeting, if the shop made one (the
      // server answers nothing otherwise, and greets a chat only once).
      if (first && page.messages.length === 0) {
        const reply = await transport.send({
          message: 'widget_opened',
          message_type: 'event',
          message_id: randomId(),
          language: lang,
        });
        if (reply.cursor) cursor.current = reply.cursor;
        setEntries((shown) => mergeEntries(shown, entriesFromReply(reply, 'opened')));
      }
    } catch {
      // offline or the bot is away: the next tick tries again
    } finally {
      polling.current = false;
    }
  }, [transport, lang]);

  useEffect(() => {
    if (!open) return;
    inputRef.current?.focus({ preventScroll: true });
    void poll();
    const timer = setInterval(() => {
      if (!document.hidden) void poll();
    }, POLL_MS);
    const onVisible = () => !document.hidden && void poll();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [open, poll]);

  const send = async (message: string, type: 'text' | 'interactive', shown: string) => {
    const text = message.trim();
    if (!text) return;
    const messageId = randomId();
    setEntries((list) => [...list, { key: `me:${messageId}`, from: 'me', text: shown.trim() || text }]);
    setAwaiting(true);
    setDateHint(null);
    try {
      // a retry carries the same message_id, so the bot answers it once (contract of the bot API)
      for (let attempt = 0; ; attempt++) {
        try {
          // A tapped choice carries the title the customer saw: the history and the inbox show it, not its id.
          const title = type === 'interactive' && shown.trim() ? { title: shown.trim() } : {};
          const reply = await transport.send({
            message: text,
            message_type: type,
            message_id: messageId,
            language: lang,
            ...title,
          });
          if (reply.cursor) cursor.current = reply.cursor;
          const hint = 'input' in reply ? reply.input : null;
          setDateHint(hint?.kind === 'date' ? hint : null);
          setEntries((list) => mergeEntries(list, entriesFromReply(reply, messageId)));
          return;
        } catch (error) {
          if (!isNetworkError(error) || attempt >= 2) throw error;
          await sleep(1000 * 2 ** attempt);
        }
      }
    } catch (error) {
      const textOf = isNetworkError(error) ? t('sendFailed') : chatErrorText(error, t('sendFailed'));
      setEntries((list) => [
        ...list.map((e) => (e.key === `me:${messageId}` ? { ...e, failed: true } : e)),
        { key: `error:${messageId}`, from: 'error', text: textOf },
      ]);
    } finally {
      setAwaiting(false);
    }
  };

  const sendInput = () => {
    if (awaiting || !input.trim()) return;
    const text = input;
    setInput('');
    void send(text, 'text', text);
  };

  return (
    <div
      className="dc-window"
      role="dialog"
      aria-label={title}
      hidden={!open}
      style={open ? undefined : { display: 'none' }}
    >
      <div className="dc-head">
        <div className="dc-head-text">
          <h2 className="dc-title">{title}</h2>
          <span className="dc-status">{t('online')}</span>
        </div>
        <button
          type="button"
          className="dc-icon-button"
          onClick={onMinimise}
          aria-label={t('minimise')}
          title={t('minimise')}
        >
          <MinusIcon />
        </button>
        <button type="button" className="dc-icon-button" onClick={onReset} aria-label={t('reset')} title={t('reset')}>
          <ResetIcon />
        </button>
      </div>
      <div className="dc-body">
        <MessageList
          entries={entries}
          awaiting={awaiting}
          mode={theme.mode}
          onChoose={(id, title) => !awaiting && void send(id, 'interactive', title)}
        />
      </div>
      <Composer
        value={input}
        onChange={setInput}
        onSend={sendInput}
        busy={awaiting}
        dateHint={dateHint}
        inputRef={inputRef}
      />
      <div className="dc-powered">
        {t('poweredBy')}{' '}
        <a href={home} target="_blank" rel="noopener">
          Duka Chat
        </a>
      </div>
    </div>
  );
}
