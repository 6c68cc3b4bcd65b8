import { useState, type FormEvent } from 'react';
import { Button } from '../../../../ui/button.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { formError } from '../../lib/form-error.ts';
import { useTestMessage } from './api.ts';
import { useConnectT } from './use-connect-t.ts';

/** Sends one text from the connected number and shows what WhatsApp said. */
export function TestMessageForm() {
  const t = useConnectT();
  const test = useTestMessage();
  const [to, setTo] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (to.trim()) test.mutate(to.trim());
  };
  const error = formError(test.error);
  return (
    <section className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-6" aria-labelledby="wa-test">
      <div>
        <h2 id="wa-test" className="font-semibold">
          {t('testTitle')}
        </h2>
        <p className="text-sm text-slate-600">{t('testHint')}</p>
      </div>
      <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <TextField
          containerClassName="flex-1"
          label={t('testTo')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={t('testPlaceholder')}
          required
          value={to}
          onChange={(e) => setTo(e.target.value)}
        />
        <Button type="submit" loading={test.isPending}>
          {t('testSend')}
        </Button>
      </form>
      <div aria-live="polite">
        {test.data && (
          <p className="rounded-md bg-green-50 p-3 text-sm text-green-800">
            {t('testSent', { to: test.data.to })}
            {test.data.wamid && (
              <span className="mt-1 block font-mono text-xs break-all text-green-700">
                {t('testMessageId', { id: test.data.wamid })}
              </span>
            )}
          </p>
        )}
        {error && (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-700">
            {error.message}
          </p>
        )}
      </div>
    </section>
  );
}
