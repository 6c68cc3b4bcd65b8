// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OperatorShopPayout } from '../../../lib/contracts/platform-payments.ts';
import { basisPointsOf, PlatformFeeScreen } from './platform-fee-screen.tsx';
import { PayoutsScreen } from './payouts-screen.tsx';

// The operator's money screens (issue 29, decision 0046): hold a shop's payouts with a reason (the
// server's refusal shown where it belongs), and set the fee as a percentage typed by a person.

const shop: OperatorShopPayout = {
  shop_id: '11111111-1111-4111-8111-111111111111',
  shop_name: 'Neema Vitenge',
  level: 0,
  balance: 9_750,
  payouts_held: false,
  held_reason: null,
  held_at: null,
  schedule: 'manual',
  last_payout_at: null,
  paid_out: 0,
};

function serve(handle: (url: URL, init?: RequestInit) => Response | undefined, page: ReactNode) {
  const fetch = vi.fn((input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://x');
    return Promise.resolve(
      handle(url, init) ?? Response.json({ code: 'not_found', message: 'Not found.' }, { status: 404 }),
    );
  });
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
  return fetch;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('payouts held and released', () => {
  it('lists the shop with what it holds and why it waits, and holds it with the reason typed', async () => {
    const fetch = serve(
      (url, init) => {
        if (url.pathname === '/api/operator/money/payouts') return Response.json([shop]);
        if (url.pathname === '/api/operator/money/setup-fees') return Response.json([]);
        if (url.pathname.endsWith('/hold') && init?.method === 'POST')
          return Response.json([
            { ...shop, payouts_held: true, held_reason: 'Chargeback', held_at: '2026-11-27T08:00:00.000Z' },
          ]);
        return undefined;
      },
      <PayoutsScreen />,
    );
    const row = within(await screen.findByTestId('operator-payouts')).getByRole('listitem');
    expect(row.textContent).toContain('Holds TZS 9,750');
    expect(row.textContent).toContain('payouts wait for KYC level 1');
    fireEvent.click(within(row).getByRole('button', { name: 'Hold payouts' }));
    fireEvent.change(within(row).getByLabelText(/Reason/), { target: { value: 'Chargeback' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Hold' }));
    await vi.waitFor(() => {
      const hold = fetch.mock.calls.find(([u]) => String(u).endsWith('/hold'));
      expect(JSON.parse(String(hold?.[1]?.body))).toEqual({ reason: 'Chargeback' });
    });
  });
});

describe('the platform fee', () => {
  it('reads a percentage as a person types it, two decimals at most and 20% at most', () => {
    expect(basisPointsOf('2.5')).toBe(250);
    expect(basisPointsOf('2,25')).toBe(225);
    expect(basisPointsOf('20')).toBe(2000);
    for (const bad of ['21', '2.555', 'abc', '']) expect(basisPointsOf(bad), bad).toBeNull();
  });

  it('shows the fee in force and says a wrong percentage in words before sending anything', async () => {
    const fetch = serve(
      (url) => {
        if (url.pathname === '/api/operator/money/fee')
          return Response.json({
            kind: 'percent',
            basis_points: 250,
            amount: null,
            label: '2.5%',
            source: 'default',
            changed_at: null,
          });
        return undefined;
      },
      <PlatformFeeScreen />,
    );
    expect((await screen.findByTestId('fee-now')).textContent).toContain('Now: 2.5%');
    fireEvent.change(screen.getByLabelText(/Percentage/), { target: { value: '35' } });
    fireEvent.change(screen.getByLabelText(/Why it changes/), { target: { value: 'Launch' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save fee' }));
    expect(await screen.findByText('Write a percentage from 0 to 20 with at most two decimals.')).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });
});
