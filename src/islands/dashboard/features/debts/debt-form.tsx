import { useState, type FormEvent } from 'react';
import type { DebtDirection } from '../../../../lib/books.ts';
import { eatDay } from '../../../../lib/eat-day.ts';
import { Modal } from '../../../../ui/modal.tsx';
import { amountOf, MoneyField } from '../../../../ui/money-field.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { toast } from '../../../../ui/toast-store.ts';
import { errorFor, generalError } from '../../lib/form-error.ts';
import { useCreateDebt } from './api.ts';
import { useDebtsT } from '../../lib/use-debts-t.ts';
import { FormFooter } from '../../../../ui/form-footer.tsx';

/**
 * A debt written by hand, in the tab's direction by default. From a customer's page it is theirs
 * (`customer`): name and phone come from their record.
 */
export function DebtForm({
  open,
  onClose,
  direction: initial,
  customer,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  direction: DebtDirection;
  customer?: { id: string; name: string };
  onCreated?: (id: string) => void;
}) {
  const t = useDebtsT();
  const create = useCreateDebt();
  const [direction, setDirection] = useState<DebtDirection>(initial);
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [amount, setAmount] = useState('');
  const [openedOn, setOpenedOn] = useState(() => eatDay());
  const [dueOn, setDueOn] = useState('');
  const [note, setNote] = useState('');
  const close = () => {
    create.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      {
        direction: customer ? 'receivable' : direction,
        ...(customer && { customer_id: customer.id }),
        party_name: customer ? '' : name,
        party_phone: customer ? '' : phone,
        amount: amountOf(amount),
        opened_on: openedOn || undefined,
        due_on: dueOn || null,
        note,
      },
      {
        onSuccess: (debt) => {
          toast({ title: t('added'), variant: 'success' });
          setName('');
          setPhone('');
          setAmount('');
          setDueOn('');
          setNote('');
          close();
          onCreated?.(debt.id);
        },
      },
    );
  };
  const general = generalError(create.error, ['party_name', 'party_phone', 'amount', 'opened_on', 'due_on', 'note']);
  return (
    <Modal open={open} onClose={close} title={t('addTitle')}>
      <form className="mt-3 space-y-3" onSubmit={submit} noValidate>
        {customer ? (
          <p className="text-sm text-slate-700">{t('customerPicked', { name: customer.name })}</p>
        ) : (
          <>
            <fieldset>
              <legend className="mb-1 text-sm font-medium">{t('direction')}</legend>
              <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
                {(['receivable', 'payable'] as const).map((d) => (
                  <label
                    key={d}
                    className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm has-checked:border-brand-600 has-checked:bg-brand-50"
                  >
                    <input
                      type="radio"
                      name="debt-direction"
                      className="h-4 w-4 accent-brand-600"
                      checked={direction === d}
                      onChange={() => setDirection(d)}
                    />
                    {t(`direction_${d}`)}
                  </label>
                ))}
              </div>
            </fieldset>
            <TextField
              label={t(direction === 'payable' ? 'supplierName' : 'partyName')}
              value={name}
              maxLength={100}
              onChange={(e) => setName(e.target.value)}
              error={errorFor(create.error, 'party_name')}
              required
            />
            <TextField
              label={t('partyPhone')}
              type="tel"
              inputMode="tel"
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
              error={errorFor(create.error, 'party_phone')}
            />
          </>
        )}
        <MoneyField
          label={t('amount')}
          value={amount}
          onChange={setAmount}
          error={errorFor(create.error, 'amount')}
          required
        />
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <TextField
            label={t('openedOn')}
            type="date"
            value={openedOn}
            onChange={(e) => setOpenedOn(e.target.value)}
            error={errorFor(create.error, 'opened_on')}
          />
          <TextField
            label={t('dueOn')}
            type="date"
            value={dueOn}
            min={openedOn}
            onChange={(e) => setDueOn(e.target.value)}
            error={errorFor(create.error, 'due_on')}
          />
        </div>
        <TextField
          label={t('note')}
          value={note}
          maxLength={500}
          onChange={(e) => setNote(e.target.value)}
          error={errorFor(create.error, 'note')}
        />
        <FormFooter
          general={general}
          onCancel={close}
          cancelLabel={t('cancel')}
          submitLabel={t('save')}
          pending={create.isPending}
        />
      </form>
    </Modal>
  );
}
