import { useStore } from '@nanostores/react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { debtReach as en } from '../../../../i18n/en/debt-reach.ts';
import { debtReach as sw } from '../../../../i18n/sw/debt-reach.ts';
import { $language } from '../../../../i18n/language.ts';
import { useT } from '../../../../i18n/use-t.ts';
import { formatDate } from '../../../../lib/format.ts';
import { can } from '../../../../lib/permissions.ts';
import { Button, buttonClasses } from '../../../../ui/button.tsx';
import { toast } from '../../../../ui/toast-store.ts';
import { call } from '../../lib/client.ts';
import { formError } from '../../lib/form-error.ts';
import { useUser } from '../../lib/session.ts';

/** What this panel needs of the debt, as the detail answer gives it. */
type DebtLike = { id: string; direction: string; balance: number };

// Under the debt book's own keys (['debts', …]): invalidating the book refreshes this too, and a
// sent reminder refreshes the detail's last_reminded_at.
const reachKeys = {
  debts: ['debts'] as const,
  reminder: (id: string) => ['debts', 'detail', id, 'reminder'] as const,
};

const reminderQuery = (id: string) =>
  queryOptions({
    queryKey: reachKeys.reminder(id),
    queryFn: ({ signal }) => call('GET /api/debts/:id/reminder', { params: { id }, signal }),
  });

async function copy(text: string, t: (k: keyof typeof en) => string) {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: t('copied'), variant: 'success' });
  } catch {
    toast({ title: t('copyFailed'), variant: 'danger' });
  }
}

/**
 * On a customer's debt (issue 16): "Send reminder" on WhatsApp (transactions → update), or, without
 * WhatsApp connected, the message to copy or send from the merchant's own phone (wa.me); and the
 * customer's statement link to copy or share. A supplier's debt has none of these.
 */
export function DebtReachActions({ debt }: { debt: DebtLike }) {
  const t = useT({ en, sw });
  const lang = useStore($language);
  const user = useUser().data!;
  const mayUpdate = can(user.permissions, 'transactions', 'update');
  const client = useQueryClient();
  const reminder = useQuery({ ...reminderQuery(debt.id), enabled: debt.direction === 'receivable' });
  // One key per reminder: a double click (or a retry of a lost answer) queues one.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const send = useMutation({
    mutationFn: () =>
      call('POST /api/debts/:id/reminders', { params: { id: debt.id }, body: {}, headers: { 'Idempotency-Key': key } }),
    onSuccess: (queued) => {
      const title = queued.kind === 'template' ? 'sentTemplate' : queued.kind === 'sms' ? 'sentSms' : 'sent';
      toast({ title: t(title), variant: 'success' });
      setKey(crypto.randomUUID());
      void client.invalidateQueries({ queryKey: reachKeys.debts });
    },
    onError: (error) => {
      toast({ title: formError(error)?.message ?? t('loadFailed'), variant: 'danger' });
      void client.invalidateQueries({ queryKey: reachKeys.reminder(debt.id) });
    },
  });
  const renew = useMutation({
    mutationFn: () => call('POST /api/debts/:id/statement-link', { params: { id: debt.id }, body: {} }),
    onSuccess: () => {
      toast({ title: t('renewed'), variant: 'success' });
      void client.invalidateQueries({ queryKey: reachKeys.reminder(debt.id) });
    },
    onError: (error) => toast({ title: formError(error)?.message ?? t('loadFailed'), variant: 'danger' }),
  });
  const nextAt = reminder.data?.next_allowed_at;
  const waiting = useMemo(() => !!nextAt && Date.parse(nextAt) > Date.now(), [nextAt]);

  if (debt.direction !== 'receivable') return null;
  const r = reminder.data;
  // A debt paid in full has nothing to remind of ("still owes TZS 0"): only its statement link stays.
  const owed = debt.balance > 0;
  return (
    <section className="space-y-3 rounded-xl border border-slate-200 bg-white p-4" aria-labelledby="debt-reach-title">
      <h2 id="debt-reach-title" className="font-semibold">
        {t('title')}
      </h2>
      {reminder.isPending && <p className="text-sm text-slate-500">{t('loading')}</p>}
      {reminder.isError && (
        <div role="alert" className="text-sm text-red-700">
          {t('loadFailed')}{' '}
          <button type="button" className="font-medium underline" onClick={() => void reminder.refetch()}>
            {t('retry')}
          </button>
        </div>
      )}
      {r && (
        <>
          {r.last_reminded_at && (
            <p className="text-sm text-slate-600" data-testid="debt-last-reminded">
              {t('lastReminded', { date: formatDate(r.last_reminded_at, 'D MMM YYYY, HH:mm', lang) })}
            </p>
          )}
          {waiting && nextAt && (
            <p className="text-sm text-amber-800">
              {t('nextAt', { date: formatDate(nextAt, 'D MMM YYYY, HH:mm', lang) })}
            </p>
          )}
          {owed && r.channel === null && <p className="text-sm text-slate-600">{t('needsWhatsapp')}</p>}
          {owed && r.share_url === null && <p className="text-sm text-slate-600">{t('noPhone')}</p>}
          {!owed && (
            <p className="text-sm text-slate-600" data-testid="debt-nothing-owed">
              {t('nothingOwed')}
            </p>
          )}
          {owed && (
            <details className="text-sm">
              <summary className="cursor-pointer text-slate-600">{t('preview')}</summary>
              <p
                className="mt-1 rounded-lg bg-slate-50 p-3 break-words whitespace-pre-wrap"
                data-testid="debt-reminder-text"
              >
                {r.text}
              </p>
            </details>
          )}
          <div className="flex flex-wrap gap-2">
            {owed && r.channel !== null && mayUpdate && r.share_url !== null && (
              <Button
                type="button"
                disabled={send.isPending || waiting}
                onClick={() => send.mutate()}
                data-testid="debt-send-reminder"
              >
                {send.isPending ? t('sending') : t('sendReminder')}
              </Button>
            )}
            {owed && r.channel === null && (
              <Button type="button" variant="secondary" onClick={() => void copy(r.text, t)}>
                {t('copyMessage')}
              </Button>
            )}
            <Button
              type="button"
              variant="secondary"
              onClick={() => void copy(r.statement_url, t)}
              data-testid="debt-copy-statement"
            >
              {t('copyLink')}
            </Button>
            {owed && r.share_url && (
              <a
                href={r.share_url}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClasses({ variant: 'secondary' })}
              >
                {t('shareWhatsapp')}
              </a>
            )}
            {mayUpdate && (
              <Button
                type="button"
                variant="ghost"
                title={t('renewHint')}
                disabled={renew.isPending}
                onClick={() => renew.mutate()}
              >
                {t('renewLink')}
              </Button>
            )}
          </div>
          <a className="sr-only" href={r.statement_url} data-testid="debt-statement-link">
            {t('copyLink')}
          </a>
        </>
      )}
    </section>
  );
}
