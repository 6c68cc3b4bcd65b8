import { useState } from 'react';
import { Button } from '../../../../ui/button.tsx';
import { Modal } from '../../../../ui/modal.tsx';
import { toast } from '../../../../ui/toast-store.ts';
import { formError } from '../../lib/form-error.ts';
import { useTestAccount, useUnlinkAccount, useUpdateAccount, type PaymentAccountDto } from './api.ts';
import { accountName, fieldName } from './account-name.ts';
import { usePaymentAccountsT } from './use-payment-accounts-t.ts';

export type AccountRights = { update: boolean; remove: boolean };

/** One linked provider: its networks and masked credentials, with test, enable, edit and unlink. */
export function AccountCard({
  account,
  rights,
  onEdit,
}: {
  account: PaymentAccountDto;
  rights: AccountRights;
  onEdit: () => void;
}) {
  const t = usePaymentAccountsT();
  const test = useTestAccount();
  const toggle = useUpdateAccount();
  const unlink = useUnlinkAccount();
  const [confirming, setConfirming] = useState(false);
  const name = accountName(t, account);
  const refused = (error: unknown) => toast({ title: formError(error)?.message ?? '', variant: 'danger' });

  return (
    <li className="space-y-3 rounded-xl border border-slate-200 bg-white p-4" data-testid="payment-account">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate font-medium">{name}</p>
          {account.label && <p className="text-sm text-slate-600">{t(`provider_${account.provider}`)}</p>}
        </div>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-medium ${
            account.enabled ? 'bg-green-100 text-green-800' : 'bg-slate-100 text-slate-700'
          }`}
        >
          {account.enabled ? t('enabled') : t('disabled')}
        </span>
      </div>
      <p className="text-sm">
        <span className="text-slate-600">{t('networks')}: </span>
        {account.networks.length ? account.networks.map((n) => t(`network_${n}`)).join(', ') : t('noNetworks')}
      </p>
      {account.credentials.length > 0 && (
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          {account.credentials.map((c) => (
            <li key={c.name}>
              {fieldName(t, c.name)}: <span className="font-mono">{c.hint}</span>
            </li>
          ))}
        </ul>
      )}
      <details className="text-sm">
        <summary className="cursor-pointer text-slate-600">{t('callbackUrl')}</summary>
        <p className="mt-1 text-slate-600">{t('callbackHint')}</p>
        <code className="mt-1 block break-all rounded bg-slate-50 p-2 text-xs">{account.callback_url}</code>
      </details>
      {test.data && (
        <p role="status" className={`text-sm ${test.data.ok ? 'text-green-700' : 'text-red-700'}`}>
          {test.data.ok ? t('testOk') : t('testFailed', { reason: test.data.reason ?? '' })}
        </p>
      )}
      {test.error && (
        <p role="alert" className="text-sm text-red-700">
          {formError(test.error)?.message}
        </p>
      )}
      {(rights.update || rights.remove) && (
        <div className="flex flex-wrap gap-2">
          {rights.update && (
            <>
              <Button size="sm" variant="secondary" loading={test.isPending} onClick={() => test.mutate(account.id)}>
                {t('test')}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                loading={toggle.isPending}
                onClick={() =>
                  toggle.mutate({ id: account.id, body: { enabled: !account.enabled } }, { onError: refused })
                }
              >
                {account.enabled ? t('disable') : t('enable')}
              </Button>
              <Button size="sm" variant="ghost" onClick={onEdit}>
                {t('edit')}
              </Button>
            </>
          )}
          {rights.remove && (
            <Button size="sm" variant="ghost" className="text-red-700" onClick={() => setConfirming(true)}>
              {t('unlink')}
            </Button>
          )}
        </div>
      )}
      <Modal open={confirming} onClose={() => setConfirming(false)} title={t('unlinkTitle', { name })}>
        <p className="mt-2 text-sm text-slate-600">{t('unlinkText')}</p>
        <div className="mt-4 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {t('cancel')}
          </Button>
          <Button
            variant="danger"
            loading={unlink.isPending}
            onClick={() =>
              unlink.mutate(account.id, {
                onSuccess: () => toast({ title: t('unlinked'), variant: 'success' }),
                onError: refused,
                onSettled: () => setConfirming(false),
              })
            }
          >
            {t('unlink')}
          </Button>
        </div>
      </Modal>
    </li>
  );
}
