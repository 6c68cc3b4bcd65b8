import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { can } from '../../../../lib/permissions.ts';
import { formatMoney } from '../../../../lib/format.ts';
import { ENTRY_STATUSES, LEDGER_KINDS } from '../../../../lib/transaction-schemas.ts';
import { Button } from '../../../../ui/button.tsx';
import { PageHeader } from '../../layout/page-header.tsx';
import { DateRange, FilterBar, FilterChips, FilteredList, FilterSelect } from '../../lib/filter-bar.tsx';
import { useUser } from '../../lib/session.ts';
import { useListParams } from '../../lib/use-list-params.ts';
import { PROVIDER_NAMES } from '../../../../lib/payment-account-schemas.ts';
import type { PayoutSourceDto } from '../../../../lib/contracts/payout.ts';
import { payoutSourcesQuery } from '../../lib/payout-sources-query.ts';
import { AdjustmentForm } from './adjustment-form.tsx';
import { ReconciliationLink } from './reconciliation-link.tsx';
import {
  balancesQuery,
  exportUrl,
  transactionListQuery,
  transactionTotalsQuery,
  type TransactionFilters,
} from './api.ts';
import { TransactionDetailSheet } from './transaction-detail.tsx';
import { accountLabel, Amount, TransactionList } from './transaction-list.tsx';
import { useTransactionsT } from './use-transactions-t.ts';
import { HeaderLink, headerActionClass } from '../../lib/header-link.tsx';

const FILTER_KEYS = ['from', 'to', 'kind', 'account', 'status', 'order_id', 'customer_id'] as const;

// A phone has room for one total per row (label left, amount right); wider screens show three side by side.
const TOTAL = 'flex flex-wrap items-baseline justify-between gap-x-3 sm:block';

/** /transactions: the ledger with its filters in the URL, the range's totals, balances and the CSV. */
export function TransactionsPage() {
  const t = useTransactionsT();
  const user = useUser().data!;
  const params = useListParams(FILTER_KEYS);
  const filters: TransactionFilters = params.values;
  const list = useInfiniteQuery(transactionListQuery(filters));
  const totals = useQuery(transactionTotalsQuery(filters));
  const balances = useQuery(balancesQuery());
  // What can be paid out, as the payouts screen shows it (one server figure, issue 25).
  const sources = useQuery(payoutSourcesQuery());
  const [adjusting, setAdjusting] = useState(false);
  const mayCreate = can(user.permissions, 'transactions', 'create');
  const openId = params.get('entry');
  const setParam = params.setFilter;
  // Opening and closing an entry are steps in the history: Back closes the sheet.
  const setOpen = (id: string | null) => params.set({ entry: id }, { push: true });
  const accounts = balances.data ?? [];

  return (
    <div className="space-y-4">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <div className="flex flex-wrap gap-2">
            <ReconciliationLink />
            <HeaderLink to="/dashboard/transactions/payouts">{t('payouts')}</HeaderLink>
            <a href={exportUrl(filters)} download className={headerActionClass}>
              {t('exportCsv')}
            </a>
            {mayCreate && (
              <Button size="sm" className="sm:h-11" onClick={() => setAdjusting(true)}>
                {t('adjust')}
              </Button>
            )}
          </div>
        }
      />
      {accounts.length > 0 && (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="balances">
          {accounts.map((a) => (
            <li key={a.account?.id ?? 'cash'} className="rounded-xl border border-slate-200 bg-white p-3">
              <p className="text-sm text-slate-600">{accountLabel(t, a.account)}</p>
              <p className="text-lg font-semibold tabular-nums">{formatMoney(a.balance)}</p>
              {a.account && <PayoutLine source={sources.data?.find((s) => s.account.id === a.account?.id)} />}
            </li>
          ))}
        </ul>
      )}
      <FilterBar>
        <FilterSelect
          params={params}
          name="kind"
          label={t('type')}
          allLabel={t('allTypes')}
          options={LEDGER_KINDS.map((k) => ({ value: k, label: t(`kind_${k}`) }))}
        />
        <FilterSelect
          params={params}
          name="account"
          label={t('account')}
          allLabel={t('allAccounts')}
          options={accounts.map((a) => ({ value: a.account?.id ?? 'cash', label: accountLabel(t, a.account) }))}
        />
        <FilterSelect
          params={params}
          name="status"
          label={t('status')}
          allLabel={t('allStatuses')}
          options={ENTRY_STATUSES.map((s) => ({ value: s, label: t(`status_${s}`) }))}
        />
        <DateRange params={params} fromLabel={t('fromDate')} toLabel={t('toDate')} />
        <FilterChips
          wide="col-span-2 flex flex-wrap gap-2 lg:col-span-5"
          chips={[
            ...(filters.order_id ? [{ label: t('oneOrder'), onRemove: () => setParam('order_id', null) }] : []),
            ...(filters.customer_id
              ? [{ label: t('oneCustomer'), onRemove: () => setParam('customer_id', null) }]
              : []),
          ]}
        />
      </FilterBar>
      {totals.data && (
        <dl
          className="grid grid-cols-1 gap-2 rounded-xl border border-slate-200 bg-white p-3 text-sm sm:grid-cols-3 sm:gap-3"
          data-testid="totals"
        >
          <div className={TOTAL}>
            <dt className="text-slate-500">{t('moneyIn')}</dt>
            <dd className="text-right sm:text-left">
              <Amount value={totals.data.money_in} />
            </dd>
          </div>
          <div className={TOTAL}>
            <dt className="text-slate-500">{t('moneyOut')}</dt>
            <dd className="text-right sm:text-left">
              <Amount value={totals.data.money_out} />
            </dd>
          </div>
          <div className={TOTAL}>
            <dt className="text-slate-500">{t('net')}</dt>
            <dd className="text-right sm:text-left">
              <Amount value={totals.data.net} />
              <span className="block text-xs text-slate-500">{t('entries', { n: totals.data.count })}</span>
            </dd>
          </div>
        </dl>
      )}
      <FilteredList list={list} params={params} t={t} empty={{ title: t('empty'), description: t('emptyText') }}>
        {(items) => <TransactionList items={items} onOpen={setOpen} />}
      </FilteredList>
      <TransactionDetailSheet id={openId} onClose={() => setOpen(null)} onOpen={setOpen} canReverse={mayCreate} />
      {mayCreate && <AdjustmentForm open={adjusting} onClose={() => setAdjusting(false)} accounts={accounts} />}
    </div>
  );
}

/** The card's payout line: what the payouts screen says of this account, or nothing while it loads. */
function PayoutLine({ source }: { source: PayoutSourceDto | undefined }) {
  const t = useTransactionsT();
  if (!source) return null;
  if (!source.pays_out)
    return (
      <p className="text-xs text-slate-500">{t('noPayouts', { provider: PROVIDER_NAMES[source.account.provider] })}</p>
    );
  return (
    <p className="text-xs text-slate-500" data-testid="available-to-pay-out">
      {t('available', { amount: formatMoney(source.available) })}
      {source.held > 0 && <span className="block">{t('held', { amount: formatMoney(source.held) })}</span>}
    </p>
  );
}
