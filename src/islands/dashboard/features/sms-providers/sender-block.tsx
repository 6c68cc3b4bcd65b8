import { Button } from '../../../../ui/button.tsx';
import { toast } from '../../../../ui/toast-store.ts';
import { formError } from '../../lib/form-error.ts';
import { useUpdateSmsAccount, type SmsAccountDto } from './api.ts';
import type { SmsProvidersT } from './use-sms-providers-t.ts';

const STATE_CLASSES: Record<SmsAccountDto['sender_state'], string> = {
  not_applied: 'bg-amber-100 text-amber-900',
  pending: 'bg-sky-100 text-sky-900',
  approved: 'bg-green-100 text-green-800',
};

/** The sender name, where its registration stands, and what the merchant does next. */
export function SenderBlock({
  t,
  account,
  mayUpdate,
}: {
  t: SmsProvidersT;
  account: SmsAccountDto;
  mayUpdate: boolean;
}) {
  const update = useUpdateSmsAccount();
  const provider = t(`provider_${account.provider}`);
  const words = { sender: account.sender_name, provider };
  const next =
    account.sender_state === 'not_applied' ? 'pending' : account.sender_state === 'pending' ? 'approved' : null;
  const move = () =>
    next &&
    update.mutate(
      { id: account.id, body: { sender_state: next } },
      { onError: (error) => toast({ title: formError(error)?.message ?? '', variant: 'danger' }) },
    );

  return (
    <div className="space-y-2 rounded-lg bg-slate-50 p-3" data-testid="sms-sender">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm text-slate-600">{t('sender')}:</span>
        <span className="font-mono font-medium">{account.sender_name}</span>
        <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATE_CLASSES[account.sender_state]}`}>
          {t(`state_${account.sender_state}`)}
        </span>
      </div>
      <p className="text-sm text-slate-700">{t(`next_${account.sender_next_step}`, words)}</p>
      {mayUpdate && next && (
        <Button size="sm" variant="secondary" loading={update.isPending} onClick={move}>
          {next === 'pending' ? t('markPending') : t('markApproved')}
        </Button>
      )}
    </div>
  );
}
