import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '../../../../lib/format.ts';
import { Button } from '../../../../ui/button.tsx';
import { InnerSpinner } from '../../../../ui/spinner.tsx';
import { debtListQuery, debtTotalsQuery } from './api.ts';
import { DebtBadge } from './debt-badges.tsx';
import { DebtForm } from './debt-form.tsx';
import { useDebtsT } from './use-debts-t.ts';

/** On a customer's page: what they owe now, and their debts (open and paid) with a link to each's history. */
export function CustomerDebts({
  customer,
  mayCreate,
}: {
  customer: { id: string; name: string; phone: string; allow_credit: boolean };
  mayCreate: boolean;
}) {
  const t = useDebtsT();
  const totals = useQuery(debtTotalsQuery('receivable', customer.id));
  const list = useInfiniteQuery(debtListQuery({ direction: 'receivable', status: 'all', customer_id: customer.id }));
  const [adding, setAdding] = useState(false);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6" data-testid="customer-debts">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold">{t('customerDebts')}</h2>
        <div className="flex gap-2">
          {items.length > 0 && (
            <Link
              to={`/dashboard/debt?status=all&customer_id=${customer.id}`}
              className="text-sm text-brand-700 hover:underline"
            >
              {t('seeAll')}
            </Link>
          )}
          {mayCreate && (
            <Button variant="secondary" size="sm" onClick={() => setAdding(true)}>
              {t('addDebt')}
            </Button>
          )}
        </div>
      </div>
      {customer.allow_credit && <p className="mb-2 text-xs text-slate-600">{t('allowCreditOn')}</p>}
      {list.isPending || totals.isPending ? (
        <InnerSpinner />
      ) : list.error || totals.error ? (
        <p role="alert" className="text-sm text-red-700">
          {t('customerDebtsFailed')}
        </p>
      ) : (
        <>
          <p className="text-sm font-medium">
            {totals.data.total > 0
              ? t('customerOwes', { amount: formatMoney(totals.data.total) })
              : t('customerOwesNothing')}
          </p>
          {items.length > 0 && (
            <ul className="mt-2 divide-y divide-slate-100 text-sm">
              {items.slice(0, 10).map((d) => (
                <li key={d.id}>
                  <Link
                    to={`/dashboard/debt/${d.id}`}
                    className="flex items-center justify-between gap-3 py-2 hover:bg-slate-50"
                  >
                    <span className="min-w-0">
                      <span className="font-medium">
                        {d.order_number ? t('order', { number: d.order_number }) : d.note || t('kind_charge')}
                      </span>{' '}
                      <DebtBadge debt={d} t={t} />
                      <span className="block text-xs text-slate-500">
                        {d.opened_on} · {formatMoney(d.amount)}
                      </span>
                    </span>
                    <span className="font-medium whitespace-nowrap tabular-nums">{formatMoney(d.balance)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {mayCreate && (
        <DebtForm
          open={adding}
          onClose={() => setAdding(false)}
          direction="receivable"
          customer={{ id: customer.id, name: customer.name || customer.phone }}
        />
      )}
    </section>
  );
}
