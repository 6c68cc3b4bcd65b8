// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsDiscounts } from '../../../../lib/contracts/discount.ts';
import type {
  AnalyticsChannels,
  AnalyticsChat,
  AnalyticsCustomers,
  AnalyticsOverview,
  AnalyticsPeaks,
  AnalyticsProducts,
} from '../../../../lib/contracts/analytics.ts';
import { AnalyticsPage } from './analytics-page.tsx';
import type { Permissions } from '../../../../lib/permissions.ts';
import { sessionKeys, type CurrentUser } from '../../lib/session.ts';

// The canvas chart is uPlot's business (happy-dom has no canvas); its numbers are in the table.
vi.mock('./sales-chart.tsx', () => ({ SalesChart: () => null }));

const period = {
  from: '2026-11-19',
  to: '2026-11-25',
  previous_from: '2026-11-12',
  previous_to: '2026-11-18',
  bucket: 'day' as const,
};
const c = (value: number, previous: number) => ({ value, previous });
const overview = (orders: number): AnalyticsOverview => ({
  period,
  orders: c(orders, 4),
  sales: c(orders * 15000, 40000),
  average_order_value: c(orders ? 15000 : 0, 10000),
  items_sold: c(orders * 2, 8),
  series: [
    { at: '2026-11-19', orders, sales: orders * 15000 },
    { at: '2026-11-20', orders: 0, sales: 0 },
  ],
});
const kanga = {
  product_id: '11111111-1111-4111-8111-111111111111',
  product_name: 'Kanga, blue',
  quantity: 5,
  revenue: 75000,
  variants: [
    { variant_id: '21111111-1111-4111-8111-111111111111', variant_name: 'Small', quantity: 3, revenue: 45000 },
    { variant_id: '31111111-1111-4111-8111-111111111111', variant_name: 'Large', quantity: 2, revenue: 30000 },
  ],
};
const heatmap = Array.from({ length: 7 }, () => Array<number>(24).fill(0));
heatmap[5]![18] = 3;
const answers: Record<string, unknown> = {
  products: {
    period,
    by_quantity: [kanga],
    by_revenue: [kanga],
    not_sold: [],
    not_sold_count: 0,
  } satisfies AnalyticsProducts,
  peaks: { period, heatmap, busiest: { weekday: 5, from_hour: 18, to_hour: 20, orders: 3 } } satisfies AnalyticsPeaks,
  channels: {
    period,
    channels: [
      { key: 'whatsapp', orders: 3, sales: 45000 },
      { key: 'widget', orders: 1, sales: 15000 },
    ],
    payment_methods: [{ key: 'cash', orders: 4, sales: 60000 }],
  } satisfies AnalyticsChannels,
  customers: {
    period,
    new_customers: c(2, 1),
    returning_customers: c(1, 1),
    repeat_rate_permille: c(333, 0),
    top_customers: [{ customer_id: '41111111-1111-4111-8111-111111111111', name: '=Neema', orders: 2, sales: 30000 }],
  } satisfies AnalyticsCustomers,
  chat: {
    period,
    conversations: c(10, 8),
    orders_from_chat: c(4, 2),
    by_channel: [{ channel: 'whatsapp', conversations: 10, orders: 4, conversion_permille: 400 }],
  } satisfies AnalyticsChat,
  discounts: {
    period,
    orders: 2,
    discount_given: 3000,
    codes: [{ code: 'KARIBU10', orders: 2, discount_given: 3000 }],
  } satisfies AnalyticsDiscounts,
};

function serve(orders: number | 'fail', permissions: Permissions = { is_admin: true }) {
  const fetch = vi.fn((input: string) => {
    const url = new URL(input, 'http://x');
    const view = url.pathname.replace('/api/analytics/', '');
    if (view === 'overview')
      return Promise.resolve(
        orders === 'fail'
          ? Response.json({ error: { code: 'internal', message: 'boom' } }, { status: 500 })
          : Response.json(overview(orders)),
      );
    return Promise.resolve(Response.json(answers[view]));
  });
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  // The signed-in member, as GET /api/user answered: only permissions matter to this screen.
  client.setQueryData(sessionKeys.user, { id: 'u1', name: 'Asha', email: 'a@b.co', permissions } as CurrentUser);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/dashboard/analytics?range=7d']}>
        <AnalyticsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetch;
}

