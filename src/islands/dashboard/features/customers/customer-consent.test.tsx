// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { customerKeys } from '../../lib/query-keys.ts';
import type { CustomerConsent } from './consent-api.ts';
import { CustomerConsentBlock } from './customer-consent.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ID = '00000000-0000-4000-8000-0000000000c1';
const consent = (whatsapp: CustomerConsent['channels'][number]['state']): CustomerConsent => ({
  customer_id: ID,
  opted_out_anywhere: whatsapp === 'opted_out',
  channels: [
    { channel: 'sms', state: 'opted_in', source: 'order_page', words: 'Send me offers', at: '2026-11-20T08:00:00Z' },
    whatsapp === 'none'
      ? { channel: 'whatsapp', state: 'none', source: null, words: '', at: null }
      : { channel: 'whatsapp', state: whatsapp, source: 'manual', words: 'Alisema ndiyo', at: '2026-11-21T08:00:00Z' },
  ],
});

function renderBlock(canUpdate: boolean, start: CustomerConsent) {
  const client = new QueryClient();
  client.setQueryData([...customerKeys.detail(ID), 'consent'], start);
  render(
    <QueryClientProvider client={client}>
      <CustomerConsentBlock customerId={ID} canUpdate={canUpdate} />
    </QueryClientProvider>,
  );
}

describe('the consent block of a customer', () => {
  it('shows a switch per channel with its state, where it came from and the words', () => {
    vi.stubGlobal('fetch', vi.fn());
    renderBlock(true, consent('none'));
    const sms = screen.getByRole('switch', { name: 'Send offers by SMS' });
    const whatsapp = screen.getByRole('switch', { name: 'Send offers by WhatsApp' });
    expect([sms.getAttribute('aria-checked'), whatsapp.getAttribute('aria-checked')]).toEqual(['true', 'false']);
    expect(screen.getByTestId('consent-sms').textContent).toContain('Agreed to offers');
    expect(screen.getByTestId('consent-sms').textContent).toContain('on the order page, 20 Nov 2026');
    expect(screen.getByTestId('consent-sms').textContent).toContain('“Send me offers”');
    expect(screen.getByTestId('consent-whatsapp').textContent).toContain('Not asked yet');
    expect(screen.queryByTestId('consent-opted-out-anywhere')).toBeNull();
  });

  it('a flip sends the channel, the new state and the words, and shows the answer', async () => {
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method === 'PUT'
        ? new Response(JSON.stringify(consent('opted_out')), { status: 200 })
        : new Response(JSON.stringify(consent('opted_in')), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderBlock(true, consent('opted_in'));
    fireEvent.change(screen.getByLabelText('What the customer said (optional)'), { target: { value: ' ACHA ' } });
    await act(async () => fireEvent.click(screen.getByRole('switch', { name: 'Send offers by WhatsApp' })));
    await waitFor(() => expect(screen.getByTestId('consent-opted-out-anywhere')).toBeTruthy());
    const puts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
    expect(puts).toHaveLength(1);
    const [url, init] = puts[0]! as [string, RequestInit];
    expect(String(url)).toContain(`/api/customers/${ID}/consent`);
    expect(JSON.parse(String(init.body))).toEqual({ channel: 'whatsapp', state: 'opted_out', words: 'ACHA' });
    expect(screen.getByRole('switch', { name: 'Send offers by WhatsApp' }).getAttribute('aria-checked')).toBe('false');
  });

  it('a member who may only read sees the switches but cannot flip them', () => {
    vi.stubGlobal('fetch', vi.fn());
    renderBlock(false, consent('opted_in'));
    expect(screen.getByRole('switch', { name: 'Send offers by SMS' })).toHaveProperty('disabled', true);
    expect(screen.queryByLabelText('What the customer said (optional)')).toBeNull();
  });
});
