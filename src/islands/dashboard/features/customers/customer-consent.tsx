import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { $language } from '../../../../i18n/language.ts';
import type { ConsentChannel } from '../../../../lib/consent-schemas.ts';
import { formatDate } from '../../../../lib/format.ts';
import { InnerSpinner } from '../../../../ui/spinner.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { toast } from '../../../../ui/toast-store.ts';
import { consentHistoryQuery, consentQuery, useSetConsent, type CustomerConsent } from './consent-api.ts';
import { useConsentT, type ConsentT } from './use-consent-t.ts';

type Channel = CustomerConsent['channels'][number];

/**
 * On a customer's page: a switch per channel (SMS, WhatsApp) for offers, where each consent came
 * from, when, and the words the customer saw or said; the history of changes below. Opting out on
 * one channel stops campaigns on all, and the block says so.
 */
export function CustomerConsentBlock({ customerId, canUpdate }: { customerId: string; canUpdate: boolean }) {
  const t = useConsentT();
  const consent = useQuery(consentQuery(customerId));
  const [words, setWords] = useState('');
  const setConsent = useSetConsent(customerId);

  const flip = (channel: ConsentChannel, on: boolean) =>
    setConsent.mutate(
      { channel, state: on ? 'opted_in' : 'opted_out', words: words.trim() },
      {
        onSuccess: () => {
          setWords('');
          toast({ title: t('saved'), variant: 'success' });
        },
        onError: () => toast({ title: t('saveFailed'), variant: 'danger' }),
      },
    );

  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6" data-testid="customer-consent">
      <h2 className="font-semibold">{t('title')}</h2>
      <p className="mt-1 text-xs text-slate-600">{t('intro')}</p>
      {consent.isPending ? (
        <InnerSpinner />
      ) : consent.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {t('loadFailed')}
        </p>
      ) : (
        <>
          {consent.data.opted_out_anywhere && (
            <p
              className="mt-3 rounded-md bg-amber-50 p-2 text-sm text-amber-900"
              data-testid="consent-opted-out-anywhere"
            >
              {t('optedOutAnywhere')}
            </p>
          )}
          <ul className="mt-2 divide-y divide-slate-100">
            {consent.data.channels.map((ch) => (
              <ChannelRow
                key={ch.channel}
                t={t}
                channel={ch}
                disabled={!canUpdate || setConsent.isPending}
                onFlip={(on) => flip(ch.channel, on)}
              />
            ))}
          </ul>
          {canUpdate && (
            <TextField
              label={t('wordsLabel')}
              placeholder={t('wordsPlaceholder')}
              maxLength={500}
              value={words}
              onChange={(e) => setWords(e.target.value)}
              containerClassName="mt-2"
            />
          )}
        </>
      )}
      <ConsentHistory customerId={customerId} t={t} />
    </section>
  );
}

function ChannelRow({
  t,
  channel: ch,
  disabled,
  onFlip,
}: {
  t: ConsentT;
  channel: Channel;
  disabled: boolean;
  onFlip: (on: boolean) => void;
}) {
  const lang = useStore($language);
  const on = ch.state === 'opted_in';
  const name = t(`channel_${ch.channel}`);
  const label = t('switchLabel', { channel: name });
  return (
    <li className="py-3" data-testid={`consent-${ch.channel}`}>
      <div className="flex items-center justify-between gap-3">
        <span className="min-w-0">
          <span className="block text-sm font-medium">{label}</span>
          <span
            className={`block text-xs ${ch.state === 'opted_out' ? 'text-red-700' : 'text-slate-600'}`}
            data-testid="consent-state"
          >
            {t(`state_${ch.state}`)}
          </span>
        </span>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-label={label}
          disabled={disabled}
          onClick={() => onFlip(!on)}
          className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors disabled:cursor-not-allowed disabled:opacity-50 ${on ? 'bg-brand-600' : 'bg-slate-300'}`}
        >
          <span
            aria-hidden="true"
            className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-6' : 'translate-x-1'}`}
          />
        </button>
      </div>
      {ch.source && ch.at && (
        <p className="mt-1 text-xs text-slate-600">
          {t('sourceAt', { source: t(`source_${ch.source}`), when: formatDate(ch.at, 'D MMM YYYY, HH:mm', lang) })}
        </p>
      )}
      {ch.words && <p className="mt-0.5 text-xs break-words text-slate-700">{t('words', { words: ch.words })}</p>}
    </li>
  );
}

function ConsentHistory({ customerId, t }: { customerId: string; t: ConsentT }) {
  const lang = useStore($language);
  const [open, setOpen] = useState(false);
  const history = useQuery({ ...consentHistoryQuery(customerId), enabled: open });
  return (
    <details className="mt-3 text-sm" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="min-h-11 cursor-pointer py-2 font-medium text-brand-700">{t('history')}</summary>
      {history.isPending && open ? (
        <InnerSpinner />
      ) : history.data && history.data.items.length === 0 ? (
        <p className="text-slate-600">{t('historyEmpty')}</p>
      ) : (
        <ol className="divide-y divide-slate-100" data-testid="consent-history">
          {history.data?.items.map((e) => (
            <li key={e.id} className="py-2">
              <p>
                <span className="font-medium">{t(`channel_${e.channel}`)}</span> · {t(`state_${e.state}`)}
              </p>
              <p className="text-xs text-slate-600">
                {t('sourceAt', { source: t(`source_${e.source}`), when: formatDate(e.at, 'D MMM YYYY, HH:mm', lang) })}
                {e.by_name && <> · {t('historyBy', { name: e.by_name })}</>}
              </p>
              {e.words && <p className="text-xs break-words text-slate-700">{t('words', { words: e.words })}</p>}
            </li>
          ))}
        </ol>
      )}
    </details>
  );
}
