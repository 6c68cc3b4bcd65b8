// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AlertSettings } from './api.ts';
import { OrderAlertsPage } from './order-alerts-page.tsx';

// The alerts screen (issue 28): loading, the read's failure with Retry, the choices saved whole,
// the devices' empty state and list, and the notice for a member who may not read orders.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const settings = (over: Partial<AlertSettings> = {}): AlertSettings => ({
  new_order: true,
  payment: true,
  browser: true,
  push: true,
  sms: false,
  sound: false,
  allowed: true,
  phone: '+255754123456',
  sms_ready: false,
  vapid_public_key: 'B'.repeat(87),
  devices: [],
  ...over,
});

function open(answer: () => Response) {
  const fetch = vi.fn(async (_url: string, init?: RequestInit) =>
    init?.method === 'PUT' || init?.method === 'DELETE'
      ? Response.json({ ...settings(), ...(init.body ? JSON.parse(String(init.body)) : {}), devices: [] })
      : answer(),
  );
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <OrderAlertsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetch;
}

describe('order alerts screen', () => {
  it('shows a spinner, then the failure with Retry, then the screen', async () => {
    let fail = true;
    const fetch = open(() =>
      fail ? Response.json({ code: 'x', message: 'x' }, { status: 500 }) : Response.json(settings()),
    );
    expect(screen.getByText('Loading…')).toBeTruthy();
    await screen.findByText('Could not load your alerts.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Alert me about' });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(screen.getByText('No device yet.')).toBeTruthy();
    expect(screen.getByText(/no SMS gateway linked/)).toBeTruthy();
  });

  it('saves every switch at once', async () => {
    const fetch = open(() => Response.json(settings()));
    await screen.findByRole('heading', { name: 'Alert me about' });
    fireEvent.click(screen.getByLabelText('A payment received'));
    fireEvent.click(screen.getByLabelText('By SMS to my phone +255754123456'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]!.body))).toEqual({
      new_order: true,
      payment: false,
      browser: true,
      push: true,
      sms: true,
      sound: false,
    });
  });

  it('lists the devices with a way to turn each off', async () => {
    const device = {
      id: '00000000-0000-4000-8000-0000000000d1',
      device: 'Chrome · Android',
      endpoint_host: 'fcm.googleapis.com',
      created_at: '2026-11-20T08:00:00Z',
    };
    const fetch = open(() => Response.json(settings({ devices: [device] })));
    fireEvent.click(await screen.findByRole('button', { name: 'Turn off alerts on Chrome · Android' }));
    await vi.waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true));
    const del = fetch.mock.calls.find(([, init]) => init?.method === 'DELETE')!;
    expect(String(del[0])).toContain(`/api/order-alerts/devices/${device.id}`);
  });

  it('tells a member who may not read orders that no alert reaches them', async () => {
    open(() => Response.json(settings({ allowed: false })));
    await screen.findByText(/You cannot see orders in this shop/);
  });
});
