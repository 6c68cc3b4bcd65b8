import { useEffect, useMemo, useRef, useState } from 'react';
import { shopsDirectory as en } from '../../i18n/en/shops-directory.ts';
import type { Locale } from '../../i18n/locales.ts';
import { localizePath } from '../../i18n/routes.ts';
import { shopsDirectory as sw } from '../../i18n/sw/shops-directory.ts';
import { translate } from '../../i18n/locales.ts';
import { tFor } from '../../i18n/use-t.ts';
import { parseShopsQuery, shopsQueryString, type PublicShop } from '../../lib/public-shops.ts';
import { useDebounced, useShops } from './use-shops.ts';

// /shops: search listed shops by name and category; each card opens a WhatsApp chat and links
// to the QR generator prefilled with the shop's number. The query lives in the URL, so a
// search can be shared and survives a reload.
export function ShopsDirectory({ lang }: { lang: Locale }) {
  const dicts = { en, sw };
  const t = tFor(dicts, lang);
  const categoryLabel = (value: string) => translate(dicts[lang] as Record<string, string>, `category_${value}`).replace(/^category_/, '');
  const initial = useMemo(() => parseShopsQuery(new URLSearchParams(typeof location === 'undefined' ? '' : location.search)), []);
  const [text, setText] = useState(initial.q);
  const [category, setCategory] = useState(initial.category);
  const [page, setPage] = useState(initial.page);
  const [attempt, setAttempt] = useState(0);
  const q = useDebounced(text.trim());
  const query = useMemo(() => ({ q, category, page }), [q, category, page]);
  const state = useShops(query, attempt);

  useEffect(() => {
    history.replaceState(null, '', `${location.pathname}${shopsQueryString(query)}`);
  }, [query]);

  // On a slow phone people type before the island hydrates: keep what they typed.
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed && typed !== initial.q) setText(typed);
  }, [initial.q]);

  const data = state.status === 'ready' ? state.data : null;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const categories = data ? Array.from(new Set([...data.categories, ...(category ? [category] : [])])) : category ? [category] : [];

  return (
    <div data-testid="shops-directory">
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <div>
          <label htmlFor="shop-search" className="block text-sm font-semibold text-ink">{t('searchLabel')}</label>
          <input ref={input} id="shop-search" type="search" value={text} placeholder={t('searchPlaceholder')} autoComplete="off"
            onChange={(e) => { setText(e.currentTarget.value); setPage(1); }}
            className="mt-1 block w-full rounded-lg border border-slate-400 px-3 py-2.5 text-base" />
        </div>
        <div>
          <label htmlFor="shop-category" className="block text-sm font-semibold text-ink">{t('categoryLabel')}</label>
          <select id="shop-category" value={category} onChange={(e) => { setCategory(e.currentTarget.value); setPage(1); }}
            className="mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base">
            <option value="">{t('allCategories')}</option>
            {categories.map((value) => <option key={value} value={value}>{categoryLabel(value)}</option>)}
          </select>
        </div>
      </div>
      <div aria-live="polite" className="mt-6 min-h-6 text-sm text-slate-700">
        {state.status === 'loading' ? t('loading') : data ? (data.total === 1 ? t('resultOne') : t('results', { total: data.total })) : null}
      </div>
      {state.status === 'error' ? (
        <div role="alert" className="mt-4 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
          <p>{t('error')}</p>
          <button type="button" onClick={() => setAttempt((n) => n + 1)} className="mt-3 min-h-11 rounded-lg bg-red-800 px-4 font-semibold text-white">{t('retry')}</button>
        </div>
      ) : null}
      {data && data.items.length === 0 ? <p className="mt-4 rounded-xl bg-slate-50 p-6 text-slate-700">{t('empty')}</p> : null}
      {data && data.items.length > 0 ? (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {data.items.map((shop) => <ShopCard key={shop.id} shop={shop} lang={lang} categoryLabel={categoryLabel(shop.category)} t={t} />)}
        </ul>
      ) : null}
      {data && pages > 1 ? (
        <nav aria-label={t('pagination')} className="mt-8 flex items-center justify-between gap-4">
          <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)} className="min-h-11 rounded-lg border border-slate-300 px-4 font-semibold disabled:opacity-40">{t('previous')}</button>
          <span className="text-sm text-slate-700">{t('pageOf', { page, pages })}</span>
          <button type="button" disabled={page >= pages} onClick={() => setPage(page + 1)} className="min-h-11 rounded-lg border border-slate-300 px-4 font-semibold disabled:opacity-40">{t('next')}</button>
        </nav>
      ) : null}
    </div>
  );
}

function ShopCard({ shop, lang, categoryLabel, t }: { shop: PublicShop; lang: Locale; categoryLabel: string; t: ReturnType<typeof tFor<typeof en>> }) {
  const digits = shop.waLink.replace(/^https:\/\/wa\.me\//, '').replace(/\?.*$/, '');
  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 p-5" data-testid="shop-card">
      <div className="flex items-center gap-3">
        {shop.logoUrl
          ? <img src={shop.logoUrl} alt="" width={48} height={48} loading="lazy" className="size-12 rounded-xl object-cover" />
          : <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-lg font-bold text-brand-700">{shop.name.slice(0, 1).toUpperCase()}</span>}
        <div className="min-w-0">
          <h2 className="truncate text-base font-semibold text-ink">{shop.name}</h2>
          <p className="text-sm text-slate-600">{categoryLabel}</p>
        </div>
      </div>
      {shop.address ? <p className="mt-3 text-sm text-slate-700">{shop.address}</p> : null}
      <div className="mt-4 flex flex-wrap gap-2">
        <a href={shop.waLink} target="_blank" rel="noopener" aria-label={t('chatWith', { name: shop.name })}
          className="inline-flex min-h-11 items-center rounded-lg bg-emerald-700 px-4 text-sm font-semibold text-white hover:bg-emerald-800">{t('chat')}</a>
        <a href={`${localizePath('/qr-code', lang)}?phone=${digits}`} aria-label={t('qrCodeFor', { name: shop.name })}
          className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-4 text-sm font-semibold text-ink hover:bg-slate-50">{t('qrCode')}</a>
      </div>
    </li>
  );
}
