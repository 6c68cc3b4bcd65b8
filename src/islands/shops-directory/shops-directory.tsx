import { useEffect, useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import { parseShopsQuery, shopsQueryString } from '../../lib/public-shops.ts';
import { typedBeforeHydration } from '../typed-before-hydration.ts';
import { directoryText, shopResultsHtml, shopsStatus } from './shop-results.ts';
import { useDebounced, useShops } from './use-shops.ts';

// /shops: search listed shops by name and category; each card opens a WhatsApp chat and links
// to the QR generator prefilled with the shop's number. The query lives in the URL, so a
// search can be shared and survives a reload. The island hydrates on the first interaction; until
// then show-first-page.ts shows the list with the same markup (shop-results.ts).
export function ShopsDirectory({ lang }: { lang: Locale }) {
  const { t, category: categoryLabel } = directoryText(lang);
  const initial = useMemo(
    () => parseShopsQuery(new URLSearchParams(typeof location === 'undefined' ? '' : location.search)),
    [],
  );
  // On a slow phone people type before the island hydrates: keep what they typed.
  const [typed] = useState(() => typedBeforeHydration({ q: 'shop-search' }).q);
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

  useEffect(() => {
    if (typed && typed !== initial.q) setText(typed);
  }, [typed, initial.q]);

  // The first render must match the server's markup, which had no answer and no URL, so no
  // categories to offer: they come a render later, or React would drop and redraw the directory.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const offered = hydrated && state.status === 'ready' ? state.data.categories : [];
  const categories = hydrated ? Array.from(new Set([...offered, ...(category ? [category] : [])])) : [];

  // The results are markup (shared with the page's script), so their buttons and page links are
  // handled here, where they land.
  const onResultsClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as Element;
    const pageLink = target.closest<HTMLElement>('[data-page]');
    if (pageLink) {
      event.preventDefault();
      setPage(Number(pageLink.dataset.page));
    } else if (target.closest('[data-retry]')) setAttempt((n) => n + 1);
  };

  // A new search or category starts again at the first page.
  const refine = (set: (value: string) => void) => (event: { currentTarget: { value: string } }) => {
    set(event.currentTarget.value);
    setPage(1);
  };

  return (
    <div data-testid="shops-directory" data-shops-directory={lang}>
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <Labelled id="shop-search" label={t('searchLabel')}>
          <input
            id="shop-search"
            type="search"
            value={text}
            placeholder={t('searchPlaceholder')}
            autoComplete="off"
            onChange={refine(setText)}
            className="mt-1 block w-full rounded-lg border border-slate-400 px-3 py-2.5 text-base"
          />
        </Labelled>
        <Labelled id="shop-category" label={t('categoryLabel')}>
          <select
            id="shop-category"
            value={category}
            onChange={refine(setCategory)}
            className="mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base"
          >
            <option value="">{t('allCategories')}</option>
            {categories.map((value) => (
              <option key={value} value={value}>
                {categoryLabel(value)}
              </option>
            ))}
          </select>
        </Labelled>
      </div>
      {/* Until hydration these hold what show-first-page.ts wrote, which React leaves as it is. */}
      <div
        aria-live="polite"
        data-shops-status
        className="mt-6 min-h-6 text-sm text-slate-700"
        suppressHydrationWarning
      >
        {shopsStatus(state, lang)}
      </div>
      <div
        data-shops-results
        onClick={onResultsClick}
        dangerouslySetInnerHTML={{ __html: shopResultsHtml(state, query, lang) }}
        suppressHydrationWarning
      />
    </div>
  );
}

function Labelled({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      {children}
    </div>
  );
}
