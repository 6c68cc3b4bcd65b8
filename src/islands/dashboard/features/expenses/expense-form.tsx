import { useMemo, useState, type FormEvent } from 'react';
import { BOOK_METHODS, EXPENSE_CATEGORIES, EXPENSE_PRESET_AMOUNTS } from '../../../../lib/books.ts';
import { eatDay } from '../../../../lib/eat-days.ts';
import type { ExpenseInput } from '../../../../lib/expense-schemas.ts';
import { formatMoney } from '../../../../lib/format.ts';
import { Checkbox } from '../../../../ui/checkbox.tsx';
import { Modal } from '../../../../ui/modal.tsx';
import { amountOf, MethodChoice, MoneyField } from '../../../../ui/money-field.tsx';
import { SelectField } from '../../../../ui/select-field.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { Textarea } from '../../../../ui/textarea.tsx';
import { toast } from '../../../../ui/toast-store.ts';
import { errorFor, generalError } from '../../lib/form-error.ts';
import { useAddExpense, useAddRecurrence, useEditExpense, type ExpenseDto } from './api.ts';
import { useExpensesT } from './use-expenses-t.ts';
import { FormFooter } from '../../../../ui/form-footer.tsx';

const FIELDS = ['amount', 'category', 'spent_on', 'paid_by', 'note', 'day_of_month', 'starts_on'];

/**
 * Add (with the one-tap preset amounts and "repeat every month") or edit an expense. A typed
 * amount that is not a whole number goes to the server as NaN, so its words say what is wrong.
 */
export function ExpenseForm({ expense, onClose }: { expense?: ExpenseDto; onClose: () => void }) {
  const t = useExpensesT();
  // One key per opened form: a double tap or a retry after a lost answer records it once.
  const key = useMemo(() => crypto.randomUUID(), []);
  const add = useAddExpense(key);
  const edit = useEditExpense();
  const addMonthly = useAddRecurrence();
  const [amount, setAmount] = useState(expense ? String(expense.amount) : '');
  const [category, setCategory] = useState<string>(expense?.category ?? 'rent');
  const [spentOn, setSpentOn] = useState(expense?.spent_on ?? eatDay());
  const [paidBy, setPaidBy] = useState<string>(expense?.paid_by ?? 'cash');
  const [note, setNote] = useState(expense?.note ?? '');
  const [repeat, setRepeat] = useState(false);
  const active = expense ? edit : repeat ? addMonthly : add;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = {
      amount: amountOf(amount),
      category: category as ExpenseInput['category'],
      spent_on: spentOn,
      paid_by: paidBy as ExpenseInput['paid_by'],
      note,
    };
    const done = (message: string) => () => {
      toast({ title: message, variant: 'success' });
      onClose();
    };
    if (expense) edit.mutate({ id: expense.id, ...input }, { onSuccess: done(t('saved')) });
    else if (repeat) {
      const { spent_on, ...rest } = input;
      addMonthly.mutate(
        { ...rest, day_of_month: Number(spent_on.slice(8, 10)) || 0, starts_on: spent_on },
        { onSuccess: done(t('recurringSaved')) },
      );
    } else add.mutate(input, { onSuccess: done(t('saved')) });
  };
  const general = generalError(active.error, FIELDS);

  return (
    <Modal open onClose={onClose} title={expense ? t('editTitle') : t('addTitle')}>
      <form className="mt-3 space-y-3" onSubmit={submit} noValidate data-testid="expense-form">
        <MoneyField
          label={t('amount')}
          value={amount}
          onChange={setAmount}
          error={errorFor(active.error, 'amount')}
          required
          quick={{ amounts: EXPENSE_PRESET_AMOUNTS, labelOf: (preset) => formatMoney(preset), group: t('presets') }}
        />
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <SelectField
            label={t('category')}
            value={category}
            onChange={(e) => setCategory(e.target.value)}
            error={errorFor(active.error, 'category')}
            options={EXPENSE_CATEGORIES.map((c) => ({ value: c, label: t(`cat_${c}`) }))}
          />
          <MethodChoice
            look="select"
            label={t('paidBy')}
            value={paidBy}
            onChange={setPaidBy}
            error={errorFor(active.error, 'paid_by')}
            options={BOOK_METHODS.map((m) => ({ value: m, label: t(`by_${m}`) }))}
          />
        </div>
        <TextField
          label={t('spentOn')}
          type="date"
          value={spentOn}
          onChange={(e) => setSpentOn(e.target.value)}
          error={errorFor(active.error, repeat ? 'starts_on' : 'spent_on') ?? errorFor(active.error, 'day_of_month')}
          required
        />
        <Textarea
          label={t('note')}
          rows={2}
          maxLength={500}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          error={errorFor(active.error, 'note')}
        />
        {!expense && (
          <Checkbox
            label={t('repeat')}
            hint={t('repeatHint')}
            checked={repeat}
            onChange={(e) => setRepeat(e.target.checked)}
          />
        )}
        <FormFooter
          general={general}
          onCancel={onClose}
          cancelLabel={t('cancel')}
          submitLabel={t('save')}
          pending={active.isPending}
        />
      </form>
    </Modal>
  );
}
