import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { $language } from '../../../../i18n/language.ts';
import { formatDate, formatMoney } from '../../../../lib/format.ts';
import { Button } from '../../../../ui/button.tsx';
import { transactionQuery, useReverse, type TransactionDetail } from './api.ts';
import { accountLabel, Amount, kindLabel } from './transaction-list.tsx';
import { useTransactionsT } from './use-transactions-t.ts';
import { QueryWait } from '../../lib/query-wait.tsx';
import { ActionPanel, DetailDrawer, JsonPre, RelatedNote, runThenOpen } from '../../lib/detail-drawer.tsx';

/** The detail sheet: the entry, its order, its payment or payout, and Reverse for who may create. */
export function TransactionDetailSheet({
  id,
  onClose,
  onOpen,
  canReverse,
}: {
  id: string | null;
  onClose: () => void;
  onOpen: (id: string) => void;
  canReverse: boolean;
}) {
  const t = useTransactionsT();
  return (
    <DetailDrawer open={id !== null} onClose={onClose} title={t('detailTitle')}>
      {id && <DetailBody id={id} onOpen={onOpen} canReverse={canReverse} />}
    </DetailDrawer>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-3 py-1 text-sm">
      <dt className="text-slate-500">{label}</dt>
      <dd className="min-w-0 text-right break-words text-ink">{children}</dd>
    </div>
  );
}

function DetailBody({ id, onOpen, canReverse }: { id: string; onOpen: (id: string) => void; canReverse: boolean }) {
  const t = useTransactionsT();
  const lang = useStore($language);
  const detail = useQuery(transactionQuery(id));
  const reverse = useReverse();
  if (!detail.isSuccess) return <QueryWait query={detail} t={t} />;
  const e: TransactionDetail = detail.data;
  const onReverse = () =>
    runThenOpen(reverse.mutate, e.id, { done: t('reversed'), failed: t('reverseFailed'), onOpen });

  return (
    <div className="mt-3 space-y-4" data-testid="transaction-detail">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold">{kindLabel(t, e.kind)}</span>
        <span className="text-lg">
          <Amount value={e.amount} />
        </span>
      </div>
      <dl className="divide-y divide-slate-100">
        <Row label={t('time')}>{formatDate(e.created_at, 'MMM D, YYYY HH:mm:ss', lang)}</Row>
        <Row label={t('account')}>{accountLabel(t, e.account)}</Row>
        {e.order && (
          <Row label={t('order')}>
            <Link className="text-brand-700 underline" to={`/dashboard/orders/order-info/${e.order.id}`}>
              {t('openOrder', { number: e.order.number })}
            </Link>
          </Row>
        )}
        {e.order?.discount && (e.kind === 'cash_sale' || e.kind === 'payment') && (
          <Row label={t('discount')}>
            {t('orderDiscount', {
              code: e.order.discount.code,
              amount: formatMoney(e.order.discount.amount, e.currency),
            })}
          </Row>
        )}
        {e.customer && <Row label={t('customer')}>{e.customer.name}</Row>}
        {e.note && <Row label={t('note')}>{e.note}</Row>}
      </dl>
      {e.reverses_id && (
        <RelatedNote text={t('reverses')} linkText={t('openOriginal')} onOpen={() => onOpen(e.reverses_id!)} />
      )}
      {e.reversed_by && (
        <RelatedNote text={t('reversedBy')} linkText={t('openReversal')} onOpen={() => onOpen(e.reversed_by!)} />
      )}
      {e.payment && (
        <section>
          <h3 className="text-sm font-semibold">{t('payment')}</h3>
          <dl className="divide-y divide-slate-100">
            <Row label={t('reference')}>{e.payment.reference}</Row>
            {e.payment.provider_reference && <Row label={t('providerReference')}>{e.payment.provider_reference}</Row>}
            <Row label={t('phone')}>{e.payment.phone}</Row>
            <Row label={t('network')}>{e.payment.network}</Row>
            <Row label={t('amount')}>{formatMoney(e.payment.amount)}</Row>
            <Row label={t('paymentStatus')}>{e.payment.status}</Row>
          </dl>
          {e.payment.platform && (
            <dl className="mt-2 divide-y divide-slate-100" data-testid="platform-figures">
              <Row label={t('platformGross')}>{formatMoney(e.payment.platform.gross)}</Row>
              <Row label={t('platformFee')}>−{formatMoney(e.payment.platform.fee)}</Row>
              {e.payment.platform.given_back > 0 && (
                <Row label={t('platformFeeBack')}>{formatMoney(e.payment.platform.given_back)}</Row>
              )}
              <Row label={t('platformNet')}>{formatMoney(e.payment.platform.net)}</Row>
            </dl>
          )}
          {e.payment.amount_mismatch && <p className="mt-2 text-sm text-red-700">{t('amountMismatch')}</p>}
          {e.payment.refund_due && <p className="mt-2 text-sm text-red-700">{t('refundDue')}</p>}
          <h4 className="mt-3 text-sm font-semibold">{t('exchange')}</h4>
          <p className="text-xs text-slate-500">{t('secretsMasked')}</p>
          <JsonPre value={e.payment.raw} />
        </section>
      )}
      {e.payout && (
        <section>
          <h3 className="text-sm font-semibold">{t('payout')}</h3>
          <dl className="divide-y divide-slate-100">
            <Row label={t('destination')}>
              {e.payout.destination.label} {e.payout.destination.number}
            </Row>
            <Row label={t('amount')}>{formatMoney(e.payout.amount)}</Row>
            <Row label={t('status')}>{e.payout.status}</Row>
          </dl>
        </section>
      )}
      {canReverse && e.kind !== 'reversal' && !e.reversed_by && (
        <ActionPanel hint={t('reverseHint')}>
          <Button variant="secondary" onClick={onReverse} loading={reverse.isPending}>
            {t('reverse')}
          </Button>
        </ActionPanel>
      )}
    </div>
  );
}
