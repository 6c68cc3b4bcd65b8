/** @jsxImportSource preact */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { OrderPayment } from '../../lib/contracts/order-payment.ts';
import { stillWaiting, stoppedWaiting } from '../../lib/payment-wait.ts';
import { useCartT } from './i18n.ts';
import { card, localPhone } from './pay-styles.ts';

// Every 2.5 s while the answers come; after a failed poll the wait doubles (to 20 s at most) and
// the screen says the connection is lost, then goes back to 2.5 s once an answer comes again.
const POLL_MS = 2500;
const MAX_POLL_MS = 20_000;

type Props = {
  /** One read of the payment: the order page's or the statement page's route (same answer). */
  poll: (id: string, lang: string) => Promise<OrderPayment>;
  payment: OrderPayment;
  amount: string;
  onFinal: (payment: OrderPayment) => void;
};

export { stillWaiting, stoppedWaiting };

/** "Check your phone": updates by itself until the payment is settled or our wait is over. */
export function PayWaiting({ poll, payment, amount, onFinal }: Props) {
  const { lang, t } = useCartT();
  const [offline, setOffline] = useState(false);
  // Read at each poll: a language switch or a new parent callback must not restart the schedule.
  const latest = useRef({ lang, onFinal, poll });
  latest.current = { lang, onFinal, poll };

  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout>;
    const tick = (delay: number) => {
      timer = setTimeout(async () => {
        try {
          const now = await latest.current.poll(payment.id, latest.current.lang);
          if (!live) return;
          setOffline(false);
          // Settled, or our wait is over (even before the server's sweeper has said so): the
          // parent shows how it ended, or that we stopped waiting (never "expired" on a guess).
          if (!stillWaiting(now)) return latest.current.onFinal(now);
          tick(POLL_MS);
        } catch {
          if (!live) return;
          setOffline(true);
          tick(Math.min(MAX_POLL_MS, delay * 2));
        }
      }, delay);
    };
    tick(POLL_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [payment.id]);

  return (
    <section className={card} aria-live="polite">
      <div className="flex items-center gap-3">
        <div
          aria-hidden="true"
          className="h-8 w-8 shrink-0 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600"
        />
        <h2 className="text-lg font-semibold" data-testid="pay-waiting">
          {t('payWaitingTitle')}
        </h2>
      </div>
      <p className="mt-3 text-base font-medium">{t('payWaitingText', { amount })}</p>
      <p className="mt-1 text-sm text-slate-600">{t('payWaitingHint', { phone: localPhone(payment.phone) })}</p>
      {offline && (
        <p role="status" className="mt-2 text-sm text-amber-700">
          {t('payOffline')}
        </p>
      )}
      {payment.sandbox_url && (
        <div className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3">
          <a
            href={`${payment.sandbox_url}?lang=${lang}`}
            target="_blank"
            rel="noopener"
            className="flex min-h-11 w-full items-center justify-center rounded-lg border border-amber-400 bg-white px-4 py-2 text-center font-semibold text-amber-900 hover:bg-amber-100"
          >
            {t('paySandbox')}
          </a>
          <p className="mt-2 text-center text-xs text-amber-800">{t('paySandboxNote')}</p>
        </div>
      )}
    </section>
  );
}
