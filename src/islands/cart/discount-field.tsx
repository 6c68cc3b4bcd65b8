/** @jsxImportSource preact */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { OrderPageDiscountAnswer } from '../../lib/contracts/discount.ts';
import { errorText } from '../../lib/error-text.ts';
import { formatMoney } from '../../lib/format.ts';
import { ApiError, checkDiscount } from './api.ts';
import { tFor, useCartT } from './i18n.ts';
import { inputClass, PageField } from './page-field.tsx';

/** A code the server accepted for this page, re-priced locally as the goods change (lib/discount-code.ts). */
export type AppliedCode = OrderPageDiscountAnswer;

type Props = {
  token: string;
  currency: string;
  /** The goods' total as the page adds it up now. */
  subtotal: number;
  applied: AppliedCode | null;
  onApplied: (code: AppliedCode | null) => void;
  /** A refusal of the code when the order was sent (the server checks it again then). */
  serverError: string | null;
};

/**
 * "Have a discount code?": typed in any case, checked by the server when the customer taps Apply
 * (nothing is used until the order is sent). A link may carry the code (`&code=SAVE10`, from a
 * campaign or the chat); it is then checked as the page opens.
 */
export function DiscountField({ token, currency, subtotal, applied, onApplied, serverError }: Props) {
  const { lang, t } = useCartT();
  const [text, setText] = useState(() => new URLSearchParams(globalThis.location?.search ?? '').get('code') ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const money = (n: number) => formatMoney(n, currency);

  const apply = async () => {
    const tl = tFor(lang);
    if (!text.trim()) return setError(tl('discountEmpty'));
    setBusy(true);
    setError(null);
    try {
      onApplied(await checkDiscount(token, lang, { code: text, subtotal }));
    } catch (e) {
      onApplied(null);
      setError(e instanceof ApiError ? errorText(e, tl('loadFailedText')) : tl('loadFailedText'));
    } finally {
      setBusy(false);
    }
  };
  // A code that came with the link is checked once, as the page opens.
  const fromLink = useRef(Boolean(text));
  useEffect(() => {
    if (fromLink.current) void apply();
    fromLink.current = false;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const problem =
    serverError ??
    error ??
    (applied && subtotal < applied.min_order ? t('discountBelowMin', { min: money(applied.min_order) }) : null);
  return (
    <section aria-labelledby="discount-title" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <PageField
        id="discount-code"
        wrapperId="field-discount"
        label={<span id="discount-title">{t('discountTitle')}</span>}
      >
        {applied ? (
          <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
            <p data-testid="discount-applied" className="min-w-0 text-sm font-medium text-emerald-700">
              {t('discountApplied', { code: applied.code, amount: money(applied.amount) })}
            </p>
            <button
              type="button"
              onClick={() => {
                onApplied(null);
                setText('');
              }}
              className="h-9 px-2 text-sm font-semibold text-brand-700"
            >
              {t('discountRemove')}
            </button>
          </div>
        ) : (
          <div className="flex gap-2">
            <input
              id="discount-code"
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellcheck={false}
              maxLength={64}
              value={text}
              placeholder={t('discountPlaceholder')}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? 'discount-error' : undefined}
              onInput={(e) => {
                setText(e.currentTarget.value);
                setError(null);
              }}
              onKeyDown={(e) => {
                // Enter applies the code instead of sending the order.
                if (e.key === 'Enter') {
                  e.preventDefault();
                  void apply();
                }
              }}
              className={`${inputClass(Boolean(problem))} min-w-0 flex-1 uppercase`}
            />
            <button
              type="button"
              onClick={() => void apply()}
              disabled={busy}
              aria-busy={busy || undefined}
              className="mt-1 h-11 shrink-0 rounded-lg border border-brand-600 px-4 font-semibold text-brand-700 disabled:opacity-60"
            >
              {busy ? t('discountChecking') : t('discountApply')}
            </button>
          </div>
        )}
        {problem && (
          <p id="discount-error" role="alert" className="mt-1 text-sm text-red-700">
            {problem}
          </p>
        )}
      </PageField>
    </section>
  );
}
