// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderKeys } from '../../lib/query-keys.ts';
import { userQuery } from '../../lib/session.ts';
import { ReconciliationPage } from './reconciliation-page.tsx';

// Issue 25: "Ask the provider again" on a payment or payout not confirmed yet, on the
// reconciliation screen: loading while asking, the outcome in words, the lists read again, and no
// button for a member the server would refuse (transactions → create).

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PAYMENT = '01a2197e-daf4-72f6-bea9-3155380e18f0';
const ORDER = '01a2197e-daf4-72f6-bea9-3155380e18f1';
const PAYOUT = '01a2197e-daf4-72f6-bea9-3155380e18f2';
const lists = {
  unmatched: [],
  mismatches: [],
  pending: [],
  pending_after_minutes: 15,
  refund_due: [],
  reversed: [],
  unknown: [
    {
      id: PAYMENT,
      order: { id: ORDER, number: 42, status: 'pending' },
      debt_id: null,
      provider: 'clickpesa',
      network: 'mpesa',
      phone: '+255754•••456',
      reference: 'DC42X',
      provider_reference: null,
      amount: 10_000,
      status: 'unknown',
      reason: null,
      excess: 0,
      reported: null,
      created_at: '2026-11-26T10:00:00.000Z',
    },
  ],
  payouts: [
    {
      id: PAYOUT,
      amount: 20_000,
      status: 'unknown',
      reason: null,
      provider_reference: null,
      destination: 'Juma Hassani (+255754000111)',
      created_at: '2026-11-26T10:00:00.000Z',
    },
  ],
};

/** The page over a fetch that lists the above and answers an ask with `answer` once `release` is called. */
function renderPage(answer: Record<string, unknown>, permissions: unknown = { is_admin: true }) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') {
      await gate;
      return Response.json(answer);
    }
    return Response.json(String(url).includes('/counts') ? {} : lists);
  });
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(userQuery().queryKey, { id: 'u1', permissions } as never);
  client.setQueryData(orderKeys.detail(ORDER), { id: ORDER });
  client.setQueryData(orderKeys.detail('another-order'), { id: 'another-order' });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ReconciliationPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const gets = () =>
    fetch.mock.calls.filter(([u, i]) => i?.method !== 'POST' && String(u).includes('/api/reconciliation'));
  return { fetch, client, release, gets };
}

const askButtons = () => screen.queryAllByRole('button', { name: 'Ask the provider again' });

describe('ask the provider again, on the reconciliation screen', () => {
  it('a payment: loading while asking, then "now paid", the lists and its order read again (no other order)', async () => {
    const page = renderPage({ status: 'succeeded', settlement: 'credited', next_check_at: null });
    await screen.findByText('Order #42', { exact: false });
    expect(askButtons()).toHaveLength(2);
    const readsBefore = page.gets().length;
    fireEvent.click(askButtons()[0]!);
    await vi.waitFor(() => expect((askButtons()[0] as HTMLButtonElement).disabled).toBe(true));
    expect(askButtons()[0]!.getAttribute('aria-busy')).toBe('true');
    const [url] = page.fetch.mock.calls.find(([, i]) => i?.method === 'POST')!;
    expect(String(url)).toContain(`/api/payments/${PAYMENT}/ask-provider`);
    page.release();
    expect(await screen.findByText('Now paid: the order is credited.')).toBeTruthy();
    await vi.waitFor(() => expect(page.gets().length).toBeGreaterThan(readsBefore));
    expect(page.client.getQueryState(orderKeys.detail(ORDER))?.isInvalidated).toBe(true);
    expect(page.client.getQueryState(orderKeys.detail('another-order'))?.isInvalidated).toBe(false);
  });

  it('a payment the provider still has no verdict on: "still not confirmed"', async () => {
    const page = renderPage({ status: 'unknown', settlement: 'unknown', next_check_at: null });
    await screen.findByText('Order #42', { exact: false });
    fireEvent.click(askButtons()[0]!);
    page.release();
    expect(await screen.findByText(/^Still not confirmed/)).toBeTruthy();
  });

  it('a payout that failed: asked at its own route, "failed, the money is back"', async () => {
    const page = renderPage({ status: 'failed', settlement: 'failed' });
    await screen.findByText(/Juma Hassani/);
    fireEvent.click(askButtons()[1]!);
    page.release();
    expect(await screen.findByText(/^Failed: the payout did not go out/)).toBeTruthy();
    const [url] = page.fetch.mock.calls.find(([, i]) => i?.method === 'POST')!;
    expect(String(url)).toContain(`/api/payouts/${PAYOUT}/ask-provider`);
  });

  it('hidden for a member without transactions create (the server refuses them)', async () => {
    renderPage({}, [{ resource: 'transactions', action: ['read'] }]);
    await screen.findByText('Order #42', { exact: false });
    await screen.findByText(/Juma Hassani/);
    expect(askButtons()).toHaveLength(0);
    cleanup();
    renderPage({}, [{ resource: 'transactions', action: ['read', 'create'] }]);
    await screen.findByText('Order #42', { exact: false });
    expect(askButtons()).toHaveLength(2);
  });
});
