import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { OrderStatus } from '../../../../lib/order-schemas.ts';
import { DEFAULT_WORKFLOW, ORDER_STATUSES } from '../../../../lib/order-statuses.ts';
import { can, isAdmin } from '../../../../lib/permissions.ts';
import { Button } from '../../../../ui/button.tsx';
import { ErrorBlock } from '../../../../ui/error-block.tsx';
import { InnerSpinner } from '../../../../ui/spinner.tsx';
import { toast } from '../../../../ui/toast-store.ts';
import { PageHeader } from '../../layout/page-header.tsx';
import { useUser } from '../../lib/session.ts';
import { useAppT } from '../../lib/use-app-t.ts';
import { useSaveWorkflow, workflowQuery, type Workflow } from './api.ts';
import { TransitionRow } from './transition-row.tsx';
import { useWorkflowT } from './use-workflow-t.ts';
import { QueryErrorBlock } from '../../query-error-block.tsx';

/** /settings/workflows/order-workflow: statuses in use, allowed steps and customer messages. */
export function WorkflowPage() {
  const ta = useAppT();
  const user = useUser().data!;
  const mayRead = can(user.permissions, 'orders', 'read');
  const workflow = useQuery({ ...workflowQuery(), enabled: mayRead });
  if (!mayRead) return <ErrorBlock message={ta('accessDeniedText', { resource: 'orders' })} />;
  if (workflow.isPending) return <InnerSpinner />;
  if (workflow.isError)
    return (
      <QueryErrorBlock error={workflow.error} onRetry={() => void workflow.refetch()} retrying={workflow.isFetching} />
    );
  return (
    <WorkflowForm key={JSON.stringify(workflow.data)} initial={workflow.data} editable={isAdmin(user.permissions)} />
  );
}

function WorkflowForm({ initial, editable }: { initial: Workflow; editable: boolean }) {
  const t = useWorkflowT();
  const ta = useAppT();
  const save = useSaveWorkflow();
  const [w, setW] = useState<Workflow>(initial);
  const toggleStatus = (s: OrderStatus) =>
    setW((prev) => {
      const on = prev.statuses.includes(s);
      const statuses = on
        ? prev.statuses.filter((x) => x !== s)
        : ORDER_STATUSES.filter((x) => x === s || prev.statuses.includes(x));
      // Steps through a status no longer used go with it.
      return {
        statuses,
        transitions: on ? prev.transitions.filter((tr) => tr.from !== s && tr.to !== s) : prev.transitions,
      };
    });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(w, { onSuccess: () => toast({ title: t('workflowSaved'), variant: 'success' }) });
  };

  return (
    <form onSubmit={submit} className="max-w-3xl space-y-4">
      <PageHeader title={t('workflowTitle')} subtitle={t('workflowSubtitle')} />
      {!editable && <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-800">{t('workflowAdminOnly')}</p>}
      <section className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
        <fieldset>
          <legend className="mb-2 font-semibold">{t('statusesUsed')}</legend>
          <div className="grid grid-cols-2 gap-x-4 sm:grid-cols-3">
            {ORDER_STATUSES.map((s) => (
              <label key={s} className="flex min-h-11 items-center gap-3 text-sm has-disabled:opacity-60">
                <input
                  type="checkbox"
                  className="h-5 w-5 accent-brand-600"
                  disabled={!editable || s === 'pending'}
                  checked={w.statuses.includes(s)}
                  onChange={() => toggleStatus(s)}
                />
                {t(`st_${s}`)}
              </label>
            ))}
          </div>
          <p className="mt-1 text-xs text-slate-500">{t('pendingAlways')}</p>
        </fieldset>
      </section>
      <section className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
        <h2 className="font-semibold">{t('stepsTitle')}</h2>
        <p className="text-sm text-slate-600">{t('messageHint')}</p>
        {w.transitions.length === 0 && <p className="text-sm text-amber-800">{t('noSteps')}</p>}
        <ol className="space-y-3">
          {w.transitions.map((step, i) => (
            <TransitionRow
              key={i}
              n={i + 1}
              step={step}
              statuses={w.statuses}
              disabled={!editable}
              onChange={(next) =>
                setW((prev) => ({ ...prev, transitions: prev.transitions.map((x, j) => (j === i ? next : x)) }))
              }
              onRemove={() => setW((prev) => ({ ...prev, transitions: prev.transitions.filter((_, j) => j !== i) }))}
            />
          ))}
        </ol>
        {editable && (
          <Button
            variant="secondary"
            size="sm"
            onClick={() =>
              setW((prev) => ({
                ...prev,
                transitions: [
                  ...prev.transitions,
                  {
                    from: 'pending',
                    to: prev.statuses.find((s) => s !== 'pending') ?? 'pending',
                    notify: false,
                    message: { en: '', sw: '' },
                  },
                ],
              }))
            }
          >
            + {t('addStep')}
          </Button>
        )}
      </section>
      {save.error && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-700">
          {save.error.message}
        </p>
      )}
      {editable && (
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={() => setW(DEFAULT_WORKFLOW as Workflow)}>
            {t('restoreDefault')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {ta('save')}
          </Button>
        </div>
      )}
    </form>
  );
}
