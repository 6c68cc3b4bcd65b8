import { useMemo, useState, type FormEvent } from 'react';
import { formatMoney } from '../../../../lib/format.ts';
import type { ProviderId } from '../../../../lib/mobile-money.ts';
import { PROVIDER_NAMES, NETWORK_NAMES } from '../../../../lib/payment-account-schemas.ts';
import { bankName } from '../../../../lib/tz-banks.ts';
import { Modal } from '../../../../ui/modal.tsx';
import { amountOf, MoneyField } from '../../../../ui/money-field.tsx';
import { SelectField } from '../../../../ui/select-field.tsx';
import { toast } from '../../../../ui/toast-store.ts';
import { errorFor, generalError } from '../../lib/form-error.ts';
import { FormFooter } from '../../../../ui/form-footer.tsx';
import { PasswordCheckField } from './password-check-field.tsx';
import {
  usePreviewPayout,
  useRequestPayout,
  type PayoutAccountDto,
  type PayoutPreviewDto,
  type PayoutSourceDto,
} from './api.ts';
import { usePayoutsT, type PayoutsT } from './use-payouts-t.ts';

type Destination = Pick<PayoutAccountDto, 'kind' | 'label' | 'institution' | 'number'>;

/** The bank's or the network's name. */
const institutionName = (a: Pick<Destination, 'kind' | 'institution'>) =>
  (a.kind === 'bank' ? bankName(a.institution) : (NETWORK_NAMES as Record<string, string>)[a.institution]) ||
  a.institution;
/** The label, else the bank's or the network's name, then the masked number. */
export const destinationLabel = (a: Destination) => `${a.label || institutionName(a)} ${a.number}`;
export const sourceLabel = (s: { provider: ProviderId; label: string }) => s.label || PROVIDER_NAMES[s.provider];

/** Whether this source's provider can pay to this destination (the server's payoutRoute says the same). */
const reaches = (source: PayoutSourceDto | undefined, d: PayoutAccountDto) =>
  !!source && (d.kind === 'bank' ? source.bank : d.network !== null && source.networks.includes(d.network));

/**
 * A payout in two steps (issue 25): what, from where and to whom; then what the provider says it
 * would be (the receiver's registered name and the fee, or that the name is not checked), and only
 * then the password. A refused or unanswered check is said in words and the merchant still decides.
 */
