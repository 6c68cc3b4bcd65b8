import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { $language } from '../../../../i18n/language.ts';
import { formatDate, formatMoney } from '../../../../lib/format.ts';
import { Button } from '../../../../ui/button.tsx';
import { Modal } from '../../../../ui/modal.tsx';
import { toast } from '../../../../ui/toast-store.ts';
import { transactionQuery, useReverse, type TransactionDetail } from './api.ts';
import { accountLabel, Amount, kindLabel } from './transaction-list.tsx';
import { useTransactionsT } from './use-transactions-t.ts';
import { QueryWait } from '../../lib/query-wait.tsx';

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
    <Modal
      open={id !== null}
      onClose={onClose}
      closeWithBackdrop
      title={t('detailTitle')}
      className="sm:max-w-2xl md:ml-auto md:max-h-none md:self-stretch"
    >
      {id && <DetailBody id={id} onOpen={onOpen} canReverse={canReverse} />}
    </Modal>
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
    reverse.mutate(e.id, {
      onSuccess: (reversal) => {
        toast({ title: t('reversed'), variant: 'success' });
        onOpen(reversal.id);
      },
      onError: (error) => toast({ title: t('reverseFailed'), description: error.message, variant: 'danger' }),
    });

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
        {e.customer && <Row label={t('customer')}>{e.customer.name}</Row>}
        {e.note && <Row label={t('note')}>{e.note}</Row>}
      </dl>
      {e.reverses_id && (
        <p className="text-sm text-amber-800">
          {t('reverses')}{' '}
          <button type="button" className="font-medium underline" onClick={() => onOpen(e.reverses_id!)}>
            {t('openOriginal')}
          </button>
        </p>
      )}
      {e.reversed_by && (
        <p className="text-sm text-amber-800">
          {t('reversedBy')}{' '}
          <button type="button" className="font-medium underline" onClick={() => onOpen(e.reversed_by!)}>
            {t('openReversal')}
          </button>
        </p>
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
          {e.payment.amount_mismatch && <p className="mt-2 text-sm text-red-700">{t('amountMismatch')}</p>}
          {e.payment.refund_due && <p className="mt-2 text-sm text-red-700">{t('refundDue')}</p>}
          <h4 className="mt-3 text-sm font-semibold">{t('exchange')}</h4>
          <p className="text-xs text-slate-500">{t('secretsMasked')}</p>
          {/* Pretty JSON as text: React escapes it, so a provider's answer can never become markup. */}
          <pre className="mt-1 max-h-80 overflow-auto rounded-md bg-slate-900 p-3 font-mono text-xs leading-relaxed whitespace-pre-wrap text-slate-100 [overflow-wrap:anywhere]">
            {JSON.stringify(e.payment.raw, null, 2)}
          </pre>
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
        <div className="flex flex-col gap-2 rounded-lg bg-slate-50 p-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-700">{t('reverseHint')}</p>
          <Button variant="secondary" onClick={onReverse} loading={reverse.isPending}>
            {t('reverse')}
          </Button>
        </div>
      )}
    </div>
  );
}
