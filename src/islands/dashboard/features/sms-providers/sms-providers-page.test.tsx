// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userQuery } from '../../lib/session.ts';
import { SmsProvidersPage } from './sms-providers-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const account = (over: Record<string, unknown> = {}) => ({
  id: 'a1',
  provider: 'africastalking',
  label: '',
  sender_name: 'DUKA',
  sender_state: 'not_applied',
  sender_next_step: 'apply',
  price_per_part: 22,
  per_second: 10,
  enabled: true,
  credentials: [
    { name: 'username', hint: '••••shop' },
    { name: 'apiKey', hint: '••••0042' },
  ],
  callback_urls: {
    delivery: 'https://duka.example/webhooks/sms/africastalking/k/delivery',
    inbound: 'https://duka.example/webhooks/sms/africastalking/k/inbound',
  },
  created_at: '2026-11-27T00:00:00.000Z',
  updated_at: '2026-11-27T00:00:00.000Z',
  ...over,
});

function renderWith(accounts: unknown[], permissions: unknown = { is_admin: true }) {
  const fetch = vi.fn((url: string, init?: RequestInit) => {
    const path = new URL(String(url), 'http://x').pathname;
    if (init?.method === 'PATCH')
      return Promise.resolve(Response.json(account({ sender_state: 'pending', sender_next_step: 'wait' })));
    if (init?.method === 'POST' && path.endsWith('/test'))
      return Promise.resolve(Response.json({ ok: true, balance: 'TZS 1500.0000', reason: null }));
    if (path === '/api/sms-accounts/providers')
      return Promise.resolve(
        Response.json([
          {
            id: 'africastalking',
            fields: [{ name: 'username', secret: false, required: true }],
            reports_by: 'callback',
          },
        ]),
      );
    return Promise.resolve(Response.json(accounts));
  });
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(userQuery().queryKey, { id: 'u1', permissions } as never);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SmsProvidersPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetch;
}

describe('SMS providers screen', () => {
  it('shows the sender name, its state and what to do next; "I have applied" marks it pending', async () => {
    const fetch = renderWith([account()]);
    expect(await screen.findByText('Not applied')).toBeTruthy();
    expect(screen.getByText(/Apply for "DUKA" with Africa's Talking/)).toBeTruthy();
    expect(screen.getByText('••••0042')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'I have applied' }));
    await vi.waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(true));
    const [, init] = fetch.mock.calls.find(([, i]) => i?.method === 'PATCH')!;
    expect(JSON.parse(String(init!.body))).toEqual({ sender_state: 'pending' });
  });

  it('Test shows the balance the gateway answered', async () => {
    renderWith([account({ sender_state: 'approved', sender_next_step: 'none' })]);
    expect(await screen.findByText('Approved: your messages go out as "DUKA".')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Test' }));
    expect(await screen.findByText('Connected. Balance: TZS 1500.0000')).toBeTruthy();
  });

  it('a member who may only read sees no link, test or unlink buttons', async () => {
    renderWith([account()], [{ resource: 'campaigns', action: ['read'] }]);
    await screen.findByText('Not applied');
    expect(screen.queryByRole('button', { name: 'Test' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Link a gateway' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'I have applied' })).toBeNull();
  });
});