export function PayoutRequestForm({
  sources,
  destinations,
  onClose,
}: {
  sources: PayoutSourceDto[];
  destinations: PayoutAccountDto[];
  onClose: () => void;
}) {
  const t = usePayoutsT();
  // One key per opened form: resending after a lost answer cannot pay twice.
  const key = useMemo(() => crypto.randomUUID(), []);
  const preview = usePreviewPayout();
  const request = useRequestPayout(key);
  const [from, setFrom] = useState(sources[0]?.account.id ?? '');
  const source = sources.find((s) => s.account.id === from);
  const reachable = destinations.filter((d) => reaches(source, d));
  const [chosen, setChosen] = useState('');
  // A destination the chosen source cannot pay is not offered; the first one it can is the default.
  const to = reachable.some((d) => d.id === chosen) ? chosen : (reachable[0]?.id ?? '');
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [checked, setChecked] = useState<PayoutPreviewDto | null>(null);
  const input = { account_id: from, payout_account_id: to, amount: amountOf(amount) };

  const check = (event: FormEvent) => {
    event.preventDefault();
    preview.mutate(input, { onSuccess: setChecked });
  };
  const send = (event: FormEvent) => {
    event.preventDefault();
    request.mutate(
      { ...input, current_password: password },
      {
        onSuccess: () => {
          toast({ title: t('requested'), variant: 'success' });
          onClose();
        },
        onError: () => setPassword(''),
      },
    );
  };
  const back = () => {
    setChecked(null);
    setPassword('');
    request.reset();
  };
  const fields = ['account_id', 'payout_account_id', 'amount', 'current_password'];
  const error = checked ? request.error : preview.error;
  const general = generalError(error, fields);

  return (
    <Modal open onClose={onClose} title={t('requestTitle')}>
      {checked ? (
        <form className="mt-3 space-y-3" onSubmit={send} noValidate>
          <PreviewSummary preview={checked} sandbox={source?.account.provider === 'sandbox'} t={t} />
          <PasswordCheckField
            value={password}
            onChange={setPassword}
            error={errorFor(request.error, 'current_password')}
          />
          {/* A refusal of the amount or the accounts (the balance moved since the check) is said here. */}
          <FormFooter
            general={general ?? errorFor(request.error, 'amount')}
            onCancel={back}
            cancelLabel={t('change')}
            submitLabel={t('send')}
            pending={request.isPending}
          />
        </form>
      ) : (
        <form className="mt-3 space-y-3" onSubmit={check} noValidate>
          <SelectField
            label={t('from')}
            value={from}
            onChange={(e) => setFrom(e.target.value)}
            error={errorFor(preview.error, 'account_id')}
            options={sources.map((s) => ({
              value: s.account.id,
              label: `${sourceLabel(s.account)} · ${formatMoney(s.available)}`,
            }))}
          />
          <SelectField
            label={t('to')}
            value={to}
            onChange={(e) => setChosen(e.target.value)}
            error={errorFor(preview.error, 'payout_account_id') ?? (reachable.length ? undefined : t('noReachable'))}
            options={reachable.map((d) => ({ value: d.id, label: destinationLabel(d) }))}
          />
          <MoneyField
            label={t('amount')}
            value={amount}
            onChange={setAmount}
            error={errorFor(preview.error, 'amount')}
            hint={source ? t('amountHint', { amount: formatMoney(source.available) }) : undefined}
            required
          />
          <FormFooter
            general={general}
            onCancel={onClose}
            cancelLabel={t('cancel')}
            submitLabel={t('next')}
            pending={preview.isPending}
            submitDisabled={!to}
          />
        </form>
      )}
    </Modal>
  );
}

/** "TZS 50,000 to JUMA HASSANI, M-Pesa, fee TZS 1,000", or why the name could not be checked. */
function PreviewSummary({ preview, sandbox, t }: { preview: PayoutPreviewDto; sandbox: boolean; t: PayoutsT }) {
  const amount = formatMoney(preview.amount);
  const network = institutionName(preview.destination);
  let line: string;
  let hint: string;
  let warn = false;
  if (preview.outcome === 'ok' && preview.receiver_name) {
    line =
      preview.fee === null
        ? t('previewLineNoFee', { amount, name: preview.receiver_name, network })
        : t('previewLine', { amount, name: preview.receiver_name, network, fee: formatMoney(preview.fee) });
    hint = t('previewNameHint');
  } else if (preview.outcome === 'refused' || preview.outcome === 'unknown') {
    warn = true;
    line = t('unchecked', { amount, destination: destinationLabel(preview.destination) });
    hint = `${
      preview.outcome === 'refused'
        ? t('previewRefused', { reason: preview.reason ?? '—' })
        : preview.reason
          ? t('previewUnknown', { reason: preview.reason })
          : t('previewUnknownNoReason')
    } ${t('previewDecide')}`;
  } else {
    // Not checked (no preview, or one that named nobody): the merchant's own record of the account.
    warn = true;
    line = t('unchecked', { amount, destination: destinationLabel(preview.destination) });
    hint = t('uncheckedHint');
  }
  return (
    <section
      aria-labelledby="payout-preview-title"
      data-testid="payout-preview"
      className={`space-y-1 rounded-lg border p-3 ${warn ? 'border-amber-300 bg-amber-50' : 'border-slate-200 bg-slate-50'}`}
    >
      <h3 id="payout-preview-title" className="text-sm font-medium text-slate-600">
        {t('previewTitle')}
      </h3>
      <p className="font-semibold break-words" data-testid="payout-preview-line">
        {line}
      </p>
      <p className={`text-sm ${warn ? 'text-amber-900' : 'text-slate-600'}`}>{hint}</p>
      {sandbox && <p className="text-xs text-slate-500">{t('sandboxSimulated')}</p>}
    </section>
  );
}
