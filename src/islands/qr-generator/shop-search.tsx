import { useId, useRef, useState, type FormEvent } from 'react';
import type { TFunction } from '../../i18n/use-t.ts';
import type { QrStrings } from '../../i18n/en/qr.ts';

// Finds a listed shop in the public directory and hands its WhatsApp digits to the generator.
// The directory answers `waLink` (https://wa.me/<digits>); `whatsapp_number` is read too, so an
// older or newer shape of the answer still fills the number.

export type FoundShop = { id: string; name: string; category: string; digits: string };

type State =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'short' }
  | { status: 'done'; q: string; shops: FoundShop[] };

export function shopFromItem(item: Record<string, unknown>): FoundShop | null {
  const link = typeof item.waLink === 'string' ? item.waLink : '';
  const raw =
    typeof item.whatsapp_number === 'string' ? item.whatsapp_number : (link.match(/wa\.me\/(\d+)/)?.[1] ?? '');
  const digits = raw.replace(/\D/g, '');
  if (!digits || typeof item.name !== 'string') return null;
  return { id: String(item.id ?? digits), name: item.name, category: String(item.category ?? ''), digits };
}

export function ShopSearch({
  t,
  onPick,
  fetchImpl = globalThis.fetch,
}: {
  t: TFunction<QrStrings>;
  onPick: (shop: FoundShop) => void;
  fetchImpl?: typeof fetch;
}) {
  const [q, setQ] = useState('');
  const [state, setState] = useState<State>({ status: 'idle' });
  const [picked, setPicked] = useState<string | null>(null);
  const request = useRef<AbortController | null>(null);
  const inputId = useId();

  async function search(event: FormEvent) {
    event.preventDefault();
    const query = q.trim();
    if (query.length < 2) return setState({ status: 'short' });
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setState({ status: 'loading' });
    setPicked(null);
    try {
      const response = await fetchImpl(`/api/public/shops?q=${encodeURIComponent(query)}`, {
        signal: controller.signal,
        headers: { accept: 'application/json' },
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const body = (await response.json()) as { items?: unknown };
      const items = Array.isArray(body.items) ? body.items : [];
      const shops = items
        .map((item) => shopFromItem(item as Record<string, unknown>))
        .filter((s): s is FoundShop => s !== null);
      setState({ status: 'done', q: query, shops });
    } catch {
      if (!controller.signal.aborted) setState({ status: 'error' });
    }
  }

  return (
    <section aria-labelledby={`${inputId}-title`} className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id={`${inputId}-title`} className="text-lg font-bold text-ink">
        {t('searchTitle')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('searchText')}</p>
      <form role="search" onSubmit={search} className="mt-3 flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          {t('searchLabel')}
        </label>
        <input
          id={inputId}
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          maxLength={80}
          placeholder={t('searchPlaceholder')}
          className="min-h-11 min-w-0 flex-1 rounded-lg border border-slate-300 px-3 text-base"
        />
        <button
          type="submit"
          className="min-h-11 rounded-lg border border-brand-600 px-4 font-semibold text-brand-700 hover:bg-brand-50"
        >
          {t('searchButton')}
        </button>
      </form>
      <div aria-live="polite" className="mt-3 text-sm">
        {state.status === 'loading' && <p className="text-slate-600">{t('searching')}</p>}
        {state.status === 'short' && <p className="text-slate-700">{t('searchShort')}</p>}
        {state.status === 'error' && <p className="text-red-700">{t('searchError')}</p>}
        {state.status === 'done' && state.shops.length === 0 && (
          <p className="text-slate-700">{t('searchEmpty', { q: state.q })}</p>
        )}
        {picked && <p className="text-green-800">{t('searchFilled', { name: picked })}</p>}
      </div>
      {state.status === 'done' && state.shops.length > 0 && (
        <ul aria-label={t('searchResults')} className="mt-2 divide-y divide-slate-100">
          {state.shops.map((shop) => (
            <li key={shop.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 py-2">
              {/* On a phone a long name takes the row and the button goes under it. */}
              <span className="min-w-40 flex-1">
                {/* Whole names, wrapped: shops that start alike differ at the end. */}
                <span className="block font-semibold text-ink [overflow-wrap:anywhere]" data-testid="found-shop-name">
                  {shop.name}
                </span>
                <span className="block text-sm text-slate-600">+{shop.digits}</span>
              </span>
              <button
                type="button"
                aria-label={t('searchUseFor', { name: shop.name })}
                onClick={() => {
                  onPick(shop);
                  setPicked(shop.name);
                }}
                className="min-h-11 shrink-0 rounded-lg bg-brand-50 px-3 text-sm font-semibold text-brand-700 hover:bg-brand-100"
              >
                {t('searchUse')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
