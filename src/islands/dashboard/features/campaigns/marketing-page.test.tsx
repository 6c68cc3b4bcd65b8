// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMoney } from '../../../../lib/format.ts';
import { userQuery } from '../../lib/session.ts';
import { MarketingPage } from './marketing-page.tsx';

// The /marketing hub (issue 27): campaigns by channel with the last one's cost and sales, the
// tools around them, pop-ups coming next, and the frequency cap and WhatsApp price.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ID = '00000000-0000-4000-8000-0000000000c1';
const counts = {
  total: 3,
  queued: 0,
  sending: 0,
  sent: 1,
  delivered: 1,
  read: 0,
  failed: 1,
  skipped: 0,
  cancelled: 0,
  unknown: 0,
};
const POPUP = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const item = {
  id: ID,
  name: 'Deni Desemba',
  status: 'done',
  channels: ['sms'],
  send_at: null,
  started_at: null,
  finished_at: null,
  counts,
  created_at: '2026-11-27T04:00:00.000Z',
};

function open(permissions: unknown = { is_admin: true }) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const u = String(url);
    if (u.includes('/api/campaigns/settings'))
      return Response.json(
        init?.method === 'PUT' ? JSON.parse(String(init.body)) : { cap_messages: 1, cap_days: 7, whatsapp_price: 80 },
      );
    if (u.includes(`/api/campaigns/${ID}/results`))
      return Response.json({
        counts,
        by_channel: [],
        fallbacks: 0,
        failed_reasons: [],
        skipped_reasons: [],
        opted_out: 0,
        clicked: 1,
        ordered: 1,
        ordered_tzs: 45_000,
        paid_tzs: 45_000,
        cost_tzs: 75,
      });
    if (u.includes('/api/popups/results'))
      return Response.json({
        items: [
          {
            popup_id: POPUP,
            variant: 'a',
            shown: 40,
            closed: 10,
            clicked: 6,
            phones: 0,
            chats: 5,
            orders: 2,
            orders_paid: 1,
            paid: 30_000,
          },
          {
            popup_id: POPUP,
            variant: 'b',
            shown: 38,
            closed: 9,
            clicked: 4,
            phones: 0,
            chats: 3,
            orders: 1,
            orders_paid: 1,
            paid: 15_000,
          },
        ],
      });
    if (u.endsWith('/api/popups')) return Response.json({ items: [{ id: POPUP, name: 'Karibu 10%', variants: [] }] });
    if (u.includes('/api/campaigns?'))
      return Response.json({ items: u.includes('channel=sms') ? [item] : [], page: 1, page_size: 20, has_more: false });
    return Response.json({ code: 'not_found', message: 'Not found' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(userQuery().queryKey, { id: 'u1', permissions } as never);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <MarketingPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetch;
}

describe('the marketing hub', () => {
  it('campaigns by channel, the last one with its cost and sales, tools and pop-ups', async () => {
    open();
    const sms = screen.getByTestId('hub-sms');
    expect((await within(sms).findByTestId(`hub-last-${ID}`)).textContent).toContain(
      `Cost ${formatMoney(75)} · Sold ${formatMoney(45_000)}`,
    );
    expect(sms.textContent).toContain('2 sent · 1 delivered · 1 failed');
    expect(await within(screen.getByTestId('hub-whatsapp')).findByText('No campaigns yet.')).toBeTruthy();
    // pop-ups (issue 28): each with its variants' results added up
    expect((await screen.findByTestId(`hub-popup-${POPUP}`)).textContent).toContain(
      `78 shown · 10 clicked · 3 orders · ${formatMoney(45_000)}`,
    );
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).toContain('/dashboard/marketing/sms/campaign/providers');
    expect(hrefs).toContain('/dashboard/marketing/whatsapp/templates');
    expect(hrefs).toContain('/dashboard/marketing/discounts');
    expect(hrefs).toContain('/dashboard/marketing/website/website-popup');
    expect(hrefs).toContain('/dashboard/marketing/sms/campaign/create?channel=whatsapp');
  });

  it('the frequency cap and the WhatsApp price are saved as whole numbers', async () => {
    const fetch = open();
    const box = screen.getByTestId('campaign-settings');
    const price = await within(box).findByLabelText(/WhatsApp price per message/);
    fireEvent.change(price, { target: { value: '1,200' } });
    fireEvent.change(within(box).getByLabelText('In how many days'), { target: { value: 'x' } });
    fireEvent.click(within(box).getByRole('button', { name: 'Save' }));
    expect(await within(box).findByText('Enter a whole number.')).toBeTruthy();
    fireEvent.change(within(box).getByLabelText('In how many days'), { target: { value: '14' } });
    fireEvent.click(within(box).getByRole('button', { name: 'Save' }));
    expect(await within(box).findByText('Saved.')).toBeTruthy();
    const put = fetch.mock.calls.filter(([, i]) => i?.method === 'PUT');
    expect(put).toHaveLength(1);
    expect(JSON.parse(String(put[0]![1]!.body))).toEqual({ cap_messages: 1, cap_days: 14, whatsapp_price: 1200 });
  });

  it('a member who may only read sees the settings in words and no New campaign', async () => {
    open([{ resource: 'campaigns', action: 'read' }]);
    expect(
      await screen.findByText(`Offers per customer: at most 1 in 7 days · WhatsApp ${formatMoney(80)} per message`),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'New campaign' })).toBeNull();
  });
});
