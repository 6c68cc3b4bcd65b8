import { useState, type FormEvent } from 'react';
import { BOOK_METHODS, type BookMethod } from '../../../../lib/books.ts';
import { formatMoney } from '../../../../lib/format.ts';
import { Button } from '../../../../ui/button.tsx';
import { Modal } from '../../../../ui/modal.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { toast } from '../../../../ui/toast-store.ts';
import { errorFor, generalError } from '../../lib/form-error.ts';
import { useRecordDebtPayment, type DebtDetailDto } from './api.ts';
import { amountOf } from './debt-form.tsx';
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
        <TextField
          label={t('paymentAmount')}
          inputMode="numeric"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={errorFor(pay.error, 'amount')}
          required
        />
        <Button type="button" variant="secondary" size="sm" onClick={() => setAmount(String(debt.balance))}>
          {t('payAll', { amount: formatMoney(debt.balance) })}
        </Button>
        <fieldset>
          <legend className="mb-1 text-sm font-medium">{t('method')}</legend>
          <div className="grid grid-cols-3 gap-2">
            {BOOK_METHODS.map((m) => (
              <label
                key={m}
                className="flex min-h-11 cursor-pointer items-center justify-center rounded-lg border border-slate-300 px-2 text-center text-sm leading-tight has-checked:border-brand-600 has-checked:bg-brand-50"
              >
                <input
                  type="radio"
                  name="debt-method"
                  className="sr-only"
                  checked={method === m}
                  onChange={() => setMethod(m)}
                />
                {t(`method_${m}`)}
              </label>
            ))}
          </div>
        </fieldset>
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
