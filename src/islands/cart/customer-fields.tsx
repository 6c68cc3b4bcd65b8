/** @jsxImportSource preact */
import { needsPhone, type OrderForm } from '../../lib/order-page-form.ts';
import type { OrderPageCart } from '../../lib/contracts/order-page.ts';
import { useCartT } from './i18n.ts';

type Props = {
  cart: OrderPageCart;
  form: OrderForm;
  phoneError: string | null;
  onChange: (patch: Partial<OrderForm>) => void;
};

const input = (bad: boolean) =>
  `mt-1 h-11 w-full rounded-lg border px-3 text-base ${bad ? 'border-red-500' : 'border-slate-300'}`;

/**
 * Name and number only when the chat does not know them (a WhatsApp chat always knows the number);
 * the note is for everyone.
 */
export function CustomerFields({ cart, form, phoneError, onChange }: Props) {
  const { t } = useCartT();
  const ask = needsPhone(cart);
  return (
    <section
      aria-labelledby="details-title"
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="details-title" className="font-semibold">
        {t('detailsTitle')}
      </h2>
      {ask ? (
        <>
          <div>
            <label htmlFor="customer-name" className="text-sm font-medium">
              {t('name')} <span className="font-normal text-slate-500">({t('optional')})</span>
            </label>
            <input
              id="customer-name"
              autoComplete="name"
              maxLength={100}
              value={form.name}
              onInput={(e) => onChange({ name: e.currentTarget.value })}
              className={input(false)}
            />
          </div>
          <div id="field-phone">
            <label htmlFor="customer-phone" className="text-sm font-medium">
              {t('phone')}
            </label>
            <input
              id="customer-phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              maxLength={40}
              placeholder={t('phonePlaceholder')}
              value={form.phone}
              onInput={(e) => onChange({ phone: e.currentTarget.value })}
              aria-invalid={phoneError ? true : undefined}
              aria-describedby={phoneError ? 'phone-error' : undefined}
              className={input(!!phoneError)}
            />
            {phoneError && (
              <p id="phone-error" className="mt-1 text-sm text-red-600">
                {phoneError}
              </p>
            )}
          </div>
        </>
      ) : (
        <p className="text-sm text-slate-700">
          {t('orderingAs', { who: [cart.customer?.name, cart.customer?.phone].filter(Boolean).join(' · ') })}
        </p>
      )}
      <div>
        <label htmlFor="note" className="text-sm font-medium">
          {t('note')} <span className="font-normal text-slate-500">({t('optional')})</span>
        </label>
        <textarea
          id="note"
          rows={2}
          maxLength={1000}
          placeholder={t('notePlaceholder')}
          value={form.note}
          onInput={(e) => onChange({ note: e.currentTarget.value })}
          className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-base"
        />
      </div>
    </section>
  );
}
