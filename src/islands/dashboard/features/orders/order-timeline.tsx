import { useStore } from '@nanostores/react';
import { $language } from '../../../../i18n/language.ts';
import { formatDate } from '../../../../lib/format.ts';
import type { OrderDetail } from './api.ts';
import { useOrdersT } from './use-orders-t.ts';
import { NoteText } from '../../lib/payment-note.tsx';

/** Every status change, oldest first: who, when, the note and the message the customer gets. */
export function OrderTimeline({ timeline }: { timeline: OrderDetail['timeline'] }) {
  const t = useOrdersT();
  const lang = useStore($language);
  return (
    <ol className="relative space-y-4 border-l-2 border-slate-200 pl-4" aria-label={t('timeline')}>
      {timeline.map((e, i) => (
        <li key={i} className="relative text-sm">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[1.4rem] h-2.5 w-2.5 rounded-full bg-brand-500 ring-4 ring-white"
          />
          <p className="font-medium">
            {e.from === e.to
              ? t('recordedAt', { status: t(`st_${e.to}`) })
              : e.from
                ? t('movedFromTo', { from: t(`st_${e.from}`), to: t(`st_${e.to}`) })
                : t('createdAs', { status: t(`st_${e.to}`) })}
          </p>
          <p className="text-xs text-slate-500">
            {formatDate(e.at, 'D MMM YYYY, HH:mm', lang)} ·{' '}
            {e.actor?.name ? t('byName', { name: e.actor.name }) : t('bySystem')}
          </p>
          {e.note && (
            <p className="mt-1 text-slate-700">
              <NoteText note={e.note} />
            </p>
          )}
          {e.customer_message && (
            <p className="mt-1 rounded-md bg-green-50 p-2 text-xs text-green-900">
              {t('messageToCustomer', { text: e.customer_message })}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
