// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userQuery } from '../../lib/session.ts';
import { DebtReachActions } from './debt-reach-actions.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const preview = (over: Record<string, unknown> = {}) => ({
  channel: 'whatsapp',
  language: 'en',
  text: 'Hello Neema, a reminder from Duka: TZS 30,000 is still owed. https://x/statement?token=abc',
  statement_url: 'https://x/statement?token=abc',
  share_url: 'https://wa.me/255754321987?text=Hello',
  last_reminded_at: null,
  next_allowed_at: null,
  ...over,
});

function renderWith(
  answer: Record<string, unknown>,
  permissions: unknown = { is_admin: true },
  direction = 'receivable',
  balance = 30_000,
) {
  const fetch = vi.fn((url: string, init?: RequestInit) =>
    Promise.resolve(
      init?.method === 'POST'
        ? Response.json(
            { channel: 'whatsapp', kind: 'template', last_reminded_at: new Date().toISOString(), debt_id: 'd1' },
            { status: 201 },
          )
        : Response.json(answer),
    ),
  );
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(userQuery().queryKey, { id: 'u1', permissions } as never);
  render(
    <QueryClientProvider client={client}>
      <DebtReachActions debt={{ id: 'd1', direction, balance }} />
    </QueryClientProvider>,
  );
  return fetch;
}

describe('a debt’s reminder and statement link', () => {
  it('with WhatsApp: "Send reminder" queues it with an Idempotency-Key', async () => {
    const fetch = renderWith(preview());
    fireEvent.click(await screen.findByRole('button', { name: 'Send reminder' }));
    await vi.waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const [url, init] = fetch.mock.calls.find(([, i]) => i?.method === 'POST')!;
    expect(String(url)).toContain('/api/debts/d1/reminders');
    expect(new Headers(init!.headers).get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href')).toContain('https://wa.me/');
  });

  // Issue 25: a debt paid in full still offered the reminder, "bado unadaiwa TZS 0".
  it('a debt paid in full offers no reminder in any form, only its statement link', async () => {
    for (const channel of ['whatsapp', null]) {
      renderWith(preview({ channel }), { is_admin: true }, 'receivable', 0);
      expect(await screen.findByTestId('debt-nothing-owed')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Send reminder' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Copy message' })).toBeNull();
      expect(screen.queryByRole('link', { name: 'Share on WhatsApp' })).toBeNull();
      expect(screen.queryByTestId('debt-reminder-text')).toBeNull();
      expect(screen.getByRole('button', { name: 'Copy statement link' })).toBeTruthy();
      cleanup();
    }
  });

  it('within 12 hours of the last: the button waits and says when', async () => {
    renderWith(preview({ next_allowed_at: new Date(Date.now() + 3_600_000).toISOString() }));
    expect(((await screen.findByRole('button', { name: 'Send reminder' })) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/The next reminder can go at/)).toBeTruthy();
  });

  it('without WhatsApp: says it is needed and offers to copy the message and share it from the phone', async () => {
    renderWith(preview({ channel: null }));
    expect(await screen.findByText(/Connect WhatsApp or link an SMS gateway to send reminders from here/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send reminder' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Copy message' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy statement link' })).toBeTruthy();
  });

  it('without transactions → update: no sending, the link can still be copied', async () => {
    renderWith(preview(), [{ resource: 'transactions', action: 'read' }]);
    expect(await screen.findByRole('button', { name: 'Copy statement link' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send reminder' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New link' })).toBeNull();
  });

  it('a supplier’s debt has none of it', () => {
    const fetch = renderWith(preview(), { is_admin: true }, 'payable');
    expect(screen.queryByRole('region')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a failed load says so, with a retry', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(Response.json({ code: 'x', message: 'x' }, { status: 500 }))),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(userQuery().queryKey, { id: 'u1', permissions: { is_admin: true } } as never);
    render(
      <QueryClientProvider client={client}>
        <DebtReachActions debt={{ id: 'd1', direction: 'receivable', balance: 30_000 }} />
      </QueryClientProvider>,
    );
    expect((await screen.findByRole('alert')).textContent).toContain('Could not load the reminder.');
  });
});