beforeEach(() => {
  // No stream in these tests: the badge says so and the figures fall back to polling.
  vi.stubGlobal('EventSource', undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the analytics screen', () => {
  // Issue 25 (decision 0029): each view only for who may read what it shows, and no card that would be refused.
  it('shows a member with only products read no figures and asks the server nothing', async () => {
    const fetch = serve(4, [{ resource: 'product', action: ['read'] }]);
    expect(await screen.findByText('Sales figures are not shared with you')).toBeTruthy();
    expect(screen.queryByTestId('figure-orders')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Best sellers' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Top customers' })).toBeNull();
    expect(fetch.mock.calls.filter(([url]) => String(url).includes('/api/analytics'))).toEqual([]);
  });

  it('leaves out the customers and chat cards for a member who may read orders and products only', async () => {
    const fetch = serve(4, [
      { resource: 'orders', action: ['read'] },
      { resource: 'product', action: ['read'] },
    ]);
    expect(await screen.findByRole('table', { name: 'Best sellers: By quantity' })).toBeTruthy();
    expect(screen.getByTestId('figure-orders').textContent).toBe('4');
    expect(screen.queryByRole('heading', { name: 'Chat to order' })).toBeNull();
    expect(screen.queryByText('=Neema')).toBeNull();
    const asked = fetch.mock.calls.map(([url]) => new URL(String(url), 'http://x').pathname);
    expect(asked).not.toContain('/api/analytics/customers');
    expect(asked).not.toContain('/api/analytics/chat');
  });

  it('shows the orders that used a discount code and what the codes gave (issue 28)', async () => {
    serve(4);
    const table = await screen.findByRole('table', { name: 'Discount codes' });
    expect(table.textContent).toContain('KARIBU10');
    expect(screen.getByTestId('discount-orders').textContent).toBe('2');
    expect(screen.getByTestId('discount-given').textContent).toBe('TZS 3,000');
  });

  it('shows each figure against the previous period and every chart’s numbers as a table', async () => {
    const fetch = serve(4);
    expect(await screen.findByText('Most orders come on Saturdays between 18:00 and 20:00.')).toBeTruthy();
    // Orders 4 vs 4, sales 60,000 vs 40,000.
    expect(screen.getByTestId('figure-orders').textContent).toBe('4');
    const card = (testId: string) => within(screen.getByTestId(testId).parentElement!);
    expect(card('figure-orders').getByLabelText('no change on the previous period')).toBeTruthy();
    expect(card('figure-sales').getByLabelText('↑ 50% on the previous period')).toBeTruthy();
    expect(card('figure-sales').getByText('Before: TZS 40,000')).toBeTruthy();
    const sellers = await screen.findByRole('table', { name: 'Best sellers: By quantity' });
    expect(within(sellers).getByRole('rowheader').textContent).toContain('Kanga, blue');
    expect(
      within(sellers)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Product', 'Quantity', 'Revenue']);
    const heat = screen.getByRole('table', { name: 'Orders by weekday and hour (EAT)' });
    expect(within(heat).getAllByRole('row')).toHaveLength(8);
    expect(screen.getByRole('table', { name: 'Channel' }).textContent).toContain('75%');
    expect(screen.getByText('33.3%')).toBeTruthy();
    // Every endpoint is asked for the period in the URL.
    for (const [url] of fetch.mock.calls) expect(url).toContain('range=7d');
    expect(screen.getByTestId('live-badge').textContent).toContain('Reconnecting');
  });

  it('downloads the CSV of a table with the variants the screen folds away', async () => {
    const saved: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: (b: Blob) => (saved.push(b), 'blob:x'), revokeObjectURL: () => {} }),
    );
    serve(4);
    fireEvent.click(await screen.findByRole('button', { name: 'Download CSV: Best sellers: By quantity' }));
    expect(await saved[0]!.text()).toBe(
      '\uFEFFProduct,Variant,Quantity,Revenue\r\n"Kanga, blue",,5,75000\r\n"Kanga, blue",Small,3,45000\r\n"Kanga, blue",Large,2,30000\r\n',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV: Top customers' }));
    expect(await saved[1]!.text()).toContain("'=Neema,2,30000");
  });

  it('says there is no order in the period instead of empty charts, and keeps chat to order', async () => {
    const fetch = serve(0);
    expect(await screen.findByText('No orders in this period')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Best sellers' })).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Chat to order' })).toBeTruthy();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/chat'))).toBe(true);
  });

  it('reads custom dates once they are both given, in order', async () => {
    const fetch = serve(4);
    fireEvent.change(await screen.findByRole('combobox', { name: 'Period' }), { target: { value: 'custom' } });
    // The last day first: the screen puts them in order rather than refusing.
    fireEvent.change(screen.getByLabelText(/^From/), { target: { value: '2026-11-10' } });
    fireEvent.change(screen.getByLabelText(/^To/), { target: { value: '2026-11-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await vi.waitFor(() =>
      expect(fetch.mock.calls.some(([url]) => String(url).includes('range=custom&from=2026-11-01&to=2026-11-10'))).toBe(
        true,
      ),
    );
  });

  it('shows a failed read with Retry, which asks again', async () => {
    const fetch = serve('fail');
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(screen.getAllByText('The figures could not be loaded.').length).toBeGreaterThan(0);
    const overviewCalls = () => fetch.mock.calls.filter(([url]) => String(url).includes('/overview')).length;
    await vi.waitFor(() => expect(overviewCalls()).toBe(2));
  });
});
