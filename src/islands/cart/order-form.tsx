/** @jsxImportSource preact */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { formatMoney } from '../../lib/format.ts';
import { errorText } from '../../lib/error-text.ts';
import {
  formProblems,
  formTotal,
  initialForm,
  needsPhone,
  submitBody,
  type OrderForm as Form,
} from '../../lib/order-page-form.ts';
import type { OrderPageCart, OrderPageSubmitted } from '../../lib/contracts/order-page.ts';
import type { LineChoice } from '../../lib/order-page-pricing.ts';
import { toast } from '../../ui/toast-store.ts';
import { ApiError, sendOrder } from './api.ts';
import { CustomerFields } from './customer-fields.tsx';
import { DeliveryFields } from './delivery-fields.tsx';
import { Footer, LanguageSwitch } from './frame.tsx';
import { tFor, useCartT } from './i18n.ts';
import { offersTick as offersEn } from '../../i18n/en/offers-tick.ts';
import { offersTick as offersSw } from '../../i18n/sw/offers-tick.ts';
import { ProductCard, SummaryLine } from './product-card.tsx';
import { DiscountField, type AppliedCode } from './discount-field.tsx';
import { discountAmount } from '../../lib/discount-code.ts';

type Props = {
  cart: OrderPageCart;
  token: string;
  onDone: (result: OrderPageSubmitted) => void;
  onGone: (reason: 'expired' | 'used' | 'invalid', message?: string) => void;
};

// Server fields that map onto one of the page's fields (for the red outline after a refusal).
const SERVER_FIELDS: Record<string, string> = {
  customer_phone: 'phone',
  delivery_address: 'address',
  delivery_location: 'address',
};

type Normalize = (raw: string) => string | null;

