import { useStore } from '@nanostores/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { $language } from '../../../../i18n/language.ts';
import { BotActionView } from '../../../../ui/chat/bot-action-view.tsx';
import { ChatStyles } from '../../../../ui/chat/chat-css.tsx';
import { Button } from '../../../../ui/button.tsx';
import { CloseIcon } from '../../../../ui/icons.tsx';
import { Spinner } from '../../../../ui/spinner.tsx';
import { previewTokenQuery } from './api.ts';
import { newPreviewChatId, PreviewError, sendPreview, type PreviewLine, type PreviewSend } from './preview-chat.ts';
import { useChatflowT } from './use-chatflow-t.ts';

/**
 * A chat with the draft, through the widget's own endpoint and the widget's own chat parts, so
 * the merchant sees what a customer will. Each send first saves pending edits.
 */
export function PreviewPane({ onClose, flush }: { onClose: () => void; flush: () => Promise<boolean> }) {
  const t = useChatflowT();
  const client = useQueryClient();
  const token = useQuery(previewTokenQuery());
  const [lang, setLang] = useState(useStore($language));
  const [chatId, setChatId] = useState(newPreviewChatId);
  const [lines, setLines] = useState<PreviewLine[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [text, setText] = useState('');
  const end = useRef<HTMLDivElement>(null);
  const counter = useRef(0);
  const opened = useRef<string | null>(null);

  const send = useCallback(
    async (what: PreviewSend, shown: string | null) => {
      if (!token.data) return;
      setBusy(true);
      setError(null);
      if (shown !== null) setLines((l) => [...l, { id: `c${counter.current++}`, from: 'customer', text: shown }]);
      try {
        await flush();
        let reply;
        try {
          reply = await sendPreview(token.data, chatId, what, lang);
        } catch (e) {
          // The token ran out while the pane was open: one fresh token, one more try.
          if (!(e instanceof PreviewError && e.status === 403)) throw e;
          const fresh = await client.fetchQuery({ ...previewTokenQuery(), staleTime: 0 });
          reply = await sendPreview(fresh, chatId, what, lang);
        }
        setLines((l) => [
          ...l,
          ...reply.actions.map((action) => ({ id: `b${counter.current++}`, from: 'bot' as const, action })),
        ]);
      } catch (e) {
        setError(e instanceof Error && e.message ? e.message : t('previewFailed'));
      } finally {
        setBusy(false);
      }
    },
    [token.data, chatId, lang, flush, client, t],
  );

  // A new conversation opens like the widget does, so "when the chat opens" starts are tried too.
  useEffect(() => {
    if (!token.data || opened.current === chatId) return;
    opened.current = chatId;
    void send({ message: 'widget_opened', type: 'event' }, null);
  }, [token.data, chatId, send]);

  // Braces: newer browsers return a promise from scrollIntoView, and an effect must not return one.
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [lines, busy]);

  const reset = (language = lang) => {
    setLang(language);
    setLines([]);
    setError(null);
    setChatId(newPreviewChatId());
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const message = text.trim();
    if (!message || busy) return;
    setText('');
    void send({ message, type: 'text' }, message);
  };

  return (
    <aside
      aria-label={t('previewTitle')}
      className="fixed inset-x-0 top-14 bottom-0 z-40 flex flex-col bg-white md:relative md:inset-auto md:z-auto md:w-[360px] md:shrink-0 md:border-l md:border-slate-200"
    >
      <ChatStyles />
      <header className="flex items-center gap-2 border-b border-slate-100 px-3 py-2">
        <h2 className="flex-1 font-semibold">{t('previewTitle')}</h2>
        <label className="sr-only" htmlFor="preview-lang">
          {t('previewLanguage')}
        </label>
        <select
          id="preview-lang"
          className="h-9 rounded-md border border-slate-300 px-2 text-sm"
          value={lang}
          onChange={(e) => reset(e.target.value as 'en' | 'sw')}
        >
          <option value="en">English</option>
          <option value="sw">Kiswahili</option>
        </select>
        <Button variant="secondary" size="sm" onClick={() => reset()}>
          {t('previewReset')}
        </Button>
        <Button variant="ghost" size="icon" aria-label={t('previewClose')} onClick={onClose}>
          <CloseIcon className="h-5 w-5" />
        </Button>
      </header>
      <p className="border-b border-slate-100 bg-amber-50 px-3 py-1.5 text-xs text-amber-900">{t('previewNote')}</p>
      <div
        className="flex-1 space-y-2 overflow-y-auto bg-slate-100 p-3"
        data-testid="preview-messages"
        aria-live="polite"
      >
        {token.isPending && <Spinner label={t('previewStarting')} />}
        {token.isError && <p className="text-sm text-red-700">{t('previewFailed')}</p>}
        {token.data && lines.length === 0 && !busy && !error && (
          <p className="text-center text-sm text-slate-500">{t('previewEmpty')}</p>
        )}
        {lines.map((line) =>
          line.from === 'customer' ? (
            <div
              key={line.id}
              data-testid="preview-you"
              className="ml-auto w-fit max-w-[85%] rounded-2xl rounded-br-sm bg-brand-600 px-3 py-2 text-sm break-words whitespace-pre-wrap text-white"
            >
              <span className="sr-only">{t('previewYou')}: </span>
              {line.text}
            </div>
          ) : (
            <div
              key={line.id}
              className="w-fit max-w-[85%] rounded-2xl rounded-bl-sm bg-white px-3 py-2 text-sm text-ink shadow-sm"
            >
              <span className="sr-only">{t('previewBot')}: </span>
              <BotActionView
                action={line.action}
                onChoose={busy ? undefined : (id, title) => void send({ message: id, type: 'interactive' }, title)}
              />
            </div>
          ),
        )}
        {busy && <Spinner />}
        {error && (
          <p role="alert" className="w-fit max-w-[85%] rounded-2xl bg-red-50 px-3 py-2 text-sm text-red-800">
            {error}
          </p>
        )}
        <div ref={end} />
      </div>
      <form onSubmit={submit} className="flex gap-2 border-t border-slate-200 p-2">
        <input
          className="h-11 min-w-0 flex-1 rounded-full border border-slate-300 px-4 text-base focus:border-brand-500 focus:outline-none"
          placeholder={t('previewPlaceholder')}
          aria-label={t('previewPlaceholder')}
          value={text}
          maxLength={1024}
          onChange={(e) => setText(e.target.value)}
          disabled={!token.data}
        />
        <Button type="submit" disabled={busy || !text.trim() || !token.data}>
          {t('previewSend')}
        </Button>
      </form>
    </aside>
  );
}
