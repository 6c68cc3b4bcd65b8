import type { PaymentStatus } from '../../../../lib/mobile-money.ts';
import type { PayoutStatus } from '../../../../lib/transaction-schemas.ts';
import { Button } from '../../../../ui/button.tsx';
import { toast } from '../../../../ui/toast-store.ts';
import { generalError } from '../../lib/form-error.ts';
import { useAskProviderAgain } from '../../lib/payment-recheck-api.ts';
import { useAskProviderAboutPayout } from '../../lib/payout-recheck-api.ts';
import type { ReconciliationT } from '../../lib/use-refunds-t.ts';
import { useReconciliationT } from '../../lib/use-refunds-t.ts';

// "Ask the provider again" on a payment or payout that is not confirmed yet (issue 25): the button,
// then what came of it in words below it. Shown only to who may act (transactions → create, as
// the server enforces); the lists are read again by the hooks. Any answer but "unknown" takes the
// item off its list (to pending, or settled) and these words with it, so it is said in a toast too.
const sayIfMoved = (words: string, status: string) => {
  if (status !== 'unknown') toast({ title: words, variant: 'success' });
};

const paymentWords = (t: ReconciliationT, status: PaymentStatus) =>
  status === 'succeeded'
    ? t('asked_paid')
    : status === 'failed' || status === 'expired'
      ? t('asked_failed')
      : t('asked_unconfirmed');

const payoutWords = (t: ReconciliationT, status: PayoutStatus) =>
  status === 'paid'
    ? t('payout_asked_paid')
    : status === 'failed'
      ? t('payout_asked_failed')
      : status === 'reversed'
        ? t('payout_reversed')
        : t('asked_unconfirmed');

function Asked({
  pending,
  words,
  error,
  onAsk,
}: {
  pending: boolean;
  words: string | null;
  error: unknown;
  onAsk: () => void;
}) {
  const t = useReconciliationT();
  return (
    <div className="mt-2 space-y-1">
      <Button size="sm" variant="secondary" loading={pending} onClick={onAsk}>
        {t('askAgain')}
      </Button>
      <p role="status" className="text-sm break-words text-slate-700">
        {pending ? null : error ? (
          <span className="text-red-700">{generalError(error, []) ?? t('loadFailed')}</span>
        ) : (
          words
        )}
      </p>
    </div>
  );
}

export function AskAboutPayment({ paymentId, orderId }: { paymentId: string; orderId: string | null }) {
  const t = useReconciliationT();
  const ask = useAskProviderAgain();
  return (
    <Asked
      pending={ask.isPending}
      error={ask.error}
      words={ask.data ? paymentWords(t, ask.data.status) : null}
      onAsk={() =>
        ask.mutate({ paymentId, orderId }, { onSuccess: (a) => sayIfMoved(paymentWords(t, a.status), a.status) })
      }
    />
  );
}

export function AskAboutPayout({ payoutId }: { payoutId: string }) {
  const t = useReconciliationT();
  const ask = useAskProviderAboutPayout();
  return (
    <Asked
      pending={ask.isPending}
      error={ask.error}
      words={ask.data ? payoutWords(t, ask.data.status) : null}
      onAsk={() =>
        ask.mutate(payoutId, {
          onSuccess: (a) => sayIfMoved(payoutWords(t, a.status), a.status),
        })
      }
    />
  );
}
