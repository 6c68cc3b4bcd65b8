import { useStore } from '@nanostores/react';
import { Link } from 'react-router';
import { formatDate, formatMoney } from '../../../../lib/format.ts';
import { can } from '../../../../lib/permissions.ts';
import { formatPhone } from '../../../../lib/phone-light.ts';
import { waDigits } from '../../../../lib/wa-digits.ts';
import { $language } from '../../../../i18n/language.ts';
import { CloseIcon } from '../../../../ui/icons.tsx';
import { useUser } from '../../lib/session.ts';
import type { ConversationDetail } from './api.ts';
import { displayName } from './conversation-list.tsx';
import { conversationsDicts, useConversationsT, type ConversationsKey } from './use-conversations-t.ts';

// Order statuses of the shop's workflow in words; an unknown one is shown as stored.
const statusKey = (status: string) => `os_${status}` as ConversationsKey;

/** Who the customer is: phone (opens WhatsApp), tags, what they spent and their latest orders. */
export function CustomerPanel({ conversation: c, onClose }: { conversation: ConversationDetail; onClose: () => void }) {
  const t = useConversationsT();
  const lang = useStore($language);
  const user = useUser().data!;
  const customer = c.customer;
  const phone = customer?.phone || c.customer_phone;
  return (
    <div className="space-y-4 p-4 text-sm">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{t('customerPanel')}</p>
          <h3 className="truncate text-base font-semibold text-ink">{customer?.name || displayName(c, t)}</h3>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('hideCustomer')}
          className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100"
        >
          <CloseIcon />
        </button>
      </div>
      {phone && (
        <div>
          <p className="text-xs text-slate-500">{t('phone')}</p>
          <p className="font-medium">{formatPhone(phone)}</p>
          <a
            href={`https://wa.me/${waDigits(phone)}`}
            target="_blank"
            rel="noopener noreferrer"
            className="text-brand-700 underline"
          >
            {t('openWhatsApp')}
          </a>
        </div>
      )}
      {!customer && <p className="rounded-lg bg-slate-50 p-3 text-slate-600">{t('noCustomer')}</p>}
      {customer && (
        <>
          <dl className="grid grid-cols-2 gap-3">
            <div>
              <dt className="text-xs text-slate-500">{t('totalSpent')}</dt>
              <dd className="font-semibold">{formatMoney(customer.total_spent, customer.currency)}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-500">{t('orders')}</dt>
              <dd className="font-semibold">{customer.order_count}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-500">{t('language')}</dt>
              <dd>{t(`lang_${customer.language}`)}</dd>
            </div>
          </dl>
          {customer.tags.length > 0 && (
            <div>
              <p className="mb-1 text-xs text-slate-500">{t('tags')}</p>
              <ul className="flex flex-wrap gap-1.5">
                {customer.tags.map((tag) => (
                  <li key={tag} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                    {tag}
                  </li>
                ))}
              </ul>
            </div>
          )}
          <div>
            <p className="mb-1 text-xs text-slate-500">{t('latestOrders')}</p>
            {customer.orders.length === 0 ? (
              <p className="text-slate-600">{t('noOrders')}</p>
            ) : (
              <ul className="divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200">
                {customer.orders.map((o) => (
                  <li key={o.id}>
                    <Link
                      to={`/dashboard/orders/order-info/${o.id}`}
                      className="flex items-center justify-between gap-2 px-3 py-2 hover:bg-slate-50"
                    >
                      <span>
                        <span className="block font-medium text-brand-700">
                          {t('orderNumber', { number: o.number })}
                        </span>
                        <span className="text-xs text-slate-500">
                          {formatDate(o.created_at, 'D MMM YYYY', lang)} ·{' '}
                          {statusKey(o.status) in conversationsDicts.en ? t(statusKey(o.status)) : o.status}
                        </span>
                      </span>
                      <span className="shrink-0 font-medium">{formatMoney(o.total, customer.currency)}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </div>
          {can(user.permissions, 'customers', 'read') && (
            <Link
              to={`/dashboard/customers/${customer.id}`}
              className="inline-block font-medium text-brand-700 underline"
            >
              {t('customerProfile')}
            </Link>
          )}
        </>
      )}
    </div>
  );
}
