import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { $language } from '../../../../i18n/language.ts';
import { formatDate, formatMoney } from '../../../../lib/format.ts';
import { Button } from '../../../../ui/button.tsx';
import { toast } from '../../../../ui/toast-store.ts';
import { formError } from '../../lib/form-error.ts';
import { ListState } from '../../lib/list-state.tsx';
import { ConfirmDialog } from '../../../../ui/confirm-dialog.tsx';
import { recurringQuery, useSkipRecurrence, useStopRecurrence } from './api.ts';
import type { ExpensesT } from './use-expenses-t.ts';

/** Monthly expenses (rent, salaries) with their next day, and skip or stop for each. */
export function RecurringList({ t, mayUpdate, mayDelete }: { t: ExpensesT; mayUpdate: boolean; mayDelete: boolean }) {
  const lang = useStore($language);
  const list = useQuery(recurringQuery());
  const skip = useSkipRecurrence();
  const stop = useStopRecurrence();
  const [stopping, setStopping] = useState<string | null>(null);
  const failed = (error: unknown) => toast({ title: formError(error)?.message ?? t('loadFailed'), variant: 'danger' });
  return (
    <section aria-labelledby="recurring" className="space-y-2">
      <h2 id="recurring" className="font-semibold">
        {t('recurringTitle')}
      </h2>
      <ListState
        query={list}
        loadingLabel={t('loading')}
        errorMessage={t('loadFailed')}
        isEmpty={(d) => d.length === 0}
        empty={{ title: t('noRecurring'), description: t('noRecurringText') }}
      >
        {(items) => (
          <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white" data-testid="recurring">
            {items.map((r) => (
              <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
                <div className="min-w-0">
                  <p className="font-medium">
                    {t(`cat_${r.category}`)} · <span className="tabular-nums">{formatMoney(r.amount)}</span>
                  </p>
                  <p className="text-sm text-slate-600">
                    {t('nextOn', {
                      date: formatDate(`${r.next_on}T12:00:00+03:00`, 'MMM D, YYYY', lang),
                      day: r.day_of_month,
                    })}
                    {r.note ? ` · ${r.note}` : ''}
                  </p>
                </div>
                <div className="flex gap-2">
                  {mayUpdate && (
                    <Button
                      size="sm"
                      variant="secondary"
                      loading={skip.isPending && skip.variables === r.id}
                      onClick={() =>
                        skip.mutate(r.id, {
                          onSuccess: () => toast({ title: t('skipped'), variant: 'success' }),
                          onError: failed,
                        })
                      }
                    >
                      {t('skip')}
                    </Button>
                  )}
                  {mayDelete && (
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => {
                        stop.reset();
                        setStopping(r.id);
                      }}
                    >
                      {t('stop')}
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </ListState>
      <ConfirmDialog
        open={stopping !== null}
        title={t('stop')}
        message={t('stopConfirm')}
        confirmLabel={t('stop')}
        cancelLabel={t('cancel')}
        pending={stop.isPending}
        error={formError(stop.error)?.message}
        onClose={() => setStopping(null)}
        onConfirm={() =>
          stop.mutate(stopping!, {
            onSuccess: () => {
              setStopping(null);
              toast({ title: t('stopped'), variant: 'success' });
            },
          })
        }
      />
    </section>
  );
}
