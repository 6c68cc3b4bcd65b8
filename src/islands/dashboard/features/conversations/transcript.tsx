import { useInfiniteQuery } from '@tanstack/react-query';
import { useLayoutEffect, useRef } from 'react';
import { Button } from '../../../../ui/button.tsx';
import { ErrorBlock } from '../../../../ui/error-block.tsx';
import { InnerSpinner } from '../../../../ui/spinner.tsx';
import { AnswerNote, useAnswerNotes } from '../../lib/knowledge-answer-note.tsx';
import { messagesQuery, type Channel } from './api.ts';
import { MessageBubble } from './message-bubble.tsx';
import { useConversationsT } from './use-conversations-t.ts';

/**
 * The messages, oldest at the top. It starts at the bottom, follows new messages while the reader
 * is near the bottom, and keeps its place when older messages are loaded above.
 */
export function Transcript({ id, channel, customerName }: { id: string; channel: Channel; customerName: string }) {
  const t = useConversationsT();
  const query = useInfiniteQuery(messagesQuery(id));
  const box = useRef<HTMLDivElement>(null);
  const nearBottom = useRef(true);
  const heightBeforeOlder = useRef<number | null>(null);
  const messages = query.data ? [...query.data.pages].reverse().flatMap((p) => p.messages) : [];
  const lastId = messages.at(-1)?.id;
  // Under a bot answer from the shop's knowledge: which passage answered (issue 30).
  const notes = useAnswerNotes(id, messages);

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    if (heightBeforeOlder.current !== null) {
      el.scrollTop += el.scrollHeight - heightBeforeOlder.current;
      heightBeforeOlder.current = null;
    } else if (nearBottom.current) {
      el.scrollTop = el.scrollHeight;
    }
  }, [lastId, messages.length]);

  const loadOlder = () => {
    heightBeforeOlder.current = box.current?.scrollHeight ?? null;
    void query.fetchNextPage();
  };

  return (
    <div
      ref={box}
      onScroll={(e) => {
        const el = e.currentTarget;
        nearBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 120;
      }}
      className="min-h-0 flex-1 overflow-y-auto bg-slate-50 px-3 py-3"
      aria-live="polite"
      data-testid="transcript"
    >
      {query.isPending && <InnerSpinner />}
      {query.isError && !query.data && (
        <ErrorBlock message={t('messagesError')} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      )}
      {query.hasNextPage && (
        <div className="mb-3 text-center">
          <Button size="sm" variant="secondary" loading={query.isFetchingNextPage} onClick={loadOlder}>
            {t('olderMessages')}
          </Button>
        </div>
      )}
      {query.data && messages.length === 0 && (
        <p className="py-8 text-center text-sm text-slate-500">{t('noMessages')}</p>
      )}
      <ol className="flex flex-col gap-2">
        {messages.map((m) => (
          <li key={m.id} className={`flex flex-col ${m.direction === 'out' ? 'items-end' : 'items-start'}`}>
            <MessageBubble message={m} channel={channel} customerName={customerName} />
            {notes.has(m.id) && <AnswerNote answer={notes.get(m.id)!} />}
          </li>
        ))}
      </ol>
    </div>
  );
}
