// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { headerLabels, siteMenu } from '../../layouts/site-menu.ts';
import { SiteHeader } from './site-header.tsx';
import { hasSignedInMarker } from './use-header-state.ts';

const props = (currentPath = '/pricing') => ({
  menu: siteMenu('en'),
  currentPath,
  lang: 'en' as const,
  homeHref: '/',
  twins: { en: currentPath, sw: `/sw${currentPath}` },
  labels: headerLabels('en'),
});

beforeEach(() => {
  document.cookie = 'signed_in=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('site header', () => {
  it('shows Login and Get Started when signed out, without asking the API', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(<SiteHeader {...props()} />);
    expect(screen.getAllByRole('link', { name: 'Login' })[0]!.getAttribute('href')).toBe('/dashboard?auth=Login');
    expect(screen.getAllByRole('link', { name: 'Get Started' })[0]!.getAttribute('href')).toBe('/dashboard?auth=Signup');
    expect(screen.queryByText('View Dashboard')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('switches to View Dashboard only when GET /api/user answers 200', async () => {
    document.cookie = 'signed_in=1; path=/';
    const fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    render(<SiteHeader {...props()} />);
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'View Dashboard' }).length).toBeGreaterThan(0));
    expect(screen.queryByText('Login')).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith('/api/user', expect.objectContaining({ credentials: 'same-origin' }));
  });

  it('stays signed out when /api/user answers 401', async () => {
    document.cookie = 'signed_in=1; path=/';
    const fetchMock = vi.fn(async () => new Response('{}', { status: 401 }));
    vi.stubGlobal('fetch', fetchMock);
    render(<SiteHeader {...props()} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.getAllByText('Login').length).toBeGreaterThan(0);
  });

  it('marks the active item', () => {
    render(<SiteHeader {...props('/pricing')} />);
    const active = screen.getAllByRole('link', { name: 'Pricing' });
    expect(active.every((a) => a.getAttribute('aria-current') === 'page')).toBe(true);
    expect(screen.getAllByRole('link', { name: 'Shops' })[0]!.getAttribute('aria-current')).toBeNull();
  });

  it('closes the hamburger menu after a pick', () => {
    render(<SiteHeader {...props('/pricing')} />);
    const menu = screen.getByTestId('mobile-menu') as HTMLDetailsElement;
    act(() => {
      menu.open = true;
      fireEvent(menu, new Event('toggle'));
    });
    expect(menu.open).toBe(true);
    const link = menu.querySelector<HTMLAnchorElement>('a[href="/about"]')!;
    link.addEventListener('click', (e) => e.preventDefault()); // no navigation in the test DOM
    act(() => link.click());
    expect(menu.open).toBe(false);
  });

  it('shows the bar once scrolled more than 35px', () => {
    render(<SiteHeader {...props()} />);
    const header = screen.getByTestId('site-header');
    expect(header.dataset.scrolled).toBe('false');
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 36, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header.dataset.scrolled).toBe('true');
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 35, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header.dataset.scrolled).toBe('false');
  });

  it('saves the language at once when a language is picked', () => {
    render(<SiteHeader {...props('/pricing')} />);
    const sw = screen.getByRole('link', { name: 'Kiswahili' });
    expect(sw.getAttribute('href')).toBe('/sw/pricing');
    sw.addEventListener('click', (e) => e.preventDefault());
    act(() => sw.click());
    expect(localStorage.getItem('language')).toBe('sw');
  });

  it('reads the marker cookie', () => {
    expect(hasSignedInMarker('a=1; signed_in=1')).toBe(true);
    expect(hasSignedInMarker('not_signed_in=1')).toBe(false);
  });
});
