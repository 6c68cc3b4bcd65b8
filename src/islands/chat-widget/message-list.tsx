import { useEffect, useRef } from 'react';
import { BotActionView, type ChooseHandler } from '../../ui/chat/bot-action-view.tsx';
import { useChatT } from '../../ui/chat/chat-t.ts';
import { MarkupText } from '../../ui/chat/markup-text.tsx';
import type { ChatEntry } from './chat-entries.ts';

type Props = { entries: ChatEntry[]; awaiting: boolean; mode: 'light' | 'dark'; onChoose: ChooseHandler };

// The conversation, newest at the bottom; the first hint while empty; dots while a reply is awaited.
export function MessageList({ entries, awaiting, mode, onChoose }: Props) {
  const t = useChatT();
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [entries, awaiting]);
  return (
    <div ref={list} className="dc-list" role="log" aria-live="polite" aria-label={t('messages')}>
      {entries.length === 0 && !awaiting ? <p className="dc-hint">{t('firstHint')}</p> : null}
      {entries.map((entry) => {
        if (entry.from === 'me')
          return (
            <div key={entry.key} className={`dc-msg dc-msg-me${entry.failed ? ' dc-msg-failed' : ''}`} data-from="me">
              <span className="dc-sr">{t('youSent')}: </span>
              <MarkupText text={entry.text} />
            </div>
          );
        if (entry.from === 'error')
          return (
            <div key={entry.key} className="dc-msg dc-msg-error" data-from="bot" role="alert">
              {entry.text}
            </div>
          );
        return (
          <div key={entry.key} className="dc-msg dc-msg-bot" data-from="bot">
            <BotActionView action={entry.action} onChoose={onChoose} mode={mode} />
          </div>
        );
      })}
      {awaiting ? (
        <div className="dc-typing" role="status" aria-label={t('typing')}>
          <i />
          <i />
          <i />
        </div>
      ) : null}
    </div>
  );
}
