import { ChatStyles } from '../../../../ui/chat/chat-css.tsx';
import { useListParams } from '../../lib/use-list-params.ts';
import type { Channel, ListFilter, ListParams } from './api.ts';
import { ConversationList } from './conversation-list.tsx';
import { ConversationView } from './conversation-view.tsx';
import { useConversationsT } from './use-conversations-t.ts';
import { useInboxUpdates } from './use-inbox-updates.ts';

const FILTERS: ListFilter[] = ['open', 'closed', 'unassigned', 'mine'];

/**
 * /dashboard/conversations. Everything is in the URL (?c=<id>&q=&ch=&f=) so a deep link opens the
 * same chat and the phone's back button goes from a chat to the list. Desktop shows the list and
 * the chat side by side; a phone shows one at a time.
 */
export function ConversationsPage() {
  const t = useConversationsT();
  const params = useListParams(['q', 'ch', 'f'], { f: 'open' });
  const openId = params.get('c');
  const { ch, f } = params.values;
  const list: ListParams = {
    q: params.values.q,
    channel: ch === 'whatsapp' || ch === 'widget' ? (ch as Channel) : undefined,
    filter: FILTERS.includes(f as ListFilter) ? (f as ListFilter) : 'open',
  };
  const { unreadTotal } = useInboxUpdates();

  return (
    <div className="-m-4 flex h-[calc(100dvh-3.5rem)] overflow-hidden bg-white md:m-0 md:h-[calc(100dvh-3.5rem-4rem)] md:rounded-xl md:border md:border-slate-200">
      <ChatStyles />
      <h1 className="sr-only">{t('title')}</h1>
      <section
        aria-label={t('title')}
        className={`${openId ? 'hidden md:flex' : 'flex'} w-full min-w-0 flex-col border-slate-200 md:w-72 md:shrink-0 md:border-r`}
      >
        <ConversationList
          list={list}
          params={params}
          openId={openId}
          unreadTotal={unreadTotal}
          onOpen={(id) => params.set({ c: id }, { push: !openId })}
        />
      </section>
      <section className={`${openId ? 'flex' : 'hidden md:flex'} min-w-0 flex-1 flex-col`}>
        {openId ? (
          <ConversationView key={openId} id={openId} onBack={() => params.set({ c: null })} />
        ) : (
          <p className="m-auto max-w-xs p-6 text-center text-sm text-slate-500">{t('pickOne')}</p>
        )}
      </section>
    </div>
  );
}
