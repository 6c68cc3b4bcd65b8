// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicShopsPage } from '../../lib/public-shops.ts';
import { fetchFirstPage } from './fetch-shops.ts';
import { ShopsDirectory } from './shops-directory.tsx';

const page = (names: string[], total = names.length): PublicShopsPage => ({
  items: names.map((name, i) => ({
    id: `id-${i}`,
    name,
    category: 'food_beverages',
    address: 'Kariakoo',
    logoUrl: null,
    waLink: 'https://wa.me/255754123456?text=Hi',
  })),
  page: 1,
  pageSize: 12,
  total,
  categories: ['electronics', 'food_beverages'],
});
const ok = (body: PublicShopsPage) => new Response(JSON.stringify(body), { status: 200 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  history.replaceState(null, '', '/');
});

describe('shops directory', () => {
  it('lists shops with their chat and QR links and translated categories', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => ok(page(['Duka la Mama Neema']))),
    );
    render(<ShopsDirectory lang="sw" />);
    await waitFor(() => expect(screen.getByText('Duka la Mama Neema')).toBeTruthy());
    expect(screen.getByRole('link', { name: /Chati kwenye WhatsApp: Duka la Mama Neema/ }).getAttribute('href')).toBe(
      'https://wa.me/255754123456?text=Hi',
    );
    expect(screen.getByRole('link', { name: /Msimbo wa QR/ }).getAttribute('href')).toBe(
      '/sw/qr-code?phone=255754123456',
    );
    expect(screen.getAllByText('Vyakula na vinywaji').length).toBeGreaterThan(0);
    expect(screen.getByRole('option', { name: 'Vifaa vya elektroniki' })).toBeTruthy();
  });

  it('searches by name through the API and keeps the query in the URL', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      ok(page(url.includes('q=neema') ? ['Duka la Mama Neema'] : ['A', 'B'])),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(<ShopsDirectory lang="en" />);
    await waitFor(() => expect(screen.getByText('2 shops')).toBeTruthy());
    fireEvent.change(screen.getByLabelText('Search shops by name'), { target: { value: 'neema' } });
    await waitFor(() => expect(screen.getByText('1 shop')).toBeTruthy());
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/public/shops?q=neema')).toBe(true);
    expect(location.search).toBe('?q=neema');
  });

  it('shows an empty state, and an error with a retry', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 500 }));
    vi.stubGlobal('fetch', fetchMock);
    render(<ShopsDirectory lang="en" />);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/could not load the shops/));
    fetchMock.mockImplementation(async () => ok(page([])));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText(/No shops match your search/)).toBeTruthy());
  });

  it('starts from the page the page script fetched, without asking again, and escapes what shops wrote', async () => {
    const fetchMock = vi.fn(async () => ok(page(['<img src=x onerror=alert(1)> Duka'])));
    vi.stubGlobal('fetch', fetchMock);
    await fetchFirstPage({ q: '', category: '', page: 1 });
    render(<ShopsDirectory lang="en" />);
    expect(screen.getByText('<img src=x onerror=alert(1)> Duka')).toBeTruthy();
    expect(document.querySelector('[data-shops-results] img')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('pages through the results with links that the island follows in place', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      ok({
        ...page([url.includes('page=2') ? 'Second page shop' : 'First page shop'], 30),
        page: url.includes('page=2') ? 2 : 1,
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(<ShopsDirectory lang="en" />);
    await waitFor(() => expect(screen.getByText('Page 1 of 3')).toBeTruthy());
    const next = screen.getByRole('link', { name: 'Next' });
    expect(next.getAttribute('href')).toBe('?page=2');
    fireEvent.click(next);
    await waitFor(() => expect(screen.getByText('Second page shop')).toBeTruthy());
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    expect(location.search).toBe('?page=2');
  });
});
