import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { can } from '../../../../lib/permissions.ts';
import { formatPhone } from '../../../../lib/phone-light.ts';
import { QueryErrorBlock } from '../../query-error-block.tsx';
import { InnerSpinner } from '../../../../ui/spinner.tsx';
import { useUser } from '../../lib/session.ts';
import { conversationQuery, useConversationMutations } from './api.ts';
import { ChannelIcon } from './channel-icon.tsx';
import { Composer } from './composer.tsx';
import { ConversationActions } from './conversation-actions.tsx';
import { displayName } from './conversation-list.tsx';
import { CustomerPanel } from './customer-panel.tsx';
import { Transcript } from './transcript.tsx';
import { useConversationsT } from './use-conversations-t.ts';
import { LineIcon } from './line-icon.tsx';

const wide = () => typeof window !== 'undefined' && window.matchMedia('(min-width: 1280px)').matches;

/** One open chat: header with the actions, the transcript, the composer, and the customer beside it. */
export function ConversationView({ id, onBack }: { id: string; onBack: () => void }) {
  const t = useConversationsT();
  const user = useUser().data!;
  const canUpdate = can(user.permissions, 'conversations', 'update');
  const detail = useQuery(conversationQuery(id));
  const { markRead } = useConversationMutations(id);
  // Beside the chat on a wide screen (1280 px and up); over it, on request, on a phone or tablet.
  const [panelOpen, setPanelOpen] = useState(wide);

  const unread = detail.data?.unread_count ?? 0;
  useEffect(() => {
    // Reading the open chat clears its badge, also when a new message arrives while it is open.
    if (unread > 0 && !markRead.isPending) markRead.mutate();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [unread]);

  const backButton = (
    <button
      type="button"
      onClick={onBack}
      className="-ml-1 flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 md:hidden"
      aria-label={t('back')}
    >
      <LineIcon size={22}>
        <path d="M15 5l-7 7 7 7" />
      </LineIcon>
    </button>
  );

  if (detail.isPending)
    return (
      <div className="flex flex-1 flex-col">
        <div className="p-2">{backButton}</div>
        <InnerSpinner />
      </div>
    );
  if (detail.isError) {
    return (
      <div className="flex flex-1 flex-col p-2">
        {backButton}
        <QueryErrorBlock
          className="m-3"
          error={detail.error}
          onRetry={() => void detail.refetch()}
          retrying={detail.isFetching}
        />
      </div>
    );
  }
  const c = detail.data;
  return (
    <div className="relative flex min-h-0 flex-1">
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="border-b border-slate-200 px-3 py-2">
          <div className="flex items-center gap-2">
            {backButton}
            <ChannelIcon channel={c.channel} label={t(`channelIcon_${c.channel}`)} size={32} />
            <div className="min-w-0 flex-1">
              <h2 className="truncate font-semibold text-ink" data-testid="conversation-title">
                {displayName(c, t)}
              </h2>
              <p className="truncate text-xs text-slate-500">
                {c.customer_phone ? formatPhone(c.customer_phone) : t(`ch_${c.channel}`)} ·{' '}
                {c.bot_paused ? t('pausedBadge') : t('botActive')}
              </p>
            </div>
            <button
              type="button"
              onClick={() => setPanelOpen((o) => !o)}
              aria-expanded={panelOpen}
              aria-label={panelOpen ? t('hideCustomer') : t('showCustomer')}
              title={panelOpen ? t('hideCustomer') : t('showCustomer')}
              className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-full hover:bg-slate-100 ${panelOpen ? 'bg-brand-50 text-brand-700' : 'text-slate-600'}`}
            >
              <LineIcon size={22}>
                <circle cx="12" cy="8" r="4" />
                <path d="M4 21a8 8 0 0 1 16 0" />
              </LineIcon>
            </button>
          </div>
          <ConversationActions conversation={c} canUpdate={canUpdate} />
        </header>
        <Transcript id={id} channel={c.channel} customerName={displayName(c, t)} />
        {c.status === 'closed' && (
          <p className="border-t border-slate-200 bg-slate-50 px-3 py-1.5 text-xs text-slate-600">{t('closedNote')}</p>
        )}
        <Composer conversation={c} canUpdate={canUpdate} />
      </div>
      {panelOpen && (
        <aside
          aria-label={t('customerPanel')}
          data-testid="customer-panel"
          className="absolute inset-y-0 right-0 z-10 flex w-full flex-col overflow-y-auto border-l border-slate-200 bg-white shadow-xl sm:w-80 xl:static xl:w-64 xl:shrink-0 xl:shadow-none"
        >
          <CustomerPanel conversation={c} onClose={() => setPanelOpen(false)} />
        </aside>
      )}
    </div>
  );
}
