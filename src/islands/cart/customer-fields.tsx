/** @jsxImportSource preact */
import { needsPhone, type OrderForm } from '../../lib/order-page-form.ts';
import type { OrderPageCart } from '../../lib/contracts/order-page.ts';
import { useCartT } from './i18n.ts';
import { inputClass as input, PageField } from './page-field.tsx';

type Props = {
  cart: OrderPageCart;
  form: OrderForm;
  phoneError: string | null;
  onChange: (patch: Partial<OrderForm>) => void;
};

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
          <PageField id="customer-name" label={t('name')} optional={t('optional')}>
            <input
              id="customer-name"
              autoComplete="name"
              maxLength={100}
              value={form.name}
              onInput={(e) => onChange({ name: e.currentTarget.value })}
              className={input(false)}
            />
          </PageField>
          <PageField id="customer-phone" label={t('phone')} wrapperId="field-phone">
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
          </PageField>
        </>
      ) : (
        <p className="text-sm text-slate-700">
          {t('orderingAs', { who: [cart.customer?.name, cart.customer?.phone].filter(Boolean).join(' · ') })}
        </p>
      )}
      <PageField id="note" label={t('note')} optional={t('optional')}>
        <textarea
          id="note"
          rows={2}
          maxLength={1000}
          placeholder={t('notePlaceholder')}
          value={form.note}
          onInput={(e) => onChange({ note: e.currentTarget.value })}
          className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-base"
        />
      </PageField>
    </section>
  );
}