export function OrderForm({ cart, token, onDone, onGone }: Props) {
  const { lang, t } = useCartT();
  const [form, setForm] = useState<Form>(() => initialForm(cart));
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  // "Send me offers" (issue 27): unticked until the customer ticks it; its words go with the consent.
  const [offers, setOffers] = useState(false);
  const offersText = lang === 'sw' ? offersSw : offersEn;
  // A second tap before the re-render must not send again (the server would answer 409 anyway).
  const inFlight = useRef(false);
  const [serverField, setServerField] = useState<{ field: string; message: string } | null>(null);
  // The phone reader (libphonenumber) is loaded only when the page has to ask for a number. Its
  // light one: the server checks the number's range again and names the field when it refuses.
  const [normalize, setNormalize] = useState<Normalize | null>(null);
  useEffect(() => {
    if (!needsPhone(cart)) return;
    void import('../../lib/phone-light.ts').then((m) => setNormalize(() => m.normalizePhoneLight));
  }, [cart]);

  const problems = useMemo(() => formProblems(cart, form, normalize), [cart, form, normalize]);
  const problemOf = (field: string) => {
    if (serverField?.field === field) return serverField.message;
    const p = tried ? problems.find((x) => x.field === field) : undefined;
    return p ? t(p.key as Parameters<typeof t>[0], p.params) : null;
  };
  const subtotal = formTotal(cart, form);
  // A code the server accepted, priced again as the goods change (the server prices it once more
  // when the order is sent; a basket below the code's minimum is refused there in words).
  const [code, setCode] = useState<AppliedCode | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const discount = code && subtotal >= code.min_order ? discountAmount(code.kind, code.value, subtotal) : 0;
  const total = subtotal - discount;
  const money = (n: number) => formatMoney(n, cart.currency);
  const update = (patch: Partial<Form>) => {
    setServerField(null);
    setForm((f) => ({ ...f, ...patch }));
  };
  const setLine = (i: number, patch: Partial<{ choice: LineChoice; removed: boolean }>) =>
    update({ lines: form.lines.map((l, j) => (j === i ? { ...l, ...patch } : l)) });

  const indexes = cart.products.map((_, i) => i);
  const customisable = indexes.filter((i) => cart.products[i]!.customisable && !form.lines[i]!.removed);
  const plain = indexes.filter((i) => !cart.products[i]!.customisable && !form.lines[i]!.removed);
  const removed = indexes.filter((i) => form.lines[i]!.removed);

  const submit = async (event: Event) => {
    event.preventDefault();
    if (inFlight.current) return;
    setTried(true);
    if (problems.length) {
      const first = problems[0]!;
      const el = document.getElementById(`field-${first.field}`);
      el?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      el?.querySelector<HTMLElement>('input, textarea')?.focus({ preventScroll: true });
      return;
    }
    const tl = tFor(lang);
    inFlight.current = true;
    setSending(true);
    try {
      const result = await sendOrder(token, lang, {
        ...submitBody(cart, form),
        ...(offers && { marketing_consent: lang }),
        ...(code && { discount_code: code.code }),
      });
      toast({ title: tl('submittedTitle'), description: tl('submittedText'), variant: 'success', duration: 3000 });
      onDone(result);
    } catch (error) {
      const message = error instanceof ApiError ? errorText(error, tl('loadFailedText')) : tl('loadFailedText');
      toast({ title: tl('errorTitle'), description: message, variant: 'danger' });
      if (
        error instanceof ApiError &&
        (error.status === 409 || error.status === 410) &&
        error.body?.code?.startsWith('order_link')
      ) {
        onGone(error.status === 410 ? 'expired' : 'used', message);
      } else if (error instanceof ApiError && error.body?.field === 'discount_code') {
        setCodeError(message);
        document.getElementById('field-discount')?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      } else if (error instanceof ApiError && error.body?.field && SERVER_FIELDS[error.body.field]) {
        setServerField({ field: SERVER_FIELDS[error.body.field]!, message });
      }
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="flex min-h-screen flex-col bg-slate-50">
      <div className="mx-auto flex w-full max-w-xl items-center justify-end px-4 pt-3">
        <LanguageSwitch />
      </div>
      {customisable.length === 0 && <h1 className="sr-only">{t('yourOrder')}</h1>}
      {customisable.length > 0 && (
        <header className="mx-auto flex w-full max-w-xl items-center gap-3 px-4 pt-2 pb-4">
          {cart.logo_url ? (
            <img
              src={cart.logo_url}
              alt=""
              width={48}
              height={48}
              className="h-12 w-12 shrink-0 rounded-full border border-slate-200 bg-white object-cover"
            />
          ) : (
            <div
              aria-hidden="true"
              className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-600 text-lg font-bold text-white"
            >
              {cart.shop_name.trim().charAt(0).toUpperCase()}
            </div>
          )}
          <div className="min-w-0">
            <p className="truncate text-lg font-semibold">{cart.shop_name}</p>
            {/* No number yet: the shop's order number (the one the chat and the dashboard use) comes when it is sent. */}
            <h1 className="text-sm text-slate-600">{t('yourOrder')}</h1>
          </div>
        </header>
      )}

      <main className="mx-auto w-full max-w-xl flex-1 space-y-4 px-4 pb-32">
        {cart.unavailable.length > 0 && (
          <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-800">
            {t('unavailable', { names: cart.unavailable.map((u) => u.name).join(', ') })}
          </p>
        )}
        {customisable.length > 0 && (
          <section aria-labelledby="customise-title" className="space-y-3">
            <h2 id="customise-title" className="font-semibold">
              {t('customiseTitle')}
            </h2>
            {customisable.map((i) => (
              <ProductCard
                key={i}
                product={cart.products[i]!}
                choice={form.lines[i]!.choice}
                currency={cart.currency}
                problem={problemOf(`line.${i}`)}
                onChange={(choice) => setLine(i, { choice })}
                onRemove={() => setLine(i, { removed: true })}
              />
            ))}
          </section>
        )}
        {plain.length > 0 && (
          <section
            aria-labelledby="other-title"
            className="rounded-xl border border-slate-200 bg-white px-4 pt-3 shadow-sm"
          >
            <h2 id="other-title" className="font-semibold">
              {customisable.length ? t('otherItems') : t('yourOrder')}
            </h2>
            <ul className="divide-y divide-slate-100">
              {plain.map((i) => (
                <SummaryLine
                  key={i}
                  product={cart.products[i]!}
                  choice={form.lines[i]!.choice}
                  currency={cart.currency}
                  onChange={(choice) => setLine(i, { choice })}
                  onRemove={() => setLine(i, { removed: true })}
                />
              ))}
            </ul>
          </section>
        )}
        {removed.length > 0 && (
          <ul className="space-y-1">
            {removed.map((i) => (
              <li
                key={i}
                className="flex items-center justify-between gap-2 rounded-lg bg-slate-100 px-3 py-1 text-sm text-slate-600"
              >
                {t('removed', { name: cart.products[i]!.name })}
                <button
                  type="button"
                  onClick={() => setLine(i, { removed: false })}
                  className="h-9 px-2 font-semibold text-brand-700"
                >
                  {t('undo')}
                </button>
              </li>
            ))}
          </ul>
        )}
        {problemOf('items') && (
          <p id="field-items" role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-700">
            {problemOf('items')}
          </p>
        )}

        <DeliveryFields form={form} error={problemOf('address')} onChange={update} />
        <CustomerFields cart={cart} form={form} phoneError={problemOf('phone')} onChange={update} />

        <label
          data-testid="offers-tick"
          className="flex min-h-12 cursor-pointer items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm"
        >
          <input
            type="checkbox"
            checked={offers}
            onChange={(e) => setOffers(e.currentTarget.checked)}
            className="mt-0.5 h-5 w-5 shrink-0 accent-brand-600"
          />
          <span>
            <span className="block font-medium">{offersText.label}</span>
            <span className="block text-xs text-slate-500">{offersText.hint}</span>
          </span>
        </label>

        <DiscountField
          token={token}
          currency={cart.currency}
          subtotal={subtotal}
          applied={code}
          serverError={codeError}
          onApplied={(applied) => {
            setCodeError(null);
            setCode(applied);
          }}
        />

        <section aria-labelledby="payment-title" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <h2 id="payment-title" className="font-semibold">
            {t('paymentTitle')}
          </h2>
          <div role="radiogroup" className="mt-3 flex flex-col gap-2 sm:flex-row">
            {(cart.allow_credit
              ? (['mobile_money', 'cash', 'credit'] as const)
              : (['mobile_money', 'cash'] as const)
            ).map((p) => (
              <label
                key={p}
                className={`flex min-h-12 flex-1 cursor-pointer items-center gap-2 rounded-lg border px-3 text-sm font-medium ${
                  form.payment === p ? 'border-brand-600 bg-brand-50 text-brand-700' : 'border-slate-300 bg-white'
                }`}
              >
                <input
                  type="radio"
                  name="payment"
                  value={p}
                  checked={form.payment === p}
                  onChange={() => update({ payment: p })}
                  className="h-4 w-4 accent-brand-600"
                />
                {t(p)}
              </label>
            ))}
          </div>
        </section>
        <Footer />
      </main>

      <div className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur">
        <div className="mx-auto flex max-w-xl items-center justify-between gap-3 px-4 py-3">
          <div>
            {discount > 0 && (
              <p data-testid="order-discount" className="text-xs text-emerald-700 tabular-nums">
                {t('discountLine', { code: code!.code })} −{money(discount)}
              </p>
            )}
            <p className="text-xs text-slate-500">{t('total')}</p>
            <p aria-live="polite" data-testid="order-total" className="text-lg font-bold tabular-nums">
              {money(total)}
            </p>
          </div>
          <button
            type="submit"
            disabled={sending}
            aria-busy={sending || undefined}
            className="inline-flex h-12 items-center gap-2 rounded-lg bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
          >
            {sending && (
              <span
                aria-hidden="true"
                className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
              />
            )}
            {sending ? t('submitting') : t('submit')}
          </button>
        </div>
      </div>
    </form>
  );
}
