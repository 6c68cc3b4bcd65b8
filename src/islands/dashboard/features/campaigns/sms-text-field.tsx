import { useRef } from 'react';
import { Textarea } from '../../../../ui/textarea.tsx';
import { SMS_VARIABLES } from '../../../../lib/sms-text.ts';
import { checkSms } from './sms-count.ts';
import type { CampaignsT } from './use-campaigns-t.ts';

/**
 * One language's SMS text with the variable buttons and the live counter: characters, GSM-7 or
 * UCS-2, and parts, counted as the longest customer would get it (the opt-out hint included).
 */
export function SmsTextField({
  language,
  value,
  onChange,
  error,
  t,
}: {
  language: 'en' | 'sw';
  value: string;
  onChange: (value: string) => void;
  error?: string;
  t: CampaignsT;
}) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const check = checkSms(value, language);

  const insert = (variable: string) => {
    const token = `{${variable}}`;
    const el = ref.current;
    const start = el?.selectionStart ?? value.length;
    const end = el?.selectionEnd ?? value.length;
    onChange(value.slice(0, start) + token + value.slice(end));
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  return (
    <div className="space-y-2">
      <Textarea
        ref={ref}
        label={t(`smsText_${language}`)}
        value={value}
        rows={4}
        maxLength={1000}
        error={error}
        onChange={(e) => onChange(e.target.value)}
      />
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t('insert')}>
        <span className="text-xs text-slate-500">{t('insert')}:</span>
        {SMS_VARIABLES.map((v) => (
          <button
            key={v}
            type="button"
            className="min-h-9 rounded-md border border-slate-300 bg-white px-2 font-mono text-xs hover:bg-slate-50"
            title={t(`var_${v}`)}
            onClick={() => insert(v)}
          >
            {`{${v}}`}
            <span className="sr-only"> {t(`var_${v}`)}</span>
          </button>
        ))}
      </div>
      {check && (
        <div className="text-xs text-slate-600" aria-live="polite" data-testid={`sms-counter-${language}`}>
          <p className={check.tooLong ? 'font-medium text-red-700' : 'font-medium'}>
            {t('counterLine', {
              length: check.length,
              encoding: t(`encoding_${check.encoding}`),
              parts: check.parts,
            })}
          </p>
          <p>{t('counterRemaining', { remaining: check.remaining })}</p>
          {check.encoding === 'ucs2' && <p className="text-amber-800">{t('ucs2Why')}</p>}
          <p className="text-slate-500">{t('counterHint')}</p>
        </div>
      )}
    </div>
  );
}
