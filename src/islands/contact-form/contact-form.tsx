import { useEffect, useRef, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { contactForm as en } from '../../i18n/en/contact-form.ts';
import type { Locale } from '../../i18n/locales.ts';
import { contactForm as sw } from '../../i18n/sw/contact-form.ts';
import { tFor } from '../../i18n/use-t.ts';
import {
  CONTACT_LIMITS,
  validateContact,
  type ContactErrors,
  type ContactField,
  type ContactInput,
} from '../../lib/contact.ts';
import { FormField, INPUT_CLASS } from './form-field.tsx';
import { submitContact } from './submit-contact.ts';
import { typedBeforeHydration } from '../typed-before-hydration.ts';

// Contact form (spec 2.3): checked in the browser with the same rules the server applies, then
// posted as JSON. The language comes from the page (its URL), not from the store.
type Status = 'idle' | 'sending' | 'sent' | 'failed' | 'rate-limited' | 'invalid';
const EMPTY: ContactInput = { name: '', email: '', phone: '', message: '', website: '' };
const FIELDS: ContactField[] = ['name', 'email', 'phone', 'message'];

export function ContactForm({ lang }: { lang: Locale }) {
  const t = tFor({ en, sw }, lang);
  const [values, setValues] = useState<ContactInput>(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [status, setStatus] = useState<Status>('idle');
  const [hydrated, setHydrated] = useState(false);
  const statusRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // The island hydrates on the visitor's first interaction (client:interaction), so a fast typist
  // may be a few letters ahead of it: those letters are kept.
  const [typed] = useState(() =>
    typedBeforeHydration({
      name: 'contact-name',
      email: 'contact-email',
      phone: 'contact-phone',
      message: 'contact-message',
    }),
  );
  useEffect(() => {
    setHydrated(true);
    if (Object.keys(typed).length > 0) setValues((current) => ({ ...current, ...typed }));
  }, [typed]);

  const update = (field: keyof ContactInput) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
    // Once a field has been flagged, re-check it as the visitor types so the message goes away.
    if (field !== 'website' && errors[field]) {
      const result = validateContact({ ...values, [field]: value });
      setErrors((current) => ({ ...current, [field]: result.ok ? undefined : result.errors[field] }));
    }
  };

  const focusFirstError = (found: ContactErrors) => {
    const first = FIELDS.find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`#contact-${first}`)?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateContact(values);
    if (!result.ok) {
      setErrors(result.errors);
      setStatus('invalid');
      focusFirstError(result.errors);
      return;
    }
    setErrors({});
    setStatus('sending');
    const answer = await submitContact({ ...values, lang });
    if (answer.status === 'invalid') {
      setErrors(answer.errors);
      setStatus('invalid');
      focusFirstError(answer.errors);
      return;
    }
    setStatus(answer.status === 'sent' ? 'sent' : answer.status);
    if (answer.status === 'sent') setValues(EMPTY);
    statusRef.current?.focus();
  };

  if (status === 'sent') {
    return (
      <div
        ref={statusRef}
        tabIndex={-1}
        role="status"
        data-testid="contact-success"
        className="rounded-2xl border border-emerald-300 bg-emerald-50 p-6 text-emerald-950"
      >
        <p className="font-semibold">{t('success')}</p>
        <button
          type="button"
          onClick={() => setStatus('idle')}
          className="mt-4 min-h-11 rounded-lg border border-emerald-700 px-4 font-semibold text-emerald-900 hover:bg-emerald-100"
        >
          {t('sendAnother')}
        </button>
      </div>
    );
  }

  // Name, email and phone: one line input each, told apart by their attributes.
  const input = (
    field: 'name' | 'email' | 'phone',
    attributes: InputHTMLAttributes<HTMLInputElement>,
    hint?: string,
  ) => (
    <FormField name={field} label={t(`${field}Label`)} hint={hint} error={errors[field] && t(errors[field])}>
      {(p) => <input {...p} {...attributes} value={values[field]} onChange={update(field)} className={INPUT_CLASS} />}
    </FormField>
  );
  const banner =
    status === 'invalid'
      ? t('fixErrors')
      : status === 'failed'
        ? t('failure')
        : status === 'rate-limited'
          ? t('rateLimited')
          : '';
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      className="grid gap-5"
      data-testid="contact-form"
      aria-busy={status === 'sending'}
    >
      <div
        ref={statusRef}
        tabIndex={-1}
        role="alert"
        className={
          banner ? 'rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-800' : 'sr-only'
        }
      >
        {banner}
      </div>
      {input('name', { type: 'text', autoComplete: 'name', maxLength: CONTACT_LIMITS.nameMax + 20 })}
      {input('email', { type: 'email', autoComplete: 'email', inputMode: 'email' })}
      {input('phone', { type: 'tel', autoComplete: 'tel', inputMode: 'tel' }, t('phoneHint'))}
      <FormField
        name="message"
        label={t('messageLabel')}
        hint={t('messageHint', { count: values.message.trim().length })}
        error={errors.message && t(errors.message)}
      >
        {(p) => (
          <textarea {...p} rows={6} value={values.message} onChange={update('message')} className={INPUT_CLASS} />
        )}
      </FormField>
      {/* Honeypot: hidden from people and screen readers; bots that fill it are dropped by the server. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">{t('honeypotLabel')}</label>
        <input
          id="contact-website"
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={update('website')}
        />
      </div>
      <button
        type="submit"
        disabled={!hydrated || status === 'sending'}
        className="min-h-11 justify-self-start rounded-lg bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {status === 'sending' ? t('sending') : t('submit')}
      </button>
    </form>
  );
}
