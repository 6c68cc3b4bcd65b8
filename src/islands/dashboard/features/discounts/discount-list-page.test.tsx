// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userQuery } from '../../lib/session.ts';
import { DiscountListPage } from './discount-list-page.tsx';

// /dashboard/marketing/discounts (issue 28): codes with their uses left, the empty and failed
// states, the create form (its server refusal under the field), and what a reader may not do.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const code = {
  id: '00000000-0000-4000-8000-0000000000d1',
  code: 'KARIBU10',
  kind: 'percentage',
  value: 10,
  min_order: 20_000,
  expires_at: null,
  max_uses: 5,
  max_uses_per_customer: 1,
  active: true,
  used: 1,
  uses_left: 4,
  status: 'active',
  discount_given: 2000,
  created_at: '2026-11-27T04:00:00.000Z',
  updated_at: '2026-11-27T04:00:00.000Z',
};

function open(items: unknown[] | 'fail', permissions: unknown = { is_admin: true }) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const u = String(url);
    if (init?.method === 'POST')
      return Response.json(
        { code: 'discount_value_range', message: 'A percentage is from 1 to 100.', field: 'value' },
        { status: 400 },
      );
    if (u.includes('/api/discount-codes'))
      return items === 'fail'
        ? Response.json({ code: 'internal', message: 'boom' }, { status: 500 })
        : Response.json({ items, page: 1, page_size: 50, has_more: false });
    return Response.json({ code: 'not_found', message: 'Not found' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(userQuery().queryKey, { id: 'u1', permissions } as never);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <DiscountListPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetch;
}

describe('the discount codes screen', () => {
  it('lists a code with what it takes off, its limits and its uses left', async () => {
    open([code]);
    const row = await screen.findByTestId('discount-KARIBU10');
    expect(row.textContent).toContain('10% off');
    expect(row.textContent).toContain('Orders from TZS 20,000 · No expiry · 1 per customer');
    expect(within(row).getByTestId('uses-left').textContent).toBe('4 of 5 uses left');
    expect(row.textContent).toContain('TZS 2,000 given');
    // Used once: it can be disabled, not deleted.
    expect(within(row).getByRole('button', { name: 'Disable' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('says there are none yet, and a failed read offers Retry', async () => {
    open([]);
    expect(await screen.findByText('No discount codes yet')).toBeTruthy();
    cleanup();
    const fetch = open('fail');
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(fetch.mock.calls.length).toBeGreaterThanOrEqual(2));
  });

  it('sends the form’s numbers and shows the server’s refusal under its field', async () => {
    const fetch = open([]);
    fireEvent.click((await screen.findAllByRole('button', { name: 'New code' }))[0]!);
    const form = screen.getByTestId('discount-form');
    fireEvent.change(within(form).getByLabelText(/^Code/), { target: { value: 'save10' } });
    fireEvent.change(within(form).getByLabelText('Percent off (1–100)'), { target: { value: '150' } });
    fireEvent.change(within(form).getByLabelText(/^Uses in total/), { target: { value: '1,000' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create code' }));
    expect(await within(form).findByText('A percentage is from 1 to 100.')).toBeTruthy();
    const post = fetch.mock.calls.find(([, i]) => i?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({
      code: 'save10',
      kind: 'percentage',
      value: 150,
      min_order: 0,
      expires_at: null,
      max_uses: 1000,
      max_uses_per_customer: null,
      active: true,
    });
  });

  it('shows a reader the codes without New code, Edit or Disable', async () => {
    open([code], [{ resource: 'campaigns', action: 'read' }]);
    const row = await screen.findByTestId('discount-KARIBU10');
    expect(within(row).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New code' })).toBeNull();
  });
});
