import { useStore } from '@nanostores/react';
import { $language } from '../../../../i18n/language.ts';
import { formatDate, formatMoney } from '../../../../lib/format.ts';
import type { Transaction } from './api.ts';
import { useTransactionsT, type TransactionsT } from './use-transactions-t.ts';
import { TapCards, WideTable } from '../../lib/wide-table.tsx';

const TIME_FORMAT = 'MMM D, HH:mm';

export const kindLabel = (t: TransactionsT, kind: Transaction['kind']) => t(`kind_${kind}`);
export const accountLabel = (t: TransactionsT, account: Transaction['account']) =>
  account ? account.label || account.provider : t('cashDrawer');

/** Money in green, money out in the ink colour with its minus sign. */
export function Amount({ value }: { value: number }) {
  return (
    <span className={`font-medium whitespace-nowrap tabular-nums ${value > 0 ? 'text-emerald-700' : 'text-ink'}`}>
      {value > 0 ? '+' : ''}
      {formatMoney(value)}
    </span>
  );
}

function ReversedBadge({ entry }: { entry: Transaction }) {
  const t = useTransactionsT();
  if (!entry.reversed_by) return null;
  return <span className="ml-1 rounded bg-amber-100 px-1.5 text-xs text-amber-800">{t('reversedBadge')}</span>;
}

/** A sale of an order that used a discount code: the code and what it took off, beside the order. */
function DiscountNote({ entry }: { entry: Transaction }) {
  const t = useTransactionsT();
  const d = entry.order?.discount;
  if (!d || !SALE_KINDS.has(entry.kind)) return null;
  return (
    <span className="block text-xs text-slate-500" data-testid="transaction-discount">
      {t('orderDiscount', { code: d.code, amount: formatMoney(d.amount, entry.currency) })}
    </span>
  );
}

/** The entries that book an order's money in: the discount explains their amount. */
const SALE_KINDS = new Set<Transaction['kind']>(['cash_sale', 'payment']);

/** A table on wide screens, one card per entry on phones; each opens the detail sheet. */
export function TransactionList({ items, onOpen }: { items: Transaction[]; onOpen: (id: string) => void }) {
  const t = useTransactionsT();
  const lang = useStore($language);
  const time = (e: Transaction) => formatDate(e.created_at, TIME_FORMAT, lang);
  return (
    <>
      <WideTable
        look="log"
        testId="transaction-table"
        columns={[t('time'), t('type'), t('account'), t('order'), t('customer'), { label: t('amount'), end: true }]}
      >
        {items.map((e) => (
          <tr key={e.id} className="cursor-pointer hover:bg-slate-50" onClick={() => onOpen(e.id)}>
            <td className="px-3 py-2 whitespace-nowrap text-slate-700">{time(e)}</td>
            <td className="px-3 py-2">
              <button
                type="button"
                className="text-left text-brand-700 hover:underline"
                onClick={(event) => {
                  event.stopPropagation();
                  onOpen(e.id);
                }}
              >
                {kindLabel(t, e.kind)}
              </button>
              <ReversedBadge entry={e} />
            </td>
            <td className="px-3 py-2 text-slate-700">{accountLabel(t, e.account)}</td>
            <td className="px-3 py-2 text-slate-700">
              {e.order ? `#${e.order.number}` : ''}
              <DiscountNote entry={e} />
            </td>
            <td className="max-w-[12rem] truncate px-3 py-2 text-slate-700">{e.customer?.name ?? ''}</td>
            <td className="px-3 py-2 text-right">
              <Amount value={e.amount} />
            </td>
          </tr>
        ))}
      </WideTable>
      <TapCards items={items} onOpen={onOpen} testId="transaction-cards">
        {(e) => (
          <>
            <div className="flex items-center justify-between gap-2">
              <span className="min-w-0 truncate text-sm font-medium text-ink">
                {kindLabel(t, e.kind)}
                <ReversedBadge entry={e} />
              </span>
              <Amount value={e.amount} />
            </div>
            <p className="mt-1 flex justify-between gap-2 text-xs text-slate-500">
              <span className="truncate">
                {accountLabel(t, e.account)}
                {e.order ? ` · #${e.order.number}` : ''}
                {e.customer ? ` · ${e.customer.name}` : ''}
                <DiscountNote entry={e} />
              </span>
              <span className="whitespace-nowrap">{time(e)}</span>
            </p>
          </>
        )}
      </TapCards>
    </>
  );
}
