import { useCallback, useEffect, useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { qr as en, type QrStrings } from '../../i18n/en/qr.ts';
import type { Locale } from '../../i18n/locales.ts';
import { localizePath } from '../../i18n/routes.ts';
import { qr as sw } from '../../i18n/sw/qr.ts';
import { tFor } from '../../i18n/use-t.ts';
import { typedBeforeHydration } from '../typed-before-hydration.ts';
import { CustomizePanel } from './customize-panel.tsx';
import { DEFAULT_TEMPLATE, designFromTemplate, TEMPLATE_IDS, type QrDesign, type TemplateId } from './qr-design.ts';
import { QrPreview } from './qr-preview.tsx';
import { ShopSearch, type FoundShop } from './shop-search.tsx';
import { TemplatePicker } from './template-picker.tsx';
import { useQrImage } from './use-qr-image.ts';
import { FieldHead } from './field-head.tsx';

const dicts = { en, sw };
type Result = { link: string; e164: string; digits: string; text: string };

/** The link logic carries libphonenumber's metadata: fetched when a number is first typed. */
const loadWaLink = () => import('../../lib/wa-link.ts');

function initialTemplate(params: URLSearchParams): TemplateId {
  const id = params.get('template');
  return (TEMPLATE_IDS as readonly string[]).includes(id ?? '') ? (id as TemplateId) : DEFAULT_TEMPLATE;
}

/** `children`: the example code the page drew at build time, shown until the visitor's own is drawn. */
export function QrGenerator({ lang, mode, children }: { lang: Locale; mode: 'quick' | 'full'; children?: ReactNode }) {
  const t = useMemo(() => tFor<QrStrings>(dicts, lang), [lang]);
  const [phone, setPhone] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<'required' | 'invalid' | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [template, setTemplate] = useState<TemplateId | null>(DEFAULT_TEMPLATE);
  const [design, setDesign] = useState<QrDesign>(() => designFromTemplate(DEFAULT_TEMPLATE));
  const [cta, setCta] = useState(() => t('ctaDefault'));
  const [attempt, setAttempt] = useState(0);
  const ids = { phone: useId(), phoneHint: useId(), phoneError: useId(), message: useId(), messageHint: useId() };
  // The island hydrates on the first touch (client:interaction), so the visitor may have typed a
  // few characters into the server-rendered form by then: they are kept.
  const [typed] = useState(() => typedBeforeHydration({ phone: ids.phone, message: ids.message }));

  const generate = useCallback(
    async (rawPhone: string, rawMessage: string) => {
      const { normalizeWhatsAppNumber, buildWaLink, resolveWelcomeMessage } = await loadWaLink();
      const number = normalizeWhatsAppNumber(rawPhone);
      if (!number.ok) {
        setError(number.error);
        return;
      }
      const text = resolveWelcomeMessage(rawMessage, t('defaultMessage'));
      setError(null);
      setResult({ link: buildWaLink(number.digits, text), e164: number.e164, digits: number.digits, text });
    },
    [t],
  );

  // Links from the directory and the dashboard arrive as /qr-code?phone=<digits>, and so does a
  // form sent before this island woke up (a plain GET of the same page): both draw at once.
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const id = initialTemplate(params);
    setTemplate(id);
    setDesign(designFromTemplate(id));
    const p = params.get('phone') ?? typed.phone ?? '';
    const m = params.get('text') ?? typed.message ?? '';
    setPhone(p);
    setMessage(m);
    if (params.has('phone')) void generate(p, m);
  }, [generate, typed]);

  const title = result ? t('previewAlt', { phone: result.e164 }) : '';
  const image = useQrImage(result?.link ?? null, design, cta, title, attempt);

  function submit(event: FormEvent) {
    event.preventDefault();
    void generate(phone, message);
  }

  function pickShop(shop: FoundShop) {
    setPhone(`+${shop.digits}`);
    void generate(`+${shop.digits}`, message);
  }

  function pickTemplate(id: TemplateId) {
    setTemplate(id);
    setDesign((current) => designFromTemplate(id, current.logo));
  }

  const customizeHref = result
    ? `${localizePath('/customize-qr', lang)}?${new URLSearchParams({ phone: result.digits, text: result.text, template: template ?? DEFAULT_TEMPLATE })}`
    : localizePath('/customize-qr', lang);
  const fieldClass = 'mt-1 block w-full rounded-lg border px-3 text-base';

  // On phones the preview follows the number form; on wide screens it sits in its own column.
  const left = 'md:col-start-1';
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,22rem)] lg:gap-x-10">
      <form
        noValidate
        onSubmit={submit}
        className={`${left} rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6`}
        aria-labelledby={`${ids.phone}-title`}
      >
        <h2 id={`${ids.phone}-title`} className="text-xl font-bold text-ink">
          {t('generatorTitle')}
        </h2>
        <div className="mt-4">
          <FieldHead id={ids.phone} hintId={ids.phoneHint} label={t('phoneLabel')} hint={t('phoneHint')} />
          <input
            id={ids.phone}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={phone}
            placeholder={t('phonePlaceholder')}
            onFocus={() => void loadWaLink()}
            onChange={(e) => setPhone(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${ids.phoneHint}${error ? ` ${ids.phoneError}` : ''}`}
            className={`${fieldClass} min-h-11 ${error ? 'border-red-600' : 'border-slate-300'}`}
          />
          {error && (
            <p id={ids.phoneError} role="alert" className="mt-1 text-sm font-medium text-red-700">
              {t(error === 'required' ? 'phoneRequired' : 'phoneInvalid')}
            </p>
          )}
        </div>
        <div className="mt-4">
          <FieldHead id={ids.message} hintId={ids.messageHint} label={t('messageLabel')} hint={t('messageHint')} />
          <textarea
            id={ids.message}
            name="text"
            rows={3}
            maxLength={500}
            value={message}
            placeholder={t('defaultMessage')}
            onChange={(e) => setMessage(e.target.value)}
            aria-describedby={ids.messageHint}
            className={`${fieldClass} border-slate-300 py-2`}
          />
        </div>
        <button
          type="submit"
          className="mt-4 min-h-11 w-full rounded-lg bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700 sm:w-auto"
        >
          {t('generate')}
        </button>
      </form>
      <div className="md:col-start-2 md:row-span-3 md:row-start-1">
        <QrPreview t={t} image={image} result={result} onRetry={() => setAttempt((n) => n + 1)} sample={children} />
      </div>
      <div className={left}>
        <ShopSearch t={t} onPick={pickShop} />
      </div>
      <div className={`${left} rounded-2xl border border-slate-200 bg-white p-4 sm:p-6`}>
        <TemplatePicker t={t} value={template} onPick={pickTemplate} />
        {mode === 'full' && (
          <div className="mt-6">
            <CustomizePanel
              t={t}
              design={design}
              cta={cta}
              onCta={setCta}
              onDesign={(patch) => {
                setTemplate(null);
                setDesign((current) => ({ ...current, ...patch }));
              }}
            />
          </div>
        )}
        {mode === 'quick' && (
          <a
            href={customizeHref}
            className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4"
          >
            {t('customizeLink')}
          </a>
        )}
      </div>
    </div>
  );
}
