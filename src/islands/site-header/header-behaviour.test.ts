// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hasSignedInMarker, wireHeader } from './header-behaviour.ts';

// The header's markup is SiteHeader.astro's, cut down to what the listeners look at.
function mount(): HTMLElement {
  document.body.innerHTML = `
    <header data-site-header data-scrolled="false">
      <details data-testid="resources"><summary>Resources</summary><a href="/qr-code">QR</a></details>
      <details data-testid="language-menu"><summary>EN</summary><a href="/sw/pricing" data-language="sw">Kiswahili</a></details>
      <details data-mobile-menu><summary>Menu</summary><a href="/about">About</a><a href="/pricing">Pricing</a>
        <a href="/dashboard?auth=Login" data-signed="out">Login</a><a href="/dashboard" data-signed="in" hidden>View Dashboard</a></details>
    </header>
    <p id="outside">text</p>
    <duka-chat></duka-chat>`;
  history.replaceState(null, '', '/pricing');
  return document.querySelector('header')!;
}

const details = (selector: string) => document.querySelector<HTMLDetailsElement>(selector)!;
async function toggle(element: HTMLDetailsElement, open: boolean) {
  element.open = open;
  element.dispatchEvent(new Event('toggle'));
  await Promise.resolve();
}
const noNavigation = (link: Element) => link.addEventListener('click', (e) => e.preventDefault());
const scrollTo = (y: number) => {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
};

beforeEach(() => {
  document.cookie = 'signed_in=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  localStorage.clear();
  window.scrollTo = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  scrollTo(0);
});

describe('site header behaviour', () => {
  it('asks the API nothing without the signed-in marker', () => {
    const fetchMock = vi.fn();
    wireHeader(mount(), fetchMock);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.querySelector<HTMLElement>('[data-signed=in]')!.hidden).toBe(true);
  });

  it('switches to View Dashboard only when GET /api/user answers 200', async () => {
    document.cookie = 'signed_in=1; path=/';
    const fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
    wireHeader(mount(), fetchMock);
    await vi.waitFor(() => expect(document.querySelector<HTMLElement>('[data-signed=in]')!.hidden).toBe(false));
    expect(document.querySelector<HTMLElement>('[data-signed=out]')!.hidden).toBe(true);
    expect(fetchMock).toHaveBeenCalledWith('/api/user', expect.objectContaining({ credentials: 'same-origin' }));
  });

  it('stays signed out when /api/user answers 401', async () => {
    document.cookie = 'signed_in=1; path=/';
    const fetchMock = vi.fn(async () => new Response('{}', { status: 401 }));
    wireHeader(mount(), fetchMock);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.querySelector<HTMLElement>('[data-signed=out]')!.hidden).toBe(false);
    expect(document.querySelector<HTMLElement>('[data-signed=in]')!.hidden).toBe(true);
  });

  it('keeps one dropdown open at a time and closes them on Escape or a click outside', async () => {
    wireHeader(mount(), vi.fn());
    await toggle(details('[data-testid=resources]'), true);
    await toggle(details('[data-testid=language-menu]'), true);
    expect(details('[data-testid=resources]').open).toBe(false);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(details('[data-testid=language-menu]').open).toBe(false);
    await toggle(details('[data-testid=resources]'), true);
    document.getElementById('outside')!.click();
    expect(details('[data-testid=resources]').open).toBe(false);
  });

  it('closes the phone menu after a pick, and a pick of the page shown scrolls to the top', async () => {
    wireHeader(mount(), vi.fn());
    const menu = details('[data-mobile-menu]');
    await toggle(menu, true);
    const about = menu.querySelector('a[href="/about"]')!;
    noNavigation(about);
    about.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(menu.open).toBe(false);
    await toggle(menu, true);
    const same = new MouseEvent('click', { bubbles: true, cancelable: true });
    menu.querySelector('a[href="/pricing"]')!.dispatchEvent(same);
    expect(same.defaultPrevented).toBe(true);
    expect(window.scrollTo).toHaveBeenCalled();
    expect(menu.open).toBe(false);
  });

  it('hides the chat widget while the phone menu is open', async () => {
    wireHeader(mount(), vi.fn());
    const chat = document.querySelector<HTMLElement>('duka-chat')!;
    await toggle(details('[data-mobile-menu]'), true);
    expect(chat.hidden).toBe(true);
    await toggle(details('[data-mobile-menu]'), false);
    expect(chat.hidden).toBe(false);
    await toggle(details('[data-testid=resources]'), true);
    expect(chat.hidden).toBe(false);
  });

  it('shows the bar once scrolled more than 35px', () => {
    const header = mount();
    wireHeader(header, vi.fn());
    expect(header.dataset.scrolled).toBe('false');
    scrollTo(36);
    expect(header.dataset.scrolled).toBe('true');
    scrollTo(35);
    expect(header.dataset.scrolled).toBe('false');
  });

  it('saves the language at once when a language is picked', () => {
    wireHeader(mount(), vi.fn());
    const sw = document.querySelector('[data-language=sw]')!;
    noNavigation(sw);
    sw.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(localStorage.getItem('language')).toBe('sw');
  });

  it('reads the marker cookie', () => {
    expect(hasSignedInMarker('a=1; signed_in=1')).toBe(true);
    expect(hasSignedInMarker('not_signed_in=1')).toBe(false);
  });
});
