import { useStore } from '@nanostores/react';
import { $language } from '../../../../i18n/language.ts';
import { BotActionView } from '../../../../ui/chat/bot-action-view.tsx';
import { AudioPlayer } from '../../../../ui/chat/audio-player.tsx';
import { DocumentMessage } from '../../../../ui/chat/document-message.tsx';
import { ImageMessage } from '../../../../ui/chat/image-message.tsx';
import { LocationMessage } from '../../../../ui/chat/location-message.tsx';
import { MarkupText } from '../../../../ui/chat/markup-text.tsx';
import { VideoPlayer } from '../../../../ui/chat/video-player.tsx';
import type { Channel, Message, MessageContent, MessageError } from './api.ts';
import { messageTime } from './list-time.ts';
import { useConversationsT, type ConversationsKey, type ConversationsT } from './use-conversations-t.ts';
import { LineIcon } from './line-icon.tsx';

/**
 * One message as its reader saw it: the customer's text, media and choices; the bot's and the
 * staff's actions through the widget's own parts (buttons and lists shown, not clickable). All
 * text is rendered as text, never HTML.
 */
export function MessageBubble({
  message: m,
  channel,
  customerName,
}: {
  message: Message;
  channel: Channel;
  customerName: string;
}) {
  const t = useConversationsT();
  const lang = useStore($language);
  const out = m.direction === 'out';
  const author = authorLabel(m, customerName, t);
  const tone = !out
    ? 'bg-white ring-1 ring-slate-200'
    : m.author === 'agent'
      ? 'bg-emerald-50 ring-1 ring-emerald-200'
      : 'bg-brand-50 ring-1 ring-brand-100';
  return (
    <div
      className={`max-w-[85%] rounded-2xl px-3 py-2 text-sm text-ink sm:max-w-[70%] ${tone} ${out ? 'rounded-br-sm' : 'rounded-bl-sm'}`}
      data-author={m.author}
    >
      <p
        className={`mb-0.5 text-xs font-semibold ${m.author === 'agent' ? 'text-emerald-800' : m.author === 'customer' ? 'text-slate-600' : 'text-brand-700'}`}
      >
        {author}
      </p>
      <Content content={m.content} t={t} />
      <p className="mt-1 flex items-center justify-end gap-1 text-[11px] text-slate-500">
        <time dateTime={m.created_at}>{messageTime(m.created_at, new Date(), lang)}</time>
        {out && channel === 'whatsapp' && <StatusTick status={m.status} t={t} />}
      </p>
      {m.status === 'failed' && (
        <p className="mt-1 rounded bg-red-50 px-2 py-1 text-xs text-red-800" role="note">
          {failedNote(m.error, t)}
        </p>
      )}
    </div>
  );
}

// The server stores its own reasons in English (send-message.ts SEND_ERRORS); the merchant reads
// them in their language. Meta's reasons come in Meta's words, with its code to look up; a failure
// Meta gave no reason for has no code (its stored title is a placeholder) and says only that.
const OWN_REASONS: Record<string, ConversationsKey> = {
  window_closed: 'windowClosed',
  not_connected: 'failedNotConnected',
  nothing_to_send: 'failedNothingToSend',
  interrupted: 'failedInterrupted',
};

function failedNote(error: MessageError | null, t: ConversationsT): string {
  const code = error?.code;
  if (code === undefined || code === '') return t('st_failed');
  const own = typeof code === 'string' && Object.hasOwn(OWN_REASONS, code) ? OWN_REASONS[code] : undefined;
  return t('failedReason', { reason: own ? t(own) : [code, error?.title, error?.detail].filter(Boolean).join(' · ') });
}

function authorLabel(m: Message, customerName: string, t: ConversationsT): string {
  if (m.author === 'customer') return customerName || t('author_customer');
  if (m.author === 'agent') return m.author_name || t('author_agent_unknown');
  return t(m.author === 'bot' ? 'author_bot' : 'author_system');
}

function Content({ content: c, t }: { content: MessageContent; t: ConversationsT }) {
  switch (c.kind) {
    case 'text':
      return <MarkupText text={c.text} />;
    case 'interactive':
      return (
        <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-slate-800">
          {c.title ? t('customerChose', { title: c.title }) : t('customerChoseUntitled')}
        </span>
      );
    case 'media': {
      const item = { link: c.link, caption: c.caption, filename: c.filename };
      const media =
        c.media === 'image' || c.media === 'sticker' ? (
          <ImageMessage item={item} kind={c.media} />
        ) : c.media === 'video' ? (
          <VideoPlayer item={item} />
        ) : c.media === 'audio' ? (
          <AudioPlayer item={item} />
        ) : (
          <DocumentMessage item={item} />
        );
      return (
        <div className="flex flex-col gap-1">
          {media}
          {c.caption && c.media !== 'image' && c.media !== 'video' ? <MarkupText text={c.caption} /> : null}
        </div>
      );
    }
    case 'location':
      return <LocationMessage item={c} />;
    case 'contacts':
      return (
        <ul className="space-y-1">
          {c.contacts.map((person, i) => (
            <li key={i}>
              <span className="font-medium">{t('contactCard', { name: person.name })}</span>
              {person.phones.length > 0 && <span className="block text-slate-600">{person.phones.join(', ')}</span>}
            </li>
          ))}
        </ul>
      );
    case 'unsupported':
      return <span className="text-slate-500 italic">{t('unsupportedMessage', { type: c.type })}</span>;
    case 'action':
      return <BotActionView action={c.action} />;
    case 'template':
      return (
        <div>
          <p className="mb-1 text-xs text-slate-500">{t('templateLabel', { name: c.name })}</p>
          <MarkupText text={c.text} />
        </div>
      );
  }
}

// WhatsApp's ticks: a clock while queued, one tick sent, two delivered, two blue read, a red mark failed.
function StatusTick({ status, t }: { status: Message['status']; t: ConversationsT }) {
  if (status === 'received') return null;
  const label = t(`st_${status}`);
  const single = 'M4 12.5l4.5 4.5L19 6.5';
  const double = 'M2 12.5l4.5 4.5L17 6.5M9.5 16l1 1L21 6.5';
  const body =
    status === 'pending' ? (
      <>
        <circle cx="12" cy="12" r="8" />
        <path d="M12 8v4l2.5 2" />
      </>
    ) : status === 'failed' ? (
      <>
        <circle cx="12" cy="12" r="8" />
        <path d="M12 8v5M12 16h.01" />
      </>
    ) : (
      <path d={status === 'sent' ? single : double} />
    );
  const colour = status === 'read' ? 'text-sky-500' : status === 'failed' ? 'text-red-600' : 'text-slate-500';
  return (
    <span role="img" aria-label={label} title={label} className={colour} data-status={status}>
      <LineIcon size={14} roundJoins>
        {body}
      </LineIcon>
    </span>
  );
}
