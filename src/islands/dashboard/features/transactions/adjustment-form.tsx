import { useState, type FormEvent } from 'react';
import { Modal } from '../../../../ui/modal.tsx';
import { amountOf, MoneyField } from '../../../../ui/money-field.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { toast } from '../../../../ui/toast-store.ts';
import { errorFor, generalError } from '../../lib/form-error.ts';
import { useAdjust, type AccountBalance } from './api.ts';
import { accountLabel } from './transaction-list.tsx';
import { useTransactionsT } from './use-transactions-t.ts';
import { FormFooter } from '../../../../ui/form-footer.tsx';

/** A manual correction: signed amount, account (the drawer by default) and the reason. */
export function AdjustmentForm({
  open,
  onClose,
  accounts,
}: {
  open: boolean;
  onClose: () => void;
  accounts: AccountBalance[];
}) {
  const t = useTransactionsT();
  const adjust = useAdjust();
  const [amount, setAmount] = useState('');
  const [account, setAccount] = useState('cash');
  const [note, setNote] = useState('');
  const close = () => {
    adjust.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The server checks the number (whole, not zero, not too large); the text is sent as typed.
    adjust.mutate(
      { amount: amountOf(amount), account, note },
      {
        onSuccess: () => {
          toast({ title: t('adjusted'), variant: 'success' });
          setAmount('');
          setNote('');
          close();
        },
      },
    );
  };
  const general = generalError(adjust.error, ['amount', 'account', 'note']);
  return (
    <Modal open={open} onClose={close} title={t('adjustTitle')}>
      <form className="mt-3 space-y-3" onSubmit={submit} noValidate>
        <p className="text-sm text-slate-600">{t('adjustHint')}</p>
        <MoneyField
          label={t('adjustAmount')}
          value={amount}
          onChange={setAmount}
          error={errorFor(adjust.error, 'amount')}
          required
          method={{
            look: 'select',
            label: t('account'),
            value: account,
            onChange: setAccount,
            error: errorFor(adjust.error, 'account'),
            options: accounts.map((a) => ({ value: a.account?.id ?? 'cash', label: accountLabel(t, a.account) })),
          }}
        />
        <TextField
          label={t('adjustNote')}
          value={note}
          maxLength={500}
          onChange={(e) => setNote(e.target.value)}
          error={errorFor(adjust.error, 'note')}
          required
        />
        <FormFooter
          general={general}
          onCancel={close}
          cancelLabel={t('cancel')}
          submitLabel={t('save')}
          pending={adjust.isPending}
        />
      </form>
    </Modal>
  );
}
