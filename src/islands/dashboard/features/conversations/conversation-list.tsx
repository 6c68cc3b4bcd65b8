import { useInfiniteQuery } from '@tanstack/react-query';
import { useStore } from '@nanostores/react';
import { Link } from 'react-router';
import { $language } from '../../../../i18n/language.ts';
import { ListState } from '../../lib/list-state.tsx';
import type { ListParams as UrlParams } from '../../lib/use-list-params.ts';
import { conversationListQuery, type Conversation, type ListFilter, type ListParams } from './api.ts';
import { ChannelIcon } from './channel-icon.tsx';
import { listTime } from './list-time.ts';
import { useConversationsT, type ConversationsT } from './use-conversations-t.ts';

type Props = {
  list: ListParams;
  params: UrlParams<'q' | 'ch' | 'f'>;
  openId: string | null;
  unreadTotal: number | null;
  onOpen: (id: string) => void;
};

const pill = (pressed: boolean) =>
  `h-8 shrink-0 rounded-full px-3 text-sm font-medium whitespace-nowrap ring-1 ring-inset ${pressed ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50'}`;

// A widget visitor has no name yet: the start of the conversation id tells two of them apart.
export const displayName = (c: Pick<Conversation, 'id' | 'customer_name' | 'customer_phone'>, t: ConversationsT) =>
  c.customer_name || c.customer_phone || `${t('unknownCustomer')} #${c.id.slice(0, 4)}`;

export function ConversationList({ list, params, openId, unreadTotal, onOpen }: Props) {
  const t = useConversationsT();
  const query = useInfiniteQuery(conversationListQuery(list));

  return (
    <>
      <div className="space-y-2 border-b border-slate-200 p-3">
        <div className="flex items-center gap-2">
          <p className="text-lg font-semibold text-ink" aria-hidden="true">
            {t('title')}
          </p>
          {unreadTotal ? (
            <span
              className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white"
              data-testid="unread-total"
            >
              {t('unreadCount', { count: unreadTotal })}
            </span>
          ) : null}
        </div>
        <label className="block">
          <span className="sr-only">{t('search')}</span>
          <input
            type="search"
            value={params.text}
            onChange={(e) => params.setText(e.target.value)}
            placeholder={t('searchPlaceholder')}
            maxLength={100}
            className="h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-ink placeholder:text-slate-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none md:text-sm"
          />
        </label>
        <div role="group" aria-label={t('channelLabel')} className="flex gap-1.5 overflow-x-auto">
          {(['all', 'whatsapp', 'widget'] as const).map((ch) => (
            <button
              key={ch}
              type="button"
              aria-pressed={(list.channel ?? 'all') === ch}
              className={pill((list.channel ?? 'all') === ch)}
              onClick={() => params.set({ ch: ch === 'all' ? null : ch, c: null })}
            >
              {t(`ch_${ch}`)}
            </button>
          ))}
        </div>
        <div role="group" aria-label={t('filterLabel')} className="flex flex-wrap gap-1.5">
          {(['open', 'unassigned', 'mine', 'closed'] as ListFilter[]).map((f) => (
            <button
              key={f}
              type="button"
              aria-pressed={list.filter === f}
              className={pill(list.filter === f)}
              onClick={() => params.setFilter('f', f)}
            >
              {t(`f_${f}`)}
            </button>
          ))}
        </div>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        <ListState
          query={query}
          blockClassName="m-3"
          errorMessage={t('loadError')}
          isEmpty={(d) => d.pages.every((p) => p.items.length === 0)}
          empty={{
            title: t('emptyTitle'),
            description: t('emptyText'),
            action: (
              <div className="flex flex-wrap justify-center gap-3 text-sm font-medium">
                <Link className="text-brand-700 underline" to="/dashboard/chatflow">
                  {t('emptyWidgetLink')}
                </Link>
                <Link className="text-brand-700 underline" to="/dashboard/connect">
                  {t('emptyConnectLink')}
                </Link>
              </div>
            ),
          }}
          filtered={params.filtered}
          onClearFilters={params.reset}
          noMatch={t('noMatches')}
          more={{
            hasMore: query.hasNextPage,
            loading: query.isFetchingNextPage,
            onMore: () => void query.fetchNextPage(),
            label: t('loadMore'),
          }}
        >
          {(d) => (
            <ul className="divide-y divide-slate-100" data-testid="conversation-list">
              {d.pages
                .flatMap((p) => p.items)
                .map((c) => (
                  <li key={c.id}>
                    <ConversationRow conversation={c} active={c.id === openId} onOpen={onOpen} />
                  </li>
                ))}
            </ul>
          )}
        </ListState>
      </div>
    </>
  );
}

function ConversationRow({
  conversation: c,
  active,
  onOpen,
}: {
  conversation: Conversation;
  active: boolean;
  onOpen: (id: string) => void;
}) {
  const t = useConversationsT();
  const lang = useStore($language);
  const unread = c.unread_count > 0;
  const time = listTime(
    c.last_message_at,
    new Date(),
    {
      now: t('now'),
      minutesAgo: (n) => t('minutesAgo', { n }),
      hoursAgo: (n) => t('hoursAgo', { n }),
      yesterday: t('yesterday'),
    },
    lang,
  );
  return (
    <button
      type="button"
      onClick={() => onOpen(c.id)}
      aria-current={active ? 'true' : undefined}
      className={`flex w-full items-start gap-3 px-3 py-3 text-left hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-none ${active ? 'bg-brand-50 hover:bg-brand-50' : ''}`}
    >
      <ChannelIcon channel={c.channel} label={t(`channelIcon_${c.channel}`)} />
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline gap-2">
          <span
            className={`min-w-0 flex-1 truncate ${unread ? 'font-semibold text-ink' : 'font-medium text-slate-800'}`}
          >
            {displayName(c, t)}
          </span>
          <time
            dateTime={c.last_message_at}
            className={`shrink-0 text-xs ${unread ? 'font-semibold text-brand-700' : 'text-slate-500'}`}
          >
            {time}
          </time>
        </span>
        <span className="mt-0.5 flex items-center gap-2">
          <span className={`min-w-0 flex-1 truncate text-sm ${unread ? 'text-slate-800' : 'text-slate-500'}`}>
            {c.preview}
          </span>
          {unread && (
            <span
              className="shrink-0 rounded-full bg-brand-600 px-1.5 text-xs leading-5 font-semibold text-white"
              aria-label={t('unreadCount', { count: c.unread_count })}
            >
              {c.unread_count > 99 ? '99+' : c.unread_count}
            </span>
          )}
        </span>
        {(c.bot_paused || c.assigned_to) && (
          <span className="mt-1 flex flex-wrap gap-1.5 text-xs text-slate-500">
            {c.bot_paused && (
              <span className="rounded bg-amber-50 px-1.5 py-0.5 text-amber-800">{t('pausedBadge')}</span>
            )}
            {c.assigned_to && <span className="truncate rounded bg-slate-100 px-1.5 py-0.5">{c.assigned_to.name}</span>}
          </span>
        )}
      </span>
    </button>
  );
}
