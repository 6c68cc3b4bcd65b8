import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { $language } from '../../../../i18n/language.ts';
import type { OrderDetail } from '../../../../lib/contracts/order.ts';
import { formatDate, formatMoney } from '../../../../lib/format.ts';
import { can } from '../../../../lib/permissions.ts';
import { call } from '../../lib/client.ts';
import { debtKeys } from '../../lib/query-keys.ts';
import { useUser } from '../../lib/session.ts';
import { useOrdersT } from './use-orders-t.ts';

/**
 * A sale on credit: what its debt still says is owed (and by when), linked to the debt in the
 * debt book (issue 25). The debt book is transactions → read; a member without it sees only the
 * payment method, as before.
 */
export function OrderDebt({ order }: { order: OrderDetail }) {
  const t = useOrdersT();
  const lang = useStore($language);
  const user = useUser().data!;
  const allowed = order.payment_method === 'credit' && can(user.permissions, 'transactions', 'read');
  const debt = useQuery({
    queryKey: debtKeys.list({ order_id: order.id }),
    queryFn: ({ signal }) =>
      call('GET /api/debts', { query: { order_id: order.id, status: 'all', page_size: 1 }, signal }),
    select: (page) => page.items[0] ?? null,
    enabled: allowed,
  });
  if (!allowed || debt.data === null) return null;

  return (
    <div className="flex justify-between gap-3 py-1.5 text-sm" data-testid="order-debt">
      <dt className="text-slate-600">{t('debtTitle')}</dt>
      <dd className="min-w-0 text-right font-medium break-words">
        {debt.isPending ? (
          '…'
        ) : debt.isError ? (
          <span className="text-red-700">{t('debtLoadFailed')}</span>
        ) : (
          <>
            <span className="block">
              {debt.data.balance === 0
                ? t('debtSettled')
                : debt.data.due_on
                  ? t('debtOwedDue', {
                      amount: formatMoney(debt.data.balance, 'TZS'),
                      date: formatDate(debt.data.due_on, 'D MMM YYYY', lang),
                    })
                  : t('debtOwed', { amount: formatMoney(debt.data.balance, 'TZS') })}
            </span>
            <Link to={`/dashboard/debt/${debt.data.id}`} className="text-brand-700 hover:underline">
              {t('debtOpen')}
            </Link>
          </>
        )}
      </dd>
    </div>
  );
}
