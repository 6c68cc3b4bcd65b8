import { useState, type FormEvent } from 'react';
import { BOOK_METHODS, type BookMethod } from '../../../../lib/books.ts';
import { formatMoney } from '../../../../lib/format.ts';
import { Modal } from '../../../../ui/modal.tsx';
import { amountOf, MoneyField } from '../../../../ui/money-field.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { toast } from '../../../../ui/toast-store.ts';
import { errorFor, generalError } from '../../lib/form-error.ts';
import { useRecordDebtPayment, type DebtDetailDto } from './api.ts';
import { useDebtsT } from '../../lib/use-debts-t.ts';
import { FormFooter } from '../../../../ui/form-footer.tsx';

/** A payment towards the debt: the amount ("Pay all" fills in the balance) and how it was paid. */
export function DebtPaymentForm({ debt, open, onClose }: { debt: DebtDetailDto; open: boolean; onClose: () => void }) {
  const t = useDebtsT();
  const pay = useRecordDebtPayment(debt.id);
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<BookMethod>('cash');
  const [note, setNote] = useState('');
  const close = () => {
    pay.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    pay.mutate(
      { amount: amountOf(amount), method, note },
      {
        onSuccess: (after) => {
          toast({ title: t(after.balance === 0 ? 'debtClosed' : 'paymentSaved'), variant: 'success' });
          setAmount('');
          setNote('');
          close();
        },
      },
    );
  };
  const general = generalError(pay.error, ['amount', 'method', 'note']);
  return (
    <Modal open={open} onClose={close} title={t('paymentTitle')}>
      <form className="mt-3 space-y-3" onSubmit={submit} noValidate>
        <p className="text-sm text-slate-600">
          {t('owedOf', { balance: formatMoney(debt.balance), amount: formatMoney(debt.amount) })}
        </p>
        <MoneyField
          label={t('paymentAmount')}
          value={amount}
          onChange={setAmount}
          error={errorFor(pay.error, 'amount')}
          required
          fill={{ label: t('payAll', { amount: formatMoney(debt.balance) }), amount: debt.balance, under: true }}
          method={{
            look: 'tiles',
            name: 'debt-method',
            label: t('method'),
            value: method,
            onChange: setMethod,
            options: BOOK_METHODS.map((m) => ({ value: m, label: t(`method_${m}`) })),
          }}
        />
        <TextField
          label={t('note')}
          value={note}
          maxLength={500}
          onChange={(e) => setNote(e.target.value)}
          error={errorFor(pay.error, 'note')}
        />
        <FormFooter
          general={general}
          onCancel={close}
          cancelLabel={t('cancel')}
          submitLabel={t('save')}
          pending={pay.isPending}
        />
      </form>
    </Modal>
  );
}
