import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { $language } from '../../../../i18n/language.ts';
import { formatDate, formatMoney } from '../../../../lib/format.ts';
import { NETWORKS, type Network } from '../../../../lib/mobile-money.ts';
import { NETWORK_NAMES } from '../../../../lib/payment-account-schemas.ts';
import { Button } from '../../../../ui/button.tsx';
import { SelectField } from '../../../../ui/select-field.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { toast } from '../../../../ui/toast-store.ts';
import { errorFor, formError } from '../../lib/form-error.ts';
import type { PayoutAccountDto } from './api.ts';
import {
  payoutStatementsQuery,
  platformStatusQuery,
  usePaySetupFee,
  useSaveSchedule,
  type PlatformStatus,
} from './platform-api.ts';
import { destinationLabel } from './payout-request-form.tsx';
import { usePlatformPaymentsT, type PlatformPaymentsT } from './use-platform-payments-t.ts';

// Duka Chat Payments on the payouts screen (issue 29, decision 0046): the fee, the money held for
// the shop, the one line that answers "why can't I withdraw?", the payout schedule, the setup fee,
// and what each payout was made of.

const SCHEDULES = ['manual', 'daily', 'weekly'] as const;

export function PlatformPaymentsSection({
  destinations,
  mayCreate,
}: {
  destinations: PayoutAccountDto[];
  mayCreate: boolean;
}) {
  const t = usePlatformPaymentsT();
  const status = useQuery(platformStatusQuery());
  if (status.isPending) return <p className="text-sm text-slate-500">{t('loading')}</p>;
  if (status.isError) return <p className="text-sm text-red-700">{t('loadFailed')}</p>;
  const s = status.data;
  return (
    <section className="space-y-3" aria-labelledby="platform-payments" data-testid="platform-payments">
      <h2 id="platform-payments" className="font-semibold">
        {t('title')}
      </h2>
      {!s.available && !s.account_id ? (
        <p className="text-sm text-slate-600">{t('unavailable')}</p>
      ) : (
        <>
          <p className="text-sm text-slate-700">
            {s.uses_platform ? t('intro', { fee: s.fee.label }) : t('ownAccount')}
          </p>
          {s.account_id && (
            <p className="text-lg font-semibold tabular-nums">{t('balance', { amount: formatMoney(s.balance) })}</p>
          )}
          <WhyLine status={s} t={t} />
          {s.level < 1 && s.uses_platform && (
            <p
              className={`text-sm ${s.cap_reached ? 'text-red-700' : 'text-slate-600'}`}
              role={s.cap_reached ? 'alert' : undefined}
            >
              {t(s.cap_reached ? 'capReached' : 'capLine', { cap: formatMoney(s.cap), left: formatMoney(s.cap_left) })}
            </p>
          )}
          {mayCreate && s.account_id && <ScheduleForm status={s} destinations={destinations} t={t} />}
          {s.account_id && <Statements t={t} />}
        </>
      )}
      {s.available && <SetupFee status={s} mayPay={mayCreate} t={t} />}
    </section>
  );
}

/** The one line: held by an operator (their words), or what verification still lacks, with the way there. */
function WhyLine({ status, t }: { status: PlatformStatus; t: PlatformPaymentsT }) {
  const lang = useStore($language);
  if (!status.account_id) return null;
  if (!status.block) return <p className="text-sm text-green-800">{t('released')}</p>;
  const text =
    status.block.code === 'payouts_held'
      ? t('whyHeld', { reason: status.block.reason ?? '' })
      : t('whyUnverified', { missing: status.block.missing.map((m) => m.label[lang]).join(', ') });
  return (
    <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900" data-testid="why-no-withdraw">
      {text}{' '}
      {status.block.code === 'payout_compliance_unverified' && (
        <Link className="font-semibold underline" to="/dashboard/compliance">
          {t('completeKyc')}
        </Link>
      )}
    </p>
  );
}

