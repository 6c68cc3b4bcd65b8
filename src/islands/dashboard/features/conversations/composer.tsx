import { useStore } from '@nanostores/react';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type KeyboardEvent } from 'react';
import { WA_LIMITS } from '../../../../lib/chat/bot-reply.ts';
import { formatDate } from '../../../../lib/format.ts';
import { $language } from '../../../../i18n/language.ts';
import { SendIcon } from '../../../../ui/chat/chat-icons.tsx';
import { toast } from '../../../../ui/toast-store.ts';
import { ApiError } from '../../lib/api.ts';
import { conversationKeys, useConversationMutations, type Conversation } from './api.ts';
import { TemplatePicker } from './template-picker.tsx';
import { useConversationsT } from './use-conversations-t.ts';
import { FIXED_BAR } from '../../../../ui/fixed-bar.ts';

const MAX = WA_LIMITS.text;

/**
 * The reply box. Enter sends and Shift+Enter starts a new line (spec 5, as in the widget); a
 * WhatsApp chat whose 24-hour window has closed gets the template picker instead, with the reason.
 */
export function Composer({ conversation: c, canUpdate }: { conversation: Conversation; canUpdate: boolean }) {
  const t = useConversationsT();
  const lang = useStore($language);
  const client = useQueryClient();
  const { reply } = useConversationMutations(c.id);
  const [text, setText] = useState('');
  const area = useRef<HTMLTextAreaElement>(null);

  if (!canUpdate)
    return <p className="border-t border-slate-200 bg-slate-50 px-3 py-3 text-sm text-slate-600">{t('readOnly')}</p>;
  if (c.channel === 'whatsapp' && !c.window_open) {
    return (
      <div {...FIXED_BAR} className="max-h-[60%] overflow-y-auto border-t border-slate-200 bg-amber-50 px-3 py-3">
        <p className="mb-2 text-sm text-amber-900" role="note">
          {t('windowClosed')}
        </p>
        <TemplatePicker conversationId={c.id} />
      </div>
    );
  }

  const trimmed = text.trim();
  const submit = () => {
    if (!trimmed || reply.isPending || trimmed.length > MAX) return;
    reply.mutate(
      { text: trimmed },
      {
        onSuccess: () => {
          setText('');
          area.current?.focus();
        },
        onError: (error) => {
          // The window closed while the reply was being written: show the template picker.
          if (error instanceof ApiError && error.code === 'window_closed')
            void client.invalidateQueries({ queryKey: conversationKeys.detail(c.id) });
          toast({ title: t('sendFailed'), description: error.message, variant: 'danger', position: 'bottom-right' });
        },
      },
    );
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  };
  const left = MAX - text.length;
  return (
    <div {...FIXED_BAR} className="border-t border-slate-200 bg-white px-3 py-2">
      <form
        className="flex items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <label className="min-w-0 flex-1">
          <span className="sr-only">{t('composerLabel')}</span>
          <textarea
            ref={area}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={onKeyDown}
            maxLength={MAX}
            rows={Math.min(6, Math.max(1, text.split('\n').length))}
            placeholder={t('composerPlaceholder')}
            title={t('composerHint')}
            className="block max-h-40 w-full resize-none rounded-xl border border-slate-300 bg-white px-3 py-2 text-base text-ink placeholder:text-slate-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none md:text-sm"
          />
        </label>
        <button
          type="submit"
          disabled={!trimmed || reply.isPending}
          aria-label={t('send')}
          className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white hover:bg-brand-700 disabled:opacity-40"
        >
          <SendIcon size={18} />
        </button>
      </form>
      <p className="mt-1 flex justify-between gap-2 text-[11px] text-slate-500">
        <span>
          {c.channel === 'widget'
            ? t('widgetNote')
            : c.window_closes_at
              ? t('windowClosesAt', { time: formatDate(c.window_closes_at, 'D MMM HH:mm', lang) })
              : null}
        </span>
        {left < 500 && <span className={left < 50 ? 'text-red-700' : undefined}>{t('charsLeft', { n: left })}</span>}
      </p>
    </div>
  );
}
