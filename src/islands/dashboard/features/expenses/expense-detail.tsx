import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { $language } from '../../../../i18n/language.ts';
import { formatDate, formatMoney } from '../../../../lib/format.ts';
import { Button } from '../../../../ui/button.tsx';
import { Modal } from '../../../../ui/modal.tsx';
import { toast } from '../../../../ui/toast-store.ts';
import { formError } from '../../lib/form-error.ts';
import { ListState } from '../../lib/list-state.tsx';
import { expenseQuery, useDeleteExpense, useUploadReceipt, type ExpenseDetail } from './api.ts';
import { ConfirmDialog } from '../../../../ui/confirm-dialog.tsx';
import { ExpenseForm } from './expense-form.tsx';
import type { ExpensesT } from './use-expenses-t.ts';

export const dayText = (day: string, lang: 'en' | 'sw') => formatDate(`${day}T12:00:00+03:00`, 'MMM D, YYYY', lang);

type Rights = { mayUpdate: boolean; mayDelete: boolean };

/** One expense: its figures, receipt photo, history (records and reversals), edit and delete. */
export function ExpenseDetailSheet({
  id,
  onClose,
  t,
  ...rights
}: { id: string; onClose: () => void; t: ExpensesT } & Rights) {
  const detail = useQuery(expenseQuery(id));
  return (
    <Modal open onClose={onClose} title={t('detailTitle')} className="max-w-lg">
      <ListState query={detail} loadingLabel={t('loading')} errorMessage={t('loadFailed')}>
        {(e) => <DetailBody e={e} t={t} {...rights} />}
      </ListState>
    </Modal>
  );
}

function DetailBody({ e, t, mayUpdate, mayDelete }: { e: ExpenseDetail; t: ExpensesT } & Rights) {
  const lang = useStore($language);
  const upload = useUploadReceipt();
  const remove = useDeleteExpense();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const live = !e.deleted;
  return (
    <div className="mt-3 space-y-4" data-testid="expense-detail">
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <dt className="text-slate-500">{t('amount')}</dt>
        <dd className="text-right font-semibold tabular-nums">{formatMoney(e.amount)}</dd>
        <dt className="text-slate-500">{t('category')}</dt>
        <dd className="text-right">{t(`cat_${e.category}`)}</dd>
        <dt className="text-slate-500">{t('spentOn')}</dt>
        <dd className="text-right">{dayText(e.spent_on, lang)}</dd>
        <dt className="text-slate-500">{t('paidBy')}</dt>
        <dd className="text-right">{t(`by_${e.paid_by}`)}</dd>
      </dl>
      {e.note && <p className="text-sm break-words">{e.note}</p>}
      {e.deleted && <p className="rounded-lg bg-red-50 p-2 text-sm text-red-800">{t('deleted')}</p>}

      <section aria-labelledby="receipt" className="space-y-2">
        <h3 id="receipt" className="text-sm font-semibold">
          {t('receipt')}
        </h3>
        {e.receipt ? (
          <a href={e.receipt.url} target="_blank" rel="noreferrer">
            <img
              src={e.receipt.thumbnail_url}
              alt={t('receipt')}
              className="max-h-40 rounded-lg border border-slate-200"
            />
          </a>
        ) : (
          <p className="text-sm text-slate-500">{t('noReceipt')}</p>
        )}
        {live && mayUpdate && (
          <label className="inline-flex min-h-11 cursor-pointer items-center text-sm font-medium text-brand-700">
            {e.receipt ? t('replaceReceipt') : t('addReceipt')}
            <input
              type="file"
              accept="image/png,image/jpeg,image/webp"
              className="sr-only"
              data-testid="receipt-input"
              onChange={(ev) => {
                const file = ev.target.files?.[0];
                ev.target.value = '';
                if (file)
                  upload.mutate(
                    { id: e.id, file },
                    {
                      onSuccess: () => toast({ title: t('receiptSaved'), variant: 'success' }),
                      onError: (error) =>
                        toast({ title: formError(error)?.message ?? t('loadFailed'), variant: 'danger' }),
                    },
                  );
              }}
            />
          </label>
        )}
      </section>

      <section aria-labelledby="history" className="space-y-2">
        <h3 id="history" className="text-sm font-semibold">
          {t('history')}
        </h3>
        <ol
          className="divide-y divide-slate-100 rounded-lg border border-slate-200 text-sm"
          data-testid="expense-history"
        >
          {e.history.map((h) => (
            <li key={h.id} className="flex flex-wrap items-baseline justify-between gap-x-2 p-2">
              <span>
                {t(`kind_${h.kind}`)} · {t(`cat_${h.category}`)} · {dayText(h.spent_on, lang)}
              </span>
              <span className={`tabular-nums ${h.amount < 0 ? 'text-red-700' : ''}`}>{formatMoney(h.amount)}</span>
              <span className="w-full text-xs text-slate-500">{formatDate(h.created_at, 'MMM D, HH:mm', lang)}</span>
            </li>
          ))}
        </ol>
      </section>

      <div className="flex flex-wrap justify-end gap-2">
        {live && mayDelete && (
          <Button variant="danger" onClick={() => setDeleting(true)}>
            {t('delete')}
          </Button>
        )}
        {live && mayUpdate && (
          <Button variant="secondary" onClick={() => setEditing(true)}>
            {t('edit')}
          </Button>
        )}
      </div>
      {editing && <ExpenseForm expense={e} onClose={() => setEditing(false)} />}
      <ConfirmDialog
        open={deleting}
        title={t('delete')}
        message={t('deleteConfirm')}
        confirmLabel={t('delete')}
        cancelLabel={t('cancel')}
        pending={remove.isPending}
        error={formError(remove.error)?.message}
        onClose={() => setDeleting(false)}
        onConfirm={() =>
          remove.mutate(e.id, {
            onSuccess: () => {
              setDeleting(false);
              toast({ title: t('deletedToast'), variant: 'success' });
            },
          })
        }
      />
    </div>
  );
}
