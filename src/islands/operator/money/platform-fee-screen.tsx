import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { $language } from '../../../i18n/language.ts';
import { formatDate } from '../../../lib/format.ts';
import { Button } from '../../../ui/button.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { toast } from '../../../ui/toast-store.ts';
import { errorFor, formError } from '../../dashboard/lib/form-error.ts';
import { LoadState } from '../../dashboard/lib/load-state.tsx';
import { platformFeeQuery, useSetPlatformFee, type PlatformFeeNow } from './api.ts';
import { useOperatorMoneyT, type OperatorMoneyT } from './use-operator-money-t.ts';

/** `2.5` → 250 basis points; anything else (more than two decimals, above 20) null. */
export function basisPointsOf(text: string): number | null {
  const match = /^(\d{1,2})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const bp = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bp <= 2000 ? bp : null;
}

/** /operator/money/fee: the platform fee in force and the form that changes it (with a reason, logged). */
export function PlatformFeeScreen() {
  const t = useOperatorMoneyT();
  const fee = useQuery(platformFeeQuery());
  return (
    <div className="max-w-xl space-y-4">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{t('feeTitle')}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('feeSubtitle')}</p>
      </div>
      <LoadState query={fee} t={t}>
        {(now) => <FeeForm key={`${now.label}-${now.changed_at}`} now={now} t={t} />}
      </LoadState>
    </div>
  );
}

function FeeForm({ now, t }: { now: PlatformFeeNow; t: OperatorMoneyT }) {
  const lang = useStore($language);
  const [kind, setKind] = useState(now.kind);
  const [percent, setPercent] = useState(now.basis_points === null ? '' : String(now.basis_points / 100));
  const [amount, setAmount] = useState(now.amount === null ? '' : String(now.amount));
  const [reason, setReason] = useState('');
  const [percentError, setPercentError] = useState<string | null>(null);
  const save = useSetPlatformFee();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const onSuccess = () => {
      toast({ title: t('feeSaved'), variant: 'success' });
      setReason('');
    };
    if (kind === 'percent') {
      const basis_points = basisPointsOf(percent);
      setPercentError(basis_points === null ? t('percentInvalid') : null);
      if (basis_points === null) return;
      save.mutate({ kind, basis_points, reason }, { onSuccess });
    } else save.mutate({ kind, amount: Number(amount), reason }, { onSuccess });
  };
  const general =
    save.error && !['basis_points', 'amount', 'reason'].some((f) => errorFor(save.error, f))
      ? formError(save.error)?.message
      : null;
  return (
    <>
      <div className="rounded-xl border border-slate-200 bg-white p-4" data-testid="fee-now">
        <p className="text-lg font-semibold">{t('feeNow', { fee: now.label })}</p>
        <p className="text-sm text-slate-600">
          {now.source === 'operator' && now.changed_at
            ? t('feeSource_operator', { date: formatDate(now.changed_at, 'MMM D, YYYY HH:mm', lang) })
            : t('feeSource_default')}
        </p>
      </div>
      <form onSubmit={submit} className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
        <SelectField
          label={t('feeKind')}
          value={kind}
          onChange={(e) => setKind(e.target.value as PlatformFeeNow['kind'])}
          options={(['percent', 'fixed'] as const).map((k) => ({ value: k, label: t(`feeKind_${k}`) }))}
        />
        {kind === 'percent' ? (
          <TextField
            label={t('feePercent')}
            inputMode="decimal"
            value={percent}
            onChange={(e) => setPercent(e.target.value)}
            required
            error={percentError ?? errorFor(save.error, 'basis_points')}
          />
        ) : (
          <TextField
            label={t('feeAmount')}
            inputMode="numeric"
            pattern="[0-9]*"
            value={amount}
            onChange={(e) => setAmount(e.target.value.replace(/\D/g, ''))}
            required
            error={errorFor(save.error, 'amount')}
          />
        )}
        <TextField
          label={t('feeReason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={500}
          required
          error={errorFor(save.error, 'reason')}
        />
        {general && (
          <p className="text-sm text-red-700" role="alert">
            {general}
          </p>
        )}
        <Button type="submit" loading={save.isPending}>
          {t('saveFee')}
        </Button>
      </form>
    </>
  );
}
