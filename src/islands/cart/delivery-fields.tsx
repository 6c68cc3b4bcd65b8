/** @jsxImportSource preact */
import { useState } from 'preact/hooks';
import type { OrderForm } from '../../lib/order-page-form.ts';
import { useCartT } from './i18n.ts';

type Props = {
  form: OrderForm;
  error: string | null;
  onChange: (patch: Partial<OrderForm>) => void;
};

const choice = (on: boolean) =>
  `flex min-h-12 flex-1 cursor-pointer items-center gap-2 rounded-lg border px-3 text-sm font-medium focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-500 ${
    on ? 'border-brand-600 bg-brand-50 text-brand-700' : 'border-slate-300 bg-white'
  }`;

/** Pickup, or delivery to a typed address and/or the phone's location (asked only on a tap). */
export function DeliveryFields({ form, error, onChange }: Props) {
  const { t } = useCartT();
  const [locating, setLocating] = useState(false);
  const [locationError, setLocationError] = useState<string | null>(null);

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setLocationError(t('locationUnsupported'));
      return;
    }
    setLocating(true);
    setLocationError(null);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        const round = (n: number) => Math.round(n * 1e6) / 1e6;
        onChange({ location: { lat: round(position.coords.latitude), lng: round(position.coords.longitude) } });
      },
      () => {
        setLocating(false);
        setLocationError(t('locationDenied'));
      },
      { enableHighAccuracy: false, timeout: 20_000, maximumAge: 5 * 60_000 },
    );
  };

  return (
    <section aria-labelledby="delivery-title" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="delivery-title" className="font-semibold">
        {t('fulfilmentTitle')}
      </h2>
      <div role="radiogroup" className="mt-3 flex flex-col gap-2 sm:flex-row">
        {(['pickup', 'delivery'] as const).map((f) => (
          <label key={f} className={choice(form.fulfilment === f)}>
            <input
              type="radio"
              name="fulfilment"
              value={f}
              checked={form.fulfilment === f}
              onChange={() => onChange({ fulfilment: f })}
              className="h-4 w-4 accent-brand-600"
            />
            {t(f)}
          </label>
        ))}
      </div>
      {form.fulfilment === 'delivery' && (
        <div className="mt-4" id="field-address">
          <label htmlFor="address" className="text-sm font-medium">
            {t('address')}
          </label>
          <textarea
            id="address"
            rows={2}
            maxLength={300}
            autoComplete="street-address"
            placeholder={t('addressPlaceholder')}
            value={form.address}
            onInput={(e) => onChange({ address: e.currentTarget.value })}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'address-error' : undefined}
            className={`mt-1 w-full rounded-lg border px-3 py-2 text-base ${error ? 'border-red-500' : 'border-slate-300'}`}
          />
          <div className="mt-2 flex flex-wrap items-center gap-2">
            {form.location ? (
              <>
                <p className="text-sm text-green-700" role="status">
                  📍 {t('locationAdded', { lat: form.location.lat.toFixed(4), lng: form.location.lng.toFixed(4) })}
                </p>
                <button
                  type="button"
                  onClick={() => onChange({ location: null })}
                  className="h-9 rounded px-2 text-sm text-slate-600 underline"
                >
                  {t('removeLocation')}
                </button>
              </>
            ) : (
              <button
                type="button"
                onClick={locate}
                disabled={locating}
                className="h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium hover:bg-slate-50 disabled:opacity-60"
              >
                📍 {locating ? t('locating') : t('useLocation')}
              </button>
            )}
          </div>
          {locationError && <p className="mt-1 text-sm text-amber-700">{locationError}</p>}
          {error && (
            <p id="address-error" className="mt-1 text-sm text-red-600">
              {error}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
