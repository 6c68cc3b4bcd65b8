import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatMoney } from '../../../../lib/format.ts';
import { InnerSpinner } from '../../../../ui/spinner.tsx';
import { call } from '../../lib/client.ts';
import { debtKeys } from '../../lib/query-keys.ts';
import { useDebtsT } from '../../lib/use-debts-t.ts';

/**
 * On a customer's page: what they owe the shop now and their debts (open and paid), each linking
 * to its history in the debt book. Read with the debt book's own keys, so a payment there shows here.
 */
export function CustomerDebts({ customer }: { customer: { id: string; allow_credit: boolean } }) {
  const t = useDebtsT();
  const query = { direction: 'receivable' as const, status: 'all' as const, customer_id: customer.id, page_size: 10 };
  const totals = useQuery({
    queryKey: debtKeys.totals('receivable', customer.id),
    queryFn: ({ signal }) =>
      call('GET /api/debts/totals', { query: { direction: 'receivable', customer_id: customer.id }, signal }),
  });
  // Money kept as the customer's credit (reconciliation, issue 25) is a debt the shop owes them.
  const credit = useQuery({
    queryKey: debtKeys.totals('payable', customer.id),
    queryFn: ({ signal }) =>
      call('GET /api/debts/totals', { query: { direction: 'payable', customer_id: customer.id }, signal }),
  });
  const list = useQuery({
    queryKey: debtKeys.list({ ...query, of: 'customer' }),
    queryFn: ({ signal }) => call('GET /api/debts', { query, signal }),
  });
  const items = list.data?.items ?? [];
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6" data-testid="customer-debts">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold">{t('customerDebts')}</h2>
        <Link
          to={`/dashboard/debt?status=all&customer_id=${customer.id}`}
          className="text-sm text-brand-700 hover:underline"
        >
          {t('seeAll')}
        </Link>
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
          {(credit.data?.total ?? 0) > 0 && (
            <p className="text-sm font-medium text-emerald-800" data-testid="customer-credit">
              <Link
                to={`/dashboard/debt?direction=payable&status=all&customer_id=${customer.id}`}
                className="hover:underline"
              >
                {t('customerCredit', { amount: formatMoney(credit.data!.total) })}
              </Link>
            </p>
          )}
          {items.length > 0 && (
            <ul className="mt-2 divide-y divide-slate-100 text-sm">
              {items.map((d) => (
                <li key={d.id}>
                  <Link
                    to={`/dashboard/debt/${d.id}`}
                    className="flex items-center justify-between gap-3 py-2 hover:bg-slate-50"
                  >
                    <span className="min-w-0">
                      <span className="font-medium">
                        {d.order_number ? t('order', { number: d.order_number }) : d.note || t('kind_charge')}
                      </span>
                      {d.overdue && (
                        <span className="ml-1 rounded bg-red-100 px-1.5 py-0.5 text-xs text-red-800">
                          {t('overdue')}
                        </span>
                      )}
                      {d.balance === 0 && (
                        <span className="ml-1 rounded bg-emerald-100 px-1.5 py-0.5 text-xs text-emerald-800">
                          {t('paid')}
                        </span>
                      )}
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
    </section>
  );
}
