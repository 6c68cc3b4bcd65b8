// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OperatorShop } from '../../lib/contracts/operator.ts';
import { OperatorGate } from './operator-gate.tsx';

// The console's door (issue 29): a signed-in person the API does not know as an operator sees the
// plain not-found page and nothing of the console; an operator gets its shell and screens.

const shop: OperatorShop = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Duka la Mama Neema',
  owner_name: 'Neema Mushi',
  owner_email: 'demo@duka.chat',
  owner_phone: '+255754123456',
  whatsapp_number: '+255754123456',
  created_at: '2026-11-01T08:00:00.000Z',
  kyc_level: null,
  orders_count: 12,
  balance: 45000,
  last_activity_at: '2026-11-20T08:00:00.000Z',
  suspended_at: null,
  suspended_reason: null,
  listed: true,
  directory_hidden_at: null,
  directory_hidden_reason: null,
};

function serve(me: 'operator' | 'not-operator') {
  const fetch = vi.fn((input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://x');
    if (url.pathname === '/api/operator/me')
      return Promise.resolve(
        me === 'operator'
          ? Response.json({ email: 'ops@duka.chat' })
          : Response.json({ code: 'not_found', message: 'Not found.' }, { status: 404 }),
      );
    if (url.pathname === '/api/operator/shops')
      return Promise.resolve(Response.json({ items: [shop], next_cursor: null }));
    if (url.pathname.endsWith('/suspend') && init?.method === 'POST')
      return Promise.resolve(
        Response.json(
          { code: 'operator_reason_required', message: 'Write the reason.', field: 'reason', requestId: 'r' },
          { status: 400 },
        ),
      );
    return Promise.resolve(Response.json({ code: 'not_found', message: 'Not found.' }, { status: 404 }));
  });
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/operator/shops']}>
        <Routes>
          <Route path="/operator/*" element={<OperatorGate />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetch;
}

beforeEach(() => {
  document.cookie = 'signed_in=1; path=/';
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.cookie = 'signed_in=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('the operator console', () => {
  it('is the plain not-found page to someone who is not an operator', async () => {
    const fetch = serve('not-operator');
    expect(await screen.findByText('Page not found')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByText(/operator/i)).toBeNull();
    expect(fetch.mock.calls.map((c) => new URL(String(c[0]), 'http://x').pathname)).toEqual(['/api/operator/me']);
  });

  it('gives an operator the shell, its screens and the shops with their figures', async () => {
    serve('operator');
    const nav = await screen.findByRole('navigation');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Shops', 'Directory', 'Messages', 'KYC queue', 'Payouts', 'Platform fee', 'Figures', 'Audit log']);
    const card = await screen.findByTestId('operator-shop');
    expect(within(card).getByText('Duka la Mama Neema')).toBeTruthy();
    expect(within(card).getByText('12')).toBeTruthy();
    expect(within(card).getByText('Not known')).toBeTruthy();
  });

  it('shows the server’s refusal of a suspension without a reason under the field', async () => {
    serve('operator');
    const card = await screen.findByTestId('operator-shop');
    fireEvent.click(within(card).getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByText('Write the reason.')).toBeTruthy();
  });
});
