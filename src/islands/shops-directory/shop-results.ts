import { shopsDirectory as en } from '../../i18n/en/shops-directory.ts';
import { translate, type Locale } from '../../i18n/locales.ts';
import { localizePath } from '../../i18n/routes.ts';
import { shopsDirectory as sw } from '../../i18n/sw/shops-directory.ts';
import { escapeXml as esc } from '../../lib/escape-xml.ts';
import { shopsQueryString, type PublicShop, type PublicShopsQuery } from '../../lib/public-shops.ts';
import type { ShopsState } from './fetch-shops.ts';

// What the directory shows for one answer of the API, as markup: the page's own script writes it
// before React is on the page (show-first-page.ts) and the island writes the same after, so the
// list looks one way whoever drew it. Links work without either (`data-page` pages in place once
// the island is live); `data-retry` asks again.

export function directoryText(lang: Locale) {
  const dict: Record<string, string> = lang === 'sw' ? sw : en;
  const t = (key: keyof typeof en, params?: Record<string, string | number>) => translate(dict, key, params);
  const category = (value: string) => translate(dict, `category_${value}`).replace(/^category_/, '');
  return { t, category };
}

/** The polite status line: loading, or how many shops matched. */
export function shopsStatus(state: ShopsState, lang: Locale): string {
  const { t } = directoryText(lang);
  if (state.status === 'loading') return t('loading');
  if (state.status === 'error') return '';
  return state.data.total === 1 ? t('resultOne') : t('results', { total: state.data.total });
}

export function shopResultsHtml(state: ShopsState, query: PublicShopsQuery, lang: Locale): string {
  const { t, category } = directoryText(lang);
  if (state.status === 'loading') return '';
  if (state.status === 'error') {
    return (
      `<div role="alert" class="mt-4 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900"><p>${esc(t('error'))}</p>` +
      `<button type="button" data-retry class="mt-3 min-h-11 rounded-lg bg-red-800 px-4 font-semibold text-white">${esc(t('retry'))}</button></div>`
    );
  }
  const { items, total, pageSize } = state.data;
  if (items.length === 0) return `<p class="mt-4 rounded-xl bg-slate-50 p-6 text-slate-700">${esc(t('empty'))}</p>`;
  const cards = items.map((shop) => shopCardHtml(shop, lang, category(shop.category), t)).join('');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return `<ul class="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">${cards}</ul>${pages > 1 ? pagerHtml(query, pages, t) : ''}`;
}

type T = ReturnType<typeof directoryText>['t'];

function shopCardHtml(shop: PublicShop, lang: Locale, categoryLabel: string, t: T): string {
  const digits = shop.waLink.replace(/^https:\/\/wa\.me\//, '').replace(/\?.*$/, '');
  const logo = shop.logoUrl
    ? `<img src="${esc(shop.logoUrl)}" alt="" width="48" height="48" loading="lazy" class="size-12 rounded-xl object-cover">`
    : `<span aria-hidden="true" class="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-lg font-bold text-brand-700">${esc(shop.name.slice(0, 1).toUpperCase())}</span>`;
  return (
    `<li class="flex flex-col rounded-2xl border border-slate-200 p-5" data-testid="shop-card">` +
    `<div class="flex items-center gap-3">${logo}<div class="min-w-0">` +
    `<h2 class="truncate text-base font-semibold text-ink">${esc(shop.name)}</h2><p class="text-sm text-slate-600">${esc(categoryLabel)}</p></div></div>` +
    (shop.address ? `<p class="mt-3 text-sm text-slate-700">${esc(shop.address)}</p>` : '') +
    `<div class="mt-4 flex flex-wrap gap-2">` +
    `<a href="${esc(shop.waLink)}" target="_blank" rel="noopener" aria-label="${esc(t('chatWith', { name: shop.name }))}" class="inline-flex min-h-11 items-center rounded-lg bg-emerald-700 px-4 text-sm font-semibold text-white hover:bg-emerald-800">${esc(t('chat'))}</a>` +
    `<a href="${esc(`${localizePath('/qr-code', lang)}?phone=${digits}`)}" aria-label="${esc(t('qrCodeFor', { name: shop.name }))}" class="inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-4 text-sm font-semibold text-ink hover:bg-slate-50">${esc(t('qrCode'))}</a>` +
    `</div></li>`
  );
}

function pagerHtml(query: PublicShopsQuery, pages: number, t: T): string {
  const box = 'inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-4 font-semibold';
  const step = (page: number, label: string) =>
    page >= 1 && page <= pages
      ? `<a href="${esc(shopsQueryString({ ...query, page }) || '?')}" data-page="${page}" class="${box}">${esc(label)}</a>`
      : `<span aria-disabled="true" class="${box} opacity-40">${esc(label)}</span>`;
  return (
    `<nav aria-label="${esc(t('pagination'))}" class="mt-8 flex items-center justify-between gap-4">` +
    `${step(query.page - 1, t('previous'))}<span class="text-sm text-slate-700">${esc(t('pageOf', { page: query.page, pages }))}</span>${step(query.page + 1, t('next'))}</nav>`
  );
}
