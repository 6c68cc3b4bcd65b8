// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContactMessageItem } from '../../../lib/contracts/operator.ts';
import { ContactPage } from './contact-page.tsx';

// The contact-form inbox (issue 29): new messages first, read in full, marked handled, answered by
// email with the server's refusal shown where it belongs.

const message: ContactMessageItem = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Asha Juma',
  email: 'asha@example.com',
  phone: '+255754123456',
  message: 'Naomba maelezo ya bei.',
  language: 'sw',
  status: 'new',
  created_at: '2026-11-20T08:00:00.000Z',
  handled_at: null,
  handled_by: null,
  replies: [],
};

function serve(items: ContactMessageItem[]) {
  const fetch = vi.fn((input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://x');
    if (url.pathname === '/api/operator/contact-messages')
      return Promise.resolve(Response.json({ items, next_cursor: null }));
    if (url.pathname.endsWith('/handled'))
      return Promise.resolve(Response.json({ ...message, status: 'handled', handled_by: 'ops@duka.chat' }));
    if (url.pathname.endsWith('/replies') && init?.method === 'POST')
      return Promise.resolve(
        Response.json(
          { code: 'contact_reply_body_required', message: 'Write the reply.', field: 'body', requestId: 'r' },
          { status: 400 },
        ),
      );
    return Promise.resolve(Response.json({ code: 'not_found', message: 'Not found.' }, { status: 404 }));
  });
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/operator/messages']}>
        <ContactPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetch;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the contact-form inbox', () => {
  it('says so when there is nothing new', async () => {
    serve([]);
    expect(await screen.findByText('No messages here')).toBeTruthy();
  });

  it('marks a message handled', async () => {
    const fetch = serve([message]);
    const card = await screen.findByTestId('contact-message');
    expect(within(card).getByText('Written in Swahili', { exact: false })).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Mark handled' }));
    await vi.waitFor(() =>
      expect(
        fetch.mock.calls.some((c) => String(c[0]).endsWith(`/operator/contact-messages/${message.id}/handled`)),
      ).toBe(true),
    );
  });

  it('shows the server’s refusal of an empty reply under the field', async () => {
    serve([message]);
    const card = await screen.findByTestId('contact-message');
    fireEvent.click(within(card).getByRole('button', { name: 'Reply by email' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('To asha@example.com')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    expect(await within(dialog).findByText('Write the reply.')).toBeTruthy();
  });
});
