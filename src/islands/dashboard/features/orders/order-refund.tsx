import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { formatMoney } from '../../../../lib/format.ts';
import { can } from '../../../../lib/permissions.ts';
import type { RefundSource } from '../../../../lib/refund-schemas.ts';
import { Button } from '../../../../ui/button.tsx';
import { Checkbox } from '../../../../ui/checkbox.tsx';
import { Modal } from '../../../../ui/modal.tsx';
import { SelectField } from '../../../../ui/select-field.tsx';
import { amountOf, MoneyField } from '../../../../ui/money-field.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { toast } from '../../../../ui/toast-store.ts';
import { errorFor, generalError } from '../../lib/form-error.ts';
import { useUser } from '../../lib/session.ts';
import { useRefundsT, type RefundsT } from '../../lib/use-refunds-t.ts';
import { refundableQuery, useRefund, type Refundable, type RefundablePart } from './order-refund-api.ts';
import { FormFooter } from '../../../../ui/form-footer.tsx';

const CASH = 'cash';
const partKey = (p: RefundablePart) => p.payment_id ?? CASH;
const partLabel = (t: RefundsT, p: RefundablePart) => {
  const remaining = formatMoney(p.remaining);
  if (!p.payment_id) return t('cashPart', { remaining });
  const label = t('paymentPart', {
    provider: t(`provider_${p.provider!}`),
    network: t(`network_${p.network!}`),
    remaining,
  });
  return p.refund_due ? `${label} · ${t('lateSuccess')}` : label;
};

/**
 * The order screen's "Refund": shown to members who may record transactions, once something of
 * the order can still be given back. No provider sends money back by itself (protocols.md §2):
 * the merchant does, and records here whether from the provider account or as cash.
 */
export function OrderRefund({ order }: { order: { id: string; status: string } }) {
  const t = useRefundsT();
  const user = useUser().data!;
  const allowed = can(user.permissions, 'transactions', 'create');
  const refundable = useQuery({ ...refundableQuery(order.id, order.status), enabled: allowed });
  const [open, setOpen] = useState(false);
  if (!allowed || !refundable.data || refundable.data.remaining <= 0) return null;
  const r = refundable.data;
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6" data-testid="order-refund">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="min-w-0 text-sm text-slate-700">
          {t('summary', { remaining: formatMoney(r.remaining), paid: formatMoney(r.paid_in) })}
        </p>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {t('refund')}
        </Button>
      </div>
      {open && <RefundDialog orderId={order.id} refundable={r} onClose={() => setOpen(false)} />}
    </section>
  );
}

function RefundDialog({
  orderId,
  refundable,
  onClose,
}: {
  orderId: string;
  refundable: Refundable;
  onClose: () => void;
}) {
  const t = useRefundsT();
  const refund = useRefund(orderId);
  const parts = refundable.parts.filter((p) => p.remaining > 0);
  const [partId, setPartId] = useState(partKey(parts[0]!));
  const part = parts.find((p) => partKey(p) === partId) ?? parts[0]!;
  const [source, setSource] = useState<RefundSource>(part.payment_id ? 'account' : 'cash');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [cancelOrder, setCancelOrder] = useState(false);
  const value = amountOf(amount);
  // Cancelling goes with a refund that leaves nothing of the whole order.
  const full = value === refundable.remaining && part.remaining === refundable.remaining;
  const mayCancel = full && refundable.order_status !== 'cancelled';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    refund.mutate(
      {
        amount: value,
        note,
        source: part.payment_id ? source : 'cash',
        payment_id: part.payment_id,
        cancel_order: mayCancel && cancelOrder,
      },
      {
        onSuccess: (result) => {
          const asked = mayCancel && cancelOrder;
          toast({
            title: !asked
              ? t('done', { amount: formatMoney(value) })
              : result.order_cancelled
                ? t('doneCancelled')
                : t('notCancelled'),
            variant: 'success',
          });
          onClose();
        },
      },
    );
  };
  const general = generalError(refund.error, ['amount', 'note', 'source', 'payment_id', 'cancel_order']);
  return (
    <Modal open onClose={onClose} title={t('title')}>
      <form className="mt-3 space-y-3" onSubmit={submit} noValidate>
        <p className="text-sm text-slate-600">{t('howItWorks')}</p>
        {parts.length > 1 && (
          <SelectField
            label={t('against')}
            value={partId}
            onChange={(e) => {
              setPartId(e.target.value);
              if (e.target.value === CASH) setSource('cash');
            }}
            options={parts.map((p) => ({ value: partKey(p), label: partLabel(t, p) }))}
          />
        )}
        {parts.length === 1 && <p className="text-sm font-medium">{partLabel(t, part)}</p>}
        <MoneyField
          label={t('amount')}
          value={amount}
          onChange={setAmount}
          error={errorFor(refund.error, 'amount')}
          required
          fill={{ label: t('everything'), amount: part.remaining }}
          method={
            part.payment_id
              ? {
                  first: true,
                  look: 'radios',
                  name: 'refund-source',
                  label: t('source'),
                  value: source,
                  onChange: setSource,
                  options: (['account', 'cash'] as const).map((s) => ({ value: s, label: t(`source_${s}`) })),
                }
              : undefined
          }
        />
        <TextField
          label={t('reason')}
          hint={t('reasonHint')}
          value={note}
          maxLength={500}
          onChange={(e) => setNote(e.target.value)}
          error={errorFor(refund.error, 'note')}
          required
        />
        {mayCancel && (
          <Checkbox
            label={t('cancelOrder')}
            hint={t('cancelHint')}
            checked={cancelOrder}
            onChange={(e) => setCancelOrder(e.target.checked)}
          />
        )}
        <FormFooter
          general={general}
          onCancel={onClose}
          cancelLabel={t('cancel')}
          submitLabel={t('submit')}
          pending={refund.isPending}
        />
      </form>
    </Modal>
  );
}
