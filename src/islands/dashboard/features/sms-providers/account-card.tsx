import { useState } from 'react';
import { Button } from '../../../../ui/button.tsx';
import { Modal } from '../../../../ui/modal.tsx';
import { toast } from '../../../../ui/toast-store.ts';
import { formError } from '../../lib/form-error.ts';
import { useTestSmsAccount, useUnlinkSmsAccount, useUpdateSmsAccount, type SmsAccountDto } from './api.ts';
import { accountName, fieldName } from './account-name.ts';
import { SenderBlock } from './sender-block.tsx';
import { useSmsProvidersT } from './use-sms-providers-t.ts';

export type AccountRights = { update: boolean; remove: boolean };

/** One linked gateway: sender name and its state, masked credentials, price, test, enable, edit and unlink. */
export function AccountCard({
  account,
  rights,
  onEdit,
}: {
  account: SmsAccountDto;
  rights: AccountRights;
  onEdit: () => void;
}) {
  const t = useSmsProvidersT();
  const test = useTestSmsAccount();
  const toggle = useUpdateSmsAccount();
  const unlink = useUnlinkSmsAccount();
  const [confirming, setConfirming] = useState(false);
  const name = accountName(t, account);
  const provider = t(`provider_${account.provider}`);
  const refused = (error: unknown) => toast({ title: formError(error)?.message ?? '', variant: 'danger' });

  return (
    <li className="space-y-3 rounded-xl border border-slate-200 bg-white p-4" data-testid="sms-account">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate font-medium">{name}</p>
          {account.label && <p className="text-sm text-slate-600">{provider}</p>}
        </div>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-medium ${
            account.enabled ? 'bg-green-100 text-green-800' : 'bg-slate-100 text-slate-700'
          }`}
        >
          {account.enabled ? t('enabled') : t('disabled')}
        </span>
      </div>
      <SenderBlock t={t} account={account} mayUpdate={rights.update} />
      <p className="text-sm text-slate-600">
        {t('price', { price: account.price_per_part, pace: account.per_second })}
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
      {account.callback_urls ? (
        <details className="text-sm">
          <summary className="cursor-pointer text-slate-600">{t('callbackUrls')}</summary>
          <p className="mt-1 text-slate-600">{t('callbackHint', { provider })}</p>
          <p className="mt-2 text-slate-600">{t('callbackDelivery')}</p>
          <code className="mt-1 block break-all rounded bg-slate-50 p-2 text-xs">{account.callback_urls.delivery}</code>
          <p className="mt-2 text-slate-600">{t('callbackInbound')}</p>
          <code className="mt-1 block break-all rounded bg-slate-50 p-2 text-xs">{account.callback_urls.inbound}</code>
        </details>
      ) : (
        <p className="text-sm text-slate-600">{t('polled', { provider })}</p>
      )}
      {test.data && (
        <p role="status" className={`text-sm ${test.data.ok ? 'text-green-700' : 'text-red-700'}`}>
          {test.data.ok
            ? test.data.balance
              ? t('testOk', { balance: test.data.balance })
              : t('testOkNoBalance')
            : t('testFailed', { reason: test.data.reason ?? '' })}
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
