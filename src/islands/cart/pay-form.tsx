/** @jsxImportSource preact */
import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { NETWORK_NAMES, suggestNetwork, type Network } from '../../lib/mobile-money.ts';
import type { OrderPayment } from '../../lib/contracts/order-payment.ts';
import { ApiError } from './api.ts';
import { useCartT } from './i18n.ts';
import { inputClass as field, PageField } from './page-field.tsx';
import { primary } from './pay-styles.ts';

type Normalize = (raw: string) => string | null;
type Props = {
  /** Asks for the push: the order page's or the statement page's route (same answer). */
  start: (lang: string, body: { phone: string; network: Network }) => Promise<OrderPayment>;
  networks: Network[];
  defaultPhone: string;
  onStarted: (payment: OrderPayment) => void;
  /** The server refused for a reason of the order's (paid meanwhile, a push already waiting). */
  onRefused: () => void;
  /** Fields of the caller's own above the phone (the statement page's amount). */
  children?: ComponentChildren;
};

/**
 * Phone (any local form) and wallet, suggested from the number's prefix and changeable. Shared by
 * the order page and the statement page (islands/statement), which differ only in what they pay.
 */
export function PayForm({ start, networks, defaultPhone, onStarted, onRefused, children }: Props) {
  const { lang, t } = useCartT();
  const [phone, setPhone] = useState(defaultPhone);
  const [chosen, setChosen] = useState<Network | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  // The project's phone reader, in its light form (the server checks again): loaded on demand.
  const [normalize, setNormalize] = useState<Normalize | null>(null);
  useEffect(() => {
    void import('../../lib/phone-light.ts').then((m) => setNormalize(() => m.normalizePhoneLight));
  }, []);

  const e164 = normalize ? normalize(phone) : null;
  const suggested = e164 ? suggestNetwork(e164) : null;
  const network = chosen ?? (suggested && networks.includes(suggested) ? suggested : networks[0]!);

  const send = async (e: Event) => {
    e.preventDefault();
    if (inFlight.current) return;
    if (normalize && !e164) {
      setProblem(t('payPhoneInvalid'));
      return;
    }
    inFlight.current = true;
    setSending(true);
    setProblem(null);
    try {
      onStarted(await start(lang, { phone: e164 ?? phone, network }));
    } catch (error) {
      const message = error instanceof ApiError ? error.body?.message : undefined;
      setProblem(message ?? t('loadFailedText'));
      if (error instanceof ApiError && error.status === 409) onRefused();
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  return (
    <form onSubmit={send} className="mt-3 space-y-3" noValidate>
      {children}
      <PageField id="pay-phone" label={t('payPhone')}>
        <input
          id="pay-phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={40}
          placeholder="0754 123 456"
          value={phone}
          onInput={(e) => {
            setPhone(e.currentTarget.value);
            setChosen(null);
          }}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'pay-problem' : undefined}
          className={field(!!problem)}
        />
      </PageField>
      <PageField id="pay-network" label={t('payNetwork')}>
        <select
          id="pay-network"
          value={network}
          onChange={(e) => setChosen(e.currentTarget.value as Network)}
          aria-describedby="pay-network-hint"
          className={field(false)}
        >
          {networks.map((n) => (
            <option key={n} value={n}>
              {NETWORK_NAMES[n]}
            </option>
          ))}
        </select>
        <p id="pay-network-hint" className="mt-1 text-xs text-slate-500">
          {t('payNetworkHint')}
        </p>
      </PageField>
      {problem && (
        <p id="pay-problem" role="alert" className="text-sm text-red-600">
          {problem}
        </p>
      )}
      <button type="submit" disabled={sending} className={primary}>
        {sending ? t('paySending') : t('paySend')}
      </button>
    </form>
  );
}
