import { LOCALES, type Locale } from '../../i18n/locales.ts';
import { parseShopsQuery, type PublicShopsQuery } from '../../lib/public-shops.ts';
import { fetchFirstPage, type ShopsState } from './fetch-shops.ts';
import { shopResultsHtml, shopsStatus } from './shop-results.ts';

// Runs on /shops without React (issue 13: no framework before the visitor interacts): fetches the
// page of shops the URL asks for and writes it into the island's server-rendered markup, until
// the island hydrates on the first interaction and takes over.
export function showFirstPage(root: HTMLElement): void {
  const lang = (LOCALES as readonly string[]).includes(root.dataset.shopsDirectory ?? '')
    ? (root.dataset.shopsDirectory as Locale)
    : 'en';
  const island = root.closest('astro-island');
  const status = root.querySelector<HTMLElement>('[data-shops-status]');
  const results = root.querySelector<HTMLElement>('[data-shops-results]');
  if (!status || !results) return;
  const query = parseShopsQuery(new URLSearchParams(location.search));
  const search = root.querySelector<HTMLInputElement>('#shop-search');
  if (search && query.q && !search.value) search.value = query.q;

  const live = () => !island || island.hasAttribute('ssr');
  const show = (state: ShopsState) => {
    // Once hydrated, the island draws what the visitor asked for since: an older answer must not.
    if (!live()) return;
    status.textContent = shopsStatus(state, lang);
    results.innerHTML = shopResultsHtml(state, query, lang);
  };
  const load = (q: PublicShopsQuery) => {
    show({ status: 'loading' });
    void fetchFirstPage(q).then(show);
  };
  results.addEventListener('click', (event) => {
    if (live() && (event.target as Element).closest('[data-retry]')) load(query);
  });
  load(query);
}