function ScheduleForm({
  status,
  destinations,
  t,
}: {
  status: PlatformStatus;
  destinations: PayoutAccountDto[];
  t: PlatformPaymentsT;
}) {
  const [schedule, setSchedule] = useState(status.schedule);
  const [to, setTo] = useState(status.payout_account_id ?? '');
  const save = useSaveSchedule();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { schedule, payout_account_id: to || null },
      {
        onSuccess: () => toast({ title: t('scheduleSaved'), variant: 'success' }),
        onError: (error) => toast({ title: formError(error)?.message ?? t('failed'), variant: 'danger' }),
      },
    );
  };
  return (
    <form onSubmit={submit} className="grid grid-cols-1 gap-2 sm:grid-cols-3 sm:items-end">
      <SelectField
        label={t('scheduleTitle')}
        value={schedule}
        onChange={(e) => setSchedule(e.target.value as PlatformStatus['schedule'])}
        options={SCHEDULES.map((v) => ({ value: v, label: t(`schedule_${v}`) }))}
      />
      <SelectField
        label={t('scheduleTo')}
        value={to}
        onChange={(e) => setTo(e.target.value)}
        placeholder={t('chooseAccount')}
        error={errorFor(save.error, 'payout_account_id')}
        options={destinations.map((d) => ({ value: d.id, label: destinationLabel(d) }))}
      />
      <Button type="submit" variant="secondary" loading={save.isPending}>
        {t('saveSchedule')}
      </Button>
    </form>
  );
}

function Statements({ t }: { t: PlatformPaymentsT }) {
  const lang = useStore($language);
  const statements = useQuery(payoutStatementsQuery());
  if (statements.isPending) return <p className="text-sm text-slate-500">{t('loading')}</p>;
  if (statements.isError) return <p className="text-sm text-red-700">{t('loadFailed')}</p>;
  return (
    <div className="space-y-1">
      <h3 className="text-sm font-semibold">{t('statementsTitle')}</h3>
      {statements.data.length === 0 ? (
        <p className="text-sm text-slate-600">{t('noStatements')}</p>
      ) : (
        <ul
          className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white text-sm"
          data-testid="payout-statements"
        >
          {statements.data.map((s) => (
            <li key={s.payout_id} className="flex flex-wrap gap-x-3 gap-y-1 p-3">
              <span className="text-slate-500">{formatDate(s.created_at, 'MMM D, HH:mm', lang)}</span>
              <span>{t('collected', { amount: formatMoney(s.collected) })}</span>
              <span>{t('fees', { amount: formatMoney(s.platform_fees + s.payout_fee) })}</span>
              {s.refunds !== 0 && <span>{t('refunds', { amount: formatMoney(s.refunds) })}</span>}
              <span className="font-semibold">{t('sent', { amount: formatMoney(s.sent) })}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function SetupFee({ status, mayPay, t }: { status: PlatformStatus; mayPay: boolean; t: PlatformPaymentsT }) {
  const lang = useStore($language);
  const [phone, setPhone] = useState('');
  const [network, setNetwork] = useState<Network>('mpesa');
  const pay = usePaySetupFee();
  const fee = status.setup_fee;
  const waiting = fee.payment && (fee.payment.status === 'pending' || fee.payment.status === 'unknown');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    pay.mutate({ phone, network });
  };
  return (
    <div className="space-y-2 rounded-xl border border-slate-200 bg-white p-3" data-testid="setup-fee">
      <h3 className="text-sm font-semibold">{t('setupTitle')}</h3>
      {fee.paid_at ? (
        <p className="text-sm text-green-800">
          {t('setupPaid', { date: formatDate(fee.paid_at, 'MMM D, YYYY', lang) })}
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-700">{t('setupDue', { amount: formatMoney(fee.amount) })}</p>
          {waiting && (
            <p className="text-sm text-amber-800" role="status">
              {t('checkPhone')}{' '}
              {fee.payment!.sandbox_url && (
                <a
                  className="font-semibold underline"
                  href={`${fee.payment!.sandbox_url}?lang=${lang}`}
                  target="_blank"
                  rel="noopener"
                >
                  {t('sandboxPhone')}
                </a>
              )}
            </p>
          )}
          {mayPay && !waiting && (
            <form onSubmit={submit} className="grid grid-cols-1 gap-2 sm:grid-cols-3 sm:items-end">
              <TextField
                label={t('phone')}
                inputMode="tel"
                autoComplete="tel"
                value={phone}
                onChange={(e) => setPhone(e.target.value)}
                error={errorFor(pay.error, 'phone')}
                required
              />
              <SelectField
                label={t('network')}
                value={network}
                onChange={(e) => setNetwork(e.target.value as Network)}
                error={errorFor(pay.error, 'network')}
                options={NETWORKS.map((n) => ({ value: n, label: NETWORK_NAMES[n] }))}
              />
              <Button type="submit" loading={pay.isPending}>
                {t('pay', { amount: formatMoney(fee.amount) })}
              </Button>
              {pay.error && !errorFor(pay.error, 'phone') && !errorFor(pay.error, 'network') && (
                <p className="text-sm text-red-700 sm:col-span-3" role="alert">
                  {formError(pay.error)?.message}
                </p>
              )}
            </form>
          )}
        </>
      )}
    </div>
  );
}
