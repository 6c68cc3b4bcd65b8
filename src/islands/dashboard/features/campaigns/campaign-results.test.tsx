// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMoney } from '../../../../lib/format.ts';
import { userQuery } from '../../lib/session.ts';
import {
  AFTER_REFRESH_MS,
  campaignQuery,
  campaignResultsQuery,
  LIVE_REFRESH_MS,
  refreshOf,
  type Campaign,
  type CampaignResults,
} from './api.ts';
import { CampaignResultsPage } from './campaign-results-page.tsx';

// A campaign's results (issue 27): the figures, failures in words, recipients, Cancel while it
// sends, and the reads repeated while it sends.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ID = '00000000-0000-4000-8000-0000000000c1';
const counts = {
  total: 10,
  queued: 2,
  sending: 0,
  sent: 1,
  delivered: 3,
  read: 1,
  failed: 2,
  skipped: 1,
  cancelled: 0,
  unknown: 0,
};
const campaign = (status: Campaign['status']) =>
  ({
    id: ID,
    name: 'Deni',
    status,
    channels: ['whatsapp', 'sms'],
    send_at: null,
    counts,
  }) as unknown as Campaign;
const results: CampaignResults = {
  counts,
  by_channel: [],
  fallbacks: 1,
  failed_reasons: [
    { reason: 'whatsapp 131049', count: 1 },
    { reason: 'refused', count: 1 },
  ],
  skipped_reasons: [{ reason: 'opted_out', count: 1 }],
  opted_out: 1,
  clicked: 4,
  ordered: 2,
  ordered_tzs: 3_000_000_000,
  paid_tzs: 3_000_000_000,
  cost_tzs: 250,
};
const recipients = {
  items: [
    {
      id: '00000000-0000-4000-8000-0000000000r1',
      customer_id: '00000000-0000-4000-8000-0000000000a1',
      customer_name: 'Amina',
      phone: '+255712000001',
      channel: 'sms',
      status: 'failed',
      reason: 'whatsapp 131026',
      fell_back: true,
      sent_at: null,
      clicked_at: null,
    },
  ],
  page: 1,
  page_size: 50,
  has_more: false,
};

function open(status: Campaign['status'], permissions: unknown = { is_admin: true }) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const u = String(url);
    if (init?.method === 'POST' && u.endsWith('/cancel')) return Response.json(campaign('cancelled'));
    if (u.includes('/results')) return Response.json(results);
    if (u.includes('/recipients')) return Response.json(recipients);
    return Response.json(campaign(status));
  });
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(userQuery().queryKey, { id: 'u1', permissions } as never);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/dashboard/marketing/sms/campaign/${ID}`]}>
        <Routes>
          <Route path="/dashboard/marketing/sms/campaign/:id" element={<CampaignResultsPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetch;
}

describe('campaign results', () => {
  it('shows sent, delivered, read, failed in words, clicked, orders, paid and cost', async () => {
    open('done');
    const box = await screen.findByTestId('campaign-results');
    expect(within(box).getByTestId('result-sent').textContent).toContain('5');
    expect(within(box).getByTestId('result-delivered').textContent).toContain('4');
    expect(within(box).getByTestId('result-clicked').textContent).toContain('4');
    expect(within(box).getByTestId('result-paid').textContent).toContain(formatMoney(3_000_000_000));
    expect(within(box).getByTestId('result-cost').textContent).toContain(formatMoney(250));
    const reasons = screen.getByTestId('failed-reasons').textContent;
    expect(reasons).toContain('WhatsApp held it back: this person got many offers lately');
    expect(reasons).toContain('The SMS provider refused it');
    expect(box.textContent).toContain('1 opted out');
    expect(screen.queryByRole('button', { name: 'Cancel campaign' })).toBeNull();
  });

  it('lists recipients with the failure in words and the SMS fallback', async () => {
    open('done');
    expect((await screen.findAllByText('Amina')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('WhatsApp could not deliver it to this number').length).toBeGreaterThan(0);
  });

  it('while sending: Cancel asks first, then cancels', async () => {
    const fetch = open('sending');
    expect(await screen.findByText('Updating while it sends')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel campaign' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Customers not yet sent to will get nothing.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel campaign' }));
    await vi.waitFor(() =>
      expect(
        fetch.mock.calls.some(([u, i]) => i?.method === 'POST' && String(u).endsWith(`/api/campaigns/${ID}/cancel`)),
      ).toBe(true),
    );
  });

  it('a member who may only read sees no Cancel', async () => {
    open('sending', [{ resource: 'campaigns', action: 'read' }]);
    await screen.findByText('Updating while it sends');
    expect(screen.queryByRole('button', { name: 'Cancel campaign' })).toBeNull();
  });

  it('reads again every few seconds while it runs, every half minute for a day after, then no more', () => {
    const now = Date.parse('2026-11-27T12:00:00Z');
    expect(refreshOf({ status: 'sending', finished_at: null }, now)).toBe(LIVE_REFRESH_MS);
    expect(refreshOf({ status: 'scheduled', finished_at: null }, now)).toBe(LIVE_REFRESH_MS);
    expect(refreshOf({ status: 'done', finished_at: '2026-11-27T08:00:00Z' }, now)).toBe(AFTER_REFRESH_MS);
    expect(refreshOf({ status: 'done', finished_at: '2026-11-25T08:00:00Z' }, now)).toBe(false);
    expect(refreshOf({ status: 'draft', finished_at: null }, now)).toBe(false);
    expect(campaignResultsQuery(ID, LIVE_REFRESH_MS).refetchInterval).toBe(LIVE_REFRESH_MS);
    expect(campaignQuery(ID, true).refetchInterval).toBe(LIVE_REFRESH_MS);
  });
});
