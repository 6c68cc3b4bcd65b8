import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '../../../../lib/format.ts';
import { UPFRONT_PAYMENT_METHODS } from '../../../../lib/options.ts';
import { can, isAdmin } from '../../../../lib/permissions.ts';
import { Button } from '../../../../ui/button.tsx';
import { SelectField } from '../../../../ui/select-field.tsx';
import { Textarea } from '../../../../ui/textarea.tsx';
import { toast } from '../../../../ui/toast-store.ts';
import { PageHeader } from '../../layout/page-header.tsx';
import { errorFor, generalError } from '../../lib/form-error.ts';
import { useUser } from '../../lib/session.ts';
import { posSettingsQuery, useSavePosSettings, type PosSettings } from './api.ts';
import { usePosT } from './use-pos-t.ts';
import { ChargeRow, type ChargeDraft } from '../../lib/charge-row.tsx';
import { LoadState } from '../../lib/load-state.tsx';
import { BackLink } from '../../lib/back-link.tsx';

const ROUNDING_UNITS = [0, 50, 100, 500, 1000] as const;
type Rounding = PosSettings['cash_rounding'];
let seq = 0;

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <section className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <div>
        <h2 className="font-semibold">{title}</h2>
        {hint && <p className="text-sm text-slate-600">{hint}</p>}
      </div>
      {children}
    </section>
  );
}

/** /settings/pos: every member reads the till's settings; only an admin edits them. */
export function PosSettingsPage() {
  const t = usePosT();
  const user = useUser();
  const settings = useQuery(posSettingsQuery());

  return (
    <div className="max-w-2xl space-y-4">
      <BackLink to="/dashboard/settings" label={t('backToSettings')} />
      <PageHeader
        title={t('settingsTitle')}
        subtitle={t('settingsSubtitle')}
        actions={
          user.data && can(user.data.permissions, 'orders', 'create') ? (
            <Link to="/dashboard/pos" className="text-sm font-medium text-brand-700 hover:underline">
              {t('openPos')} →
            </Link>
          ) : undefined
        }
      />
      <LoadState query={settings} ready={!!user.data} t={t}>
        {(data) => (
          <SettingsForm key={settings.dataUpdatedAt} initial={data} canEdit={isAdmin(user.data!.permissions)} />
        )}
      </LoadState>
    </div>
  );
}

function SettingsForm({ initial, canEdit }: { initial: PosSettings; canEdit: boolean }) {
  const t = usePosT();
  const save = useSavePosSettings();
  const [header, setHeader] = useState(initial.receipt_header);
  const [footer, setFooter] = useState(initial.receipt_footer);
  const [payment, setPayment] = useState<PosSettings['default_payment_method']>(initial.default_payment_method);
  const [rounding, setRounding] = useState<Rounding>(initial.cash_rounding);
  const [charges, setCharges] = useState<ChargeDraft[]>(() =>
    initial.charges.map((c) => ({ key: `c-${++seq}`, name: c.name, type: c.type, value: String(c.value) })),
  );
  const err = (f: string) => errorFor(save.error, f);
  const chargeFields = charges.flatMap((_, i) => [`charges.${i}.name`, `charges.${i}.value`]);
  const general = generalError(save.error, ['receipt_header', 'receipt_footer', ...chargeFields]);
  const setCharge = (i: number, patch: Partial<ChargeDraft>) =>
    setCharges((rows) => rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      {
        receipt_header: header,
        receipt_footer: footer,
        default_payment_method: payment,
        cash_rounding: rounding,
        charges: charges.map((c) => {
          const n = Number(c.value);
          const value = Number.isFinite(n) && n >= 0 ? n : 0;
          return { name: c.name, type: c.type, value: c.type === 'fixed' ? Math.round(value) : value };
        }),
      },
      {
        onSuccess: () => toast({ title: t('saved'), variant: 'success' }),
        onError: (error) => toast({ title: t('saveFailed'), description: error.message, variant: 'danger' }),
      },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-4">
      {!canEdit && <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-800">{t('adminOnly')}</p>}
      <fieldset disabled={!canEdit} className="space-y-4">
        <Section title={t('receiptTitle')}>
          <Textarea
            label={t('receiptHeader')}
            hint={t('receiptHeaderHint')}
            rows={2}
            maxLength={500}
            value={header}
            onChange={(e) => setHeader(e.target.value)}
            error={err('receipt_header')}
          />
          <Textarea
            label={t('receiptFooter')}
            hint={t('receiptFooterHint')}
            rows={2}
            maxLength={500}
            value={footer}
            onChange={(e) => setFooter(e.target.value)}
            error={err('receipt_footer')}
          />
        </Section>
        <Section title={t('defaultPayment')}>
          <div className="flex flex-col gap-2 sm:flex-row">
            {UPFRONT_PAYMENT_METHODS.map((m) => (
              <label
                key={m}
                className="flex min-h-11 flex-1 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 text-sm has-checked:border-brand-500 has-checked:bg-brand-50"
              >
                <input
                  type="radio"
                  name="default_payment"
                  className="h-5 w-5 accent-brand-600"
                  checked={payment === m}
                  onChange={() => setPayment(m)}
                />
                {t(`pm_${m}`)}
              </label>
            ))}
          </div>
        </Section>
        <Section title={t('chargesTitle')} hint={t('chargesHint')}>
          {charges.length === 0 && <p className="text-sm text-slate-500">{t('noCharges')}</p>}
          {charges.map((c, i) => (
            <ChargeRow
              key={c.key}
              charge={c}
              index={i}
              onChange={(patch) => setCharge(i, patch)}
              onRemove={() => setCharges((rows) => rows.filter((_, j) => j !== i))}
              errorAt={err}
              words={{
                group: t('chargesTitle'),
                name: t('chargeName'),
                type: t('chargeType'),
                typeLabel: (ct) => t(`ct_${ct}`),
                amount: t('chargeAmount'),
                percent: t('chargePercent'),
                remove: t('removeCharge', { n: i + 1 }),
              }}
              nameMaxLength={60}
              valueRequired
            />
          ))}
          {canEdit && (
            <Button
              variant="secondary"
              size="sm"
              disabled={charges.length >= 10}
              onClick={() => setCharges((rows) => [...rows, { key: `c-${++seq}`, name: '', type: 'fixed', value: '' }])}
            >
              + {t('addCharge')}
            </Button>
          )}
        </Section>
        <Section title={t('cashRounding')} hint={t('cashRoundingHint')}>
          <SelectField
            label={t('cashRounding')}
            value={String(rounding)}
            onChange={(e) => setRounding(Number(e.target.value) as Rounding)}
            options={ROUNDING_UNITS.map((u) => ({
              value: String(u),
              label: u === 0 ? t('rounding_0') : t('rounding_n', { amount: formatMoney(u, 'TZS') }),
            }))}
          />
        </Section>
      </fieldset>
      {general && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-700">
          {general}
        </p>
      )}
      {canEdit && (
        <Button type="submit" className="w-full sm:w-auto" loading={save.isPending}>
          {t('save')}
        </Button>
      )}
    </form>
  );
}
