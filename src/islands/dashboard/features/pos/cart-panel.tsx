import { useId, useState, type ReactNode } from 'react';
import { formatMoney } from '../../../../lib/format.ts';
import { PAYMENT_METHODS } from '../../../../lib/options.ts';
import { Button } from '../../../../ui/button.tsx';
import { MethodChoice, MoneyField } from '../../../../ui/money-field.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { FormAlert } from '../../../../ui/form-alert.tsx';
import { Checkbox } from '../../../../ui/checkbox.tsx';
import { useT } from '../../../../i18n/use-t.ts';
import { offersTick as offersEn } from '../../../../i18n/en/offers-tick.ts';
import { offersTick as offersSw } from '../../../../i18n/sw/offers-tick.ts';
import type { PaymentMethod } from './api.ts';
import { quickTenders, type CartLine, type cartTotals } from './cart.ts';
import { usePosT } from './use-pos-t.ts';

export type Checkout = {
  payment: PaymentMethod;
  tendered: string;
  phone: string;
  name: string;
  /** The customer said yes to "Send me offers" (issue 27): recorded with the sale. */
  offers?: boolean;
};

type Props = {
  lines: CartLine[];
  totals: ReturnType<typeof cartTotals>;
  checkout: Checkout;
  onCheckout: (patch: Partial<Checkout>) => void;
  onQuantity: (key: string, quantity: number) => void;
  onClear: () => void;
  onCharge: () => void;
  charging: boolean;
  error?: string;
  phoneError?: string;
  /** The phone sheet has its own title. */
  showTitle?: boolean;
  /** Mobile money: the button sends the push to the customer's phone (decision 0030), so it says so. */
  chargeLabel?: string;
  /** Under the button: what pressing it does. */
  chargeHint?: string;
  /** Why this payment cannot be taken here (no provider account, no permission): the button is off. */
  blocked?: ReactNode;
};

