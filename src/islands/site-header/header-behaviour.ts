import { setLanguage } from '../../i18n/language.ts';
import { isLocale } from '../../i18n/locales.ts';
import { samePath } from './menu.ts';

// What the plain-HTML header (SiteHeader.astro) cannot do by itself, as a few event listeners
// instead of a hydrated framework (issue 13: no blocking time, little JavaScript before interaction).

export const SCROLL_THRESHOLD = 35;

// The server sets this readable marker cookie beside the HttpOnly session (src/server/http/session.ts).
export const SIGNED_IN_COOKIE = 'signed_in';

export function hasSignedInMarker(cookie: string): boolean {
  return cookie.split(';').some((part) => part.trim().startsWith(`${SIGNED_IN_COOKIE}=`));
}

function reducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

function scrollToTop(): void {
  window.scrollTo({ top: 0, behavior: reducedMotion() ? 'auto' : 'smooth' });
}

/**
 * Signed-in state for the buttons. Without the marker cookie nobody can be signed in, so most
 * visitors make no request at all (spec 7: the user call runs only when a session cookie exists)
 * and no 401 lands in their console. 200 means signed in; anything else means signed out.
 */
async function showSignedIn(header: HTMLElement, fetchImpl: typeof fetch): Promise<void> {
  if (!hasSignedInMarker(document.cookie)) return;
  const signedIn = await fetchImpl('/api/user', {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  }).then(
    (response) => response.status === 200,
    () => false,
  );
  if (!signedIn) return;
  for (const link of header.querySelectorAll<HTMLElement>('[data-signed]')) link.hidden = link.dataset.signed !== 'in';
}

/**
 * The chat widget (widget.js, or any widget that honours `hidden` on its host element) sits in
 * the bottom corner above everything: while the phone menu is open it would cover the menu's
 * buttons, so it steps aside until the menu closes.
 */
function hideChatWhile(open: boolean): void {
  for (const widget of document.querySelectorAll<HTMLElement>('duka-chat')) widget.hidden = open;
}

export function wireHeader(header: HTMLElement, fetchImpl: typeof fetch = globalThis.fetch): void {
  const dropdowns = [...header.querySelectorAll<HTMLDetailsElement>('details')];
  const closeAll = (except?: HTMLDetailsElement) =>
    dropdowns.forEach((d) => d !== except && d.open && (d.open = false));

  // The bar slides in once the page has scrolled past 35px (spec 9).
  const onScroll = () => (header.dataset.scrolled = String(window.scrollY > SCROLL_THRESHOLD));
  onScroll();
  window.addEventListener('scroll', onScroll, { passive: true });

  // One open dropdown at a time; the phone menu moves the chat bubble out of its way.
  for (const details of dropdowns) {
    details.addEventListener('toggle', () => {
      if (details.open) closeAll(details);
      if (details.matches('[data-mobile-menu]')) hideChatWhile(details.open);
    });
  }
  document.addEventListener('keydown', (event) => event.key === 'Escape' && closeAll());
  document.addEventListener('click', (event) => !header.contains(event.target as Node) && closeAll());

  header.addEventListener('click', (event) => {
    const link = (event.target as Element).closest?.('a');
    if (!link) return;
    // The choice is saved at once (spec 4); the link itself moves to the twin page.
    const lang = link.dataset.language;
    if (isLocale(lang)) setLanguage(lang, { syncDocument: false });
    // After a pick the dropdown closes; picking the page already shown scrolls it to the top.
    closeAll();
    const target = new URL(link.href, window.location.href);
    if (samePath(target.pathname, window.location.pathname) && !target.search && !target.hash) {
      event.preventDefault();
      scrollToTop();
    }
  });

  // Pages are separate documents, so a new page starts at the top; a path change inside one
  // document (history navigation) scrolls up smoothly too (spec 2.3).
  let last = window.location.pathname;
  window.addEventListener('popstate', () => {
    if (window.location.pathname === last) return;
    last = window.location.pathname;
    scrollToTop();
  });

  void showSignedIn(header, fetchImpl);
}
