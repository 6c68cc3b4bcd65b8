import { useStore } from '@nanostores/react';
import { useState, type ReactNode } from 'react';
import { $language } from '../../../../i18n/language.ts';
import { formatDate } from '../../../../lib/format.ts';
import { Button } from '../../../../ui/button.tsx';
import { Modal } from '../../../../ui/modal.tsx';
import { toast } from '../../../../ui/toast-store.ts';
import { useDisconnect, type Connection, type WhatsappAccount } from './api.ts';
import { CopyField } from './copy-field.tsx';
import { StatusBadge } from './status-badge.tsx';
import { useConnectT } from './use-connect-t.ts';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="text-sm break-words text-ink">{children}</dd>
    </div>
  );
}

/** The connected number: who it is, how it was connected, its health, and what Meta's dashboard needs. */
export function ConnectionCard({
  connection,
  account,
  canDelete,
}: {
  connection: Connection;
  account: WhatsappAccount;
  canDelete: boolean;
}) {
  const t = useConnectT();
  const lang = useStore($language);
  const [confirm, setConfirm] = useState(false);
  const disconnect = useDisconnect();
  const number = account.display_phone_number || account.phone_number_id;

  const onDisconnect = () =>
    disconnect.mutate(undefined, {
      onSuccess: () => {
        setConfirm(false);
        toast({ title: t('disconnected'), variant: 'success' });
      },
      onError: (error) => toast({ title: t('disconnectFailed'), description: error.message, variant: 'danger' }),
    });

  return (
    <section
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
      aria-labelledby="wa-connection"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="wa-connection" className="font-semibold">
            {t('connectionTitle')}
          </h2>
          <p className="text-xl font-semibold tracking-tight" data-testid="wa-number">
            {number}
          </p>
          <p className="text-sm text-slate-600">{account.verified_name || t('unnamed')}</p>
        </div>
        <StatusBadge status={account.status} />
      </div>
      {account.last_error && (
        <div role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          <span className="font-medium">{t('lastError')}: </span>
          {account.last_error}
        </div>
      )}
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Row label={t('mode')}>{t(`mode_${account.mode}`)}</Row>
        <Row label={t('connectedAt')}>{formatDate(account.connected_at, undefined, lang)}</Row>
        <Row label={t('phoneNumberId')}>
          <span className="font-mono text-xs">{account.phone_number_id}</span>
        </Row>
        <Row label={t('wabaId')}>
          <span className="font-mono text-xs">{account.waba_id}</span>
        </Row>
        <Row label={t('accessToken')}>
          <span className="font-mono text-xs">{account.access_token}</span>
        </Row>
        {account.app_secret && (
          <Row label={t('appSecret')}>
            <span className="font-mono text-xs">{account.app_secret}</span>
          </Row>
        )}
      </dl>
      {account.mode === 'manual' && (
        <div className="space-y-3 rounded-lg bg-slate-50 p-3">
          <div>
            <h3 className="text-sm font-semibold">{t('webhookTitle')}</h3>
            <p className="text-sm text-slate-600">{t('webhookHint')}</p>
          </div>
          <CopyField label={t('webhookUrl')} value={connection.webhook_url} />
          {account.verify_token && <CopyField label={t('verifyToken')} value={account.verify_token} />}
        </div>
      )}
      {canDelete && (
        <div className="flex justify-end">
          <Button variant="secondary" className="text-red-700" onClick={() => setConfirm(true)}>
            {t('disconnect')}
          </Button>
        </div>
      )}
      <Modal open={confirm} onClose={() => setConfirm(false)} title={t('disconnectTitle')}>
        <p className="text-sm text-slate-700">{t('disconnectText', { number })}</p>
        <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={() => setConfirm(false)}>
            {t('cancel')}
          </Button>
          <Button variant="danger" loading={disconnect.isPending} onClick={onDisconnect}>
            {t('disconnectConfirm')}
          </Button>
        </div>
      </Modal>
    </section>
  );
}