/** Lines with − n +, the totals as the server will compute them, payment, change due and the Charge button. */
export function CartPanel({
  lines,
  totals,
  checkout,
  onCheckout,
  onQuantity,
  onClear,
  onCharge,
  charging,
  error,
  phoneError,
  showTitle = true,
  chargeLabel,
  chargeHint,
  blocked,
}: Props) {
  const t = usePosT();
  const to = useT({ en: offersEn, sw: offersSw });
  // The tablet column and the phone sheet are both in the page: each has its own radio group.
  const group = useId();
  const [customerOpen, setCustomerOpen] = useState(!!checkout.phone);
  const tendered = checkout.tendered.trim() === '' ? null : Number(checkout.tendered);
  const cash = checkout.payment === 'cash';
  // Pay later: the debt book needs the customer's name and phone, so their fields are shown.
  const credit = checkout.payment === 'credit';
  // Mobile money is a request to the customer's phone: the number is asked for at once.
  const byPhone = checkout.payment === 'mobile_money' && !blocked;
  const change = cash && tendered !== null && Number.isFinite(tendered) ? tendered - totals.total : null;
  const short = change !== null && change < 0;
  const step = 'h-11 w-11 shrink-0 rounded-md border border-slate-300 bg-white text-lg font-medium active:bg-slate-100';

  return (
    <div className="space-y-4">
      {showTitle && (
        <div className="flex items-center justify-between">
          <h2 className="text-lg font-semibold">{t('cartCount', { count: totals.count })}</h2>
          {lines.length > 0 && (
            <Button variant="ghost" size="sm" onClick={onClear}>
              {t('clearCart')}
            </Button>
          )}
        </div>
      )}
      {lines.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-3 py-6 text-center text-sm text-slate-500">
          {t('cartEmpty')}
        </p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label={t('cart')}>
          {lines.map((l) => {
            const label = [l.name, l.variant_name].filter(Boolean).join(' · ');
            return (
              <li key={l.key} className="flex items-center gap-2 py-2">
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium">{label}</p>
                  {l.addon_names.length > 0 && (
                    <p className="truncate text-xs text-slate-500">+ {l.addon_names.join(', ')}</p>
                  )}
                  <p className="text-xs text-slate-600 tabular-nums">{formatMoney(l.unit_price * l.quantity, 'TZS')}</p>
                </div>
                <button
                  type="button"
                  className={step}
                  aria-label={l.quantity === 1 ? t('remove', { name: label }) : t('decrease', { name: label })}
                  onClick={() => onQuantity(l.key, l.quantity - 1)}
                >
                  {l.quantity === 1 ? '✕' : '−'}
                </button>
                <span
                  className="w-8 text-center font-semibold tabular-nums"
                  aria-label={t('quantityOf', { name: label })}
                >
                  {l.quantity}
                </span>
                <button
                  type="button"
                  className={step}
                  aria-label={t('increase', { name: label })}
                  onClick={() => onQuantity(l.key, l.quantity + 1)}
                >
                  +
                </button>
              </li>
            );
          })}
        </ul>
      )}

      <dl className="space-y-1 border-t border-slate-200 pt-3 text-sm">
        <div className="flex justify-between text-slate-700">
          <dt>{t('subtotal')}</dt>
          <dd className="tabular-nums">{formatMoney(totals.subtotal, 'TZS')}</dd>
        </div>
        {totals.charges.map((c, i) => (
          <div key={i} className="flex justify-between text-slate-700">
            <dt>{c.name}</dt>
            <dd className="tabular-nums">{formatMoney(c.amount, 'TZS')}</dd>
          </div>
        ))}
        {totals.rounding !== 0 && (
          <div className="flex justify-between text-slate-700">
            <dt>{t('rounding')}</dt>
            <dd className="tabular-nums">{formatMoney(totals.rounding, 'TZS')}</dd>
          </div>
        )}
        <div className="flex justify-between pt-1 text-lg font-semibold">
          <dt>{t('total')}</dt>
          <dd className="tabular-nums" data-testid="pos-total">
            {formatMoney(totals.total, 'TZS')}
          </dd>
        </div>
      </dl>

      <MethodChoice
        look="tiles"
        large
        name={`pos-payment-${group}`}
        label={t('payment')}
        value={checkout.payment}
        onChange={(payment) => onCheckout({ payment })}
        options={PAYMENT_METHODS.map((m) => ({ value: m, label: t(`pm_${m}`) }))}
      />

      {cash && (
        <div className="space-y-2">
          <MoneyField
            label={t('amountTendered')}
            type="number"
            min={0}
            step={1}
            value={checkout.tendered}
            onChange={(tendered) => onCheckout({ tendered })}
            quick={
              totals.total > 0
                ? {
                    amounts: quickTenders(totals.total),
                    labelOf: (amount, i) => (i === 0 ? t('exact') : formatMoney(amount, 'TZS')),
                  }
                : undefined
            }
          />
          {change !== null && (
            <p
              className={`flex justify-between rounded-lg px-3 py-2 text-base font-semibold ${short ? 'bg-red-50 text-red-700' : 'bg-green-50 text-green-800'}`}
              role="status"
            >
              <span>{short ? t('shortBy', { amount: formatMoney(-change, 'TZS') }) : t('changeDue')}</span>
              {!short && (
                <span className="tabular-nums" data-testid="pos-change">
                  {formatMoney(change, 'TZS')}
                </span>
              )}
            </p>
          )}
        </div>
      )}

      {customerOpen || phoneError || credit || byPhone ? (
        <fieldset className="space-y-2">
          <legend className="mb-1 text-sm font-medium">
            {t(credit ? 'customerTitleCredit' : byPhone ? 'customerTitlePhone' : 'customerTitle')}
          </legend>
          {credit && <p className="text-xs text-slate-600">{t('creditNeedsCustomer')}</p>}
          <TextField
            label={t('customerPhone')}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            value={checkout.phone}
            onChange={(e) => onCheckout({ phone: e.target.value })}
            error={phoneError}
          />
          <TextField
            label={t('customerName')}
            autoComplete="off"
            maxLength={100}
            value={checkout.name}
            onChange={(e) => onCheckout({ name: e.target.value })}
          />
          <Checkbox
            label={to('label')}
            hint={to('hint')}
            checked={!!checkout.offers}
            disabled={!checkout.phone.trim()}
            onChange={(e) => onCheckout({ offers: e.currentTarget.checked })}
          />
        </fieldset>
      ) : (
        <Button variant="ghost" size="sm" onClick={() => setCustomerOpen(true)}>
          + {t('addCustomer')}
        </Button>
      )}

      {/* Stays in view at the bottom of the scrolling cart (tablet column or phone sheet). */}
      <div className="sticky bottom-0 space-y-2 bg-white pt-2">
        <FormAlert>{error}</FormAlert>
        {blocked && (
          <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
            {blocked}
          </p>
        )}
        <Button
          size="lg"
          className="h-auto min-h-12 w-full py-2 text-lg whitespace-normal"
          disabled={lines.length === 0 || short || !!blocked}
          loading={charging}
          onClick={onCharge}
        >
          {chargeLabel ?? t('charge', { amount: formatMoney(totals.total, 'TZS') })}
        </Button>
        {chargeHint && !blocked && <p className="text-center text-xs text-slate-600">{chargeHint}</p>}
      </div>
    </div>
  );
}
