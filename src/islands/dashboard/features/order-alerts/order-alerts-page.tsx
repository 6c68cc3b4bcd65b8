import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { $language } from '../../../../i18n/language.ts';
import { formatDate } from '../../../../lib/format.ts';
import type { OrderAlertSettingsInput } from '../../../../lib/order-alert-schemas.ts';
import { Button } from '../../../../ui/button.tsx';
import { Checkbox } from '../../../../ui/checkbox.tsx';
import { EmptyState } from '../../../../ui/empty-state.tsx';
import { FormAlert } from '../../../../ui/form-alert.tsx';
import { toast } from '../../../../ui/toast-store.ts';
import { PageHeader } from '../../layout/page-header.tsx';
import { LoadState } from '../../lib/load-state.tsx';
import { alertSettingsQuery, useAddDevice, useRemoveDevice, useSaveAlertSettings, type AlertSettings } from './api.ts';
import {
  chime,
  notificationPermission,
  pushSupported,
  showAlert,
  subscribeThisBrowser,
  type Permission,
} from './browser-alerts.ts';
import { useOrderAlertsT, type OrderAlertsT } from './use-order-alerts-t.ts';

// /dashboard/profile/alerts: the person's own order alerts (issue 28).

const CARD = 'space-y-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-6';

export function OrderAlertsPage() {
  const t = useOrderAlertsT();
  const settings = useQuery(alertSettingsQuery());
  return (
    <div className="max-w-2xl space-y-6">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <LoadState query={settings} t={t}>
        {(s) => <AlertsForm initial={s} t={t} />}
      </LoadState>
    </div>
  );
}

const choiceOf = (s: AlertSettings): OrderAlertSettingsInput => ({
  new_order: s.new_order,
  payment: s.payment,
  browser: s.browser,
  push: s.push,
  sms: s.sms,
  sound: s.sound,
});

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={CARD}>
      <h2 className="text-base font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function AlertsForm({ initial, t }: { initial: AlertSettings; t: OrderAlertsT }) {
  const [choice, setChoice] = useState(() => choiceOf(initial));
  const [permission, setPermission] = useState<Permission>(notificationPermission);
  const save = useSaveAlertSettings();
  const set = (key: keyof OrderAlertSettingsInput) => (e: { target: { checked: boolean } }) =>
    setChoice({ ...choice, [key]: e.target.checked });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(choice, { onSuccess: () => toast({ title: t('saved'), variant: 'success' }) });
  };
  const ask = async () => setPermission(await Notification.requestPermission());

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {!initial.allowed && (
        <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-800">
          {t('notAllowed')}
        </p>
      )}
      <Section title={t('eventsTitle')}>
        <Checkbox label={t('newOrder')} checked={choice.new_order} onChange={set('new_order')} />
        <Checkbox label={t('payment')} checked={choice.payment} onChange={set('payment')} />
      </Section>

      <Section title={t('channelsTitle')}>
        <Checkbox label={t('browser')} hint={t('browserHint')} checked={choice.browser} onChange={set('browser')} />
        {choice.browser && (
          <div className="space-y-2 pl-8">
            <PermissionNote permission={permission} onAsk={() => void ask()} t={t} />
            <Checkbox label={t('sound')} checked={choice.sound} onChange={set('sound')} />
            {permission === 'granted' && (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => {
                  void showAlert({ title: t('title'), body: t('testBody'), tag: 'test', url: '/dashboard/orders' });
                  if (choice.sound) chime();
                }}
              >
                {t('testButton')}
              </Button>
            )}
          </div>
        )}

        <Checkbox label={t('push')} hint={t('pushHint')} checked={choice.push} onChange={set('push')} />
        {choice.push && <Devices settings={initial} onPermission={setPermission} t={t} />}

        <Checkbox
          label={t('sms', { phone: initial.phone })}
          hint={initial.sms_ready ? t('smsHint') : t('smsNotReady')}
          checked={choice.sms}
          onChange={set('sms')}
        />
        <p className="text-xs text-slate-500">{t('whatsappNote')}</p>
      </Section>

      <FormAlert>{save.isError ? t('saveFailed') : null}</FormAlert>
      <div className="flex justify-end">
        <Button type="submit" loading={save.isPending} className="w-full sm:w-auto">
          {t('save')}
        </Button>
      </div>
    </form>
  );
}

function PermissionNote({ permission, onAsk, t }: { permission: Permission; onAsk: () => void; t: OrderAlertsT }) {
  if (permission === 'granted') return null;
  if (permission === 'unsupported') return <p className="text-sm text-slate-600">{t('permissionUnsupported')}</p>;
  if (permission === 'denied') return <p className="text-sm text-amber-800">{t('permissionDenied')}</p>;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <p className="text-sm text-slate-600">{t('permissionDefault')}</p>
      <Button type="button" size="sm" variant="secondary" onClick={onAsk}>
        {t('permissionAsk')}
      </Button>
    </div>
  );
}

function Devices({
  settings,
  onPermission,
  t,
}: {
  settings: AlertSettings;
  onPermission: (p: Permission) => void;
  t: OrderAlertsT;
}) {
  const lang = useStore($language);
  const add = useAddDevice();
  const remove = useRemoveDevice();
  const [failed, setFailed] = useState(false);
  const turnOn = async () => {
    setFailed(false);
    try {
      const sub = await subscribeThisBrowser(settings.vapid_public_key);
      onPermission(notificationPermission());
      if (!sub?.endpoint || !sub.keys?.p256dh || !sub.keys.auth) return setFailed(true);
      await add.mutateAsync({ endpoint: sub.endpoint, keys: { p256dh: sub.keys.p256dh, auth: sub.keys.auth } });
      toast({ title: t('pushOn'), variant: 'success' });
    } catch {
      setFailed(true);
    }
  };
  return (
    <div className="space-y-3 pl-8">
      {pushSupported() ? (
        <Button type="button" size="sm" variant="secondary" disabled={add.isPending} onClick={() => void turnOn()}>
          {add.isPending ? t('pushTurningOn') : t('pushThisDevice')}
        </Button>
      ) : (
        <p className="text-sm text-slate-600">{t('pushUnsupported')}</p>
      )}
      <FormAlert>{failed || add.isError ? t('pushFailed') : null}</FormAlert>
      <h3 className="text-sm font-medium">{t('devicesTitle')}</h3>
      {settings.devices.length === 0 ? (
        <EmptyState title={t('devicesEmpty')} description={t('devicesEmptyHint')} className="py-4" />
      ) : (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200" data-testid="alert-devices">
          {settings.devices.map((d) => (
            <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
              <span className="min-w-0">
                <span className="font-medium">{d.device}</span>{' '}
                <span className="text-slate-500">
                  {t('deviceSince', { date: formatDate(d.created_at, 'MMM D, YYYY', lang) })}
                </span>
              </span>
              <Button
                type="button"
                size="sm"
                variant="ghost"
                aria-label={t('deviceRemoveLabel', { device: d.device })}
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(d.id, { onSuccess: () => toast({ title: t('deviceRemoved'), variant: 'success' }) })
                }
              >
                {t('deviceRemove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <FormAlert>{remove.isError ? t('saveFailed') : null}</FormAlert>
    </div>
  );
}
