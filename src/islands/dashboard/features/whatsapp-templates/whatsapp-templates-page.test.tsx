// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionKeys } from '../../lib/session.ts';
import type { WhatsappTemplate, WhatsappTemplateList } from './api.ts';
import { TemplateForm } from './template-form.tsx';
import { WhatsappTemplatesPage } from './whatsapp-templates-page.tsx';

// The templates screen (issue 27): Meta's states and reasons in words, the connect notice, the
// empty state, and the create form's preview and field errors.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const template = (over: Partial<WhatsappTemplate>): WhatsappTemplate => ({
  id: '00000000-0000-4000-8000-000000000001',
  meta_id: '1689556908000001',
  name: 'weekend_offer',
  language: 'sw',
  category: 'MARKETING',
  status: 'APPROVED',
  rejected_reason: null,
  rejection_detail: null,
  header: null,
  body: 'Habari {{1}}, karibu.',
  examples: ['Asha'],
  footer: null,
  buttons: [],
  variable_count: 1,
  sendable: true,
  status_at: '2026-11-27T03:00:00.000Z',
  created_at: '2026-11-27T03:00:00.000Z',
  ...over,
});

function mount(ui: React.ReactNode, answer: (url: string, init?: RequestInit) => Response) {
  const fetch = vi.fn((url: string, init?: RequestInit) => Promise.resolve(answer(String(url), init)));
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionKeys.user, { permissions: { is_admin: true } } as never);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return fetch;
}

describe('the templates list', () => {
  it('shows each state in words, with the rejection reason and Meta’s explanation', async () => {
    const list: WhatsappTemplateList = {
      waba_id: 'WABA1',
      items: [
        template({}),
        template({
          id: '00000000-0000-4000-8000-000000000002',
          name: 'cart_reminder',
          status: 'REJECTED',
          rejected_reason: 'INVALID_FORMAT',
          rejection_detail: 'Variables are not clear.',
          sendable: false,
        }),
        template({ id: '00000000-0000-4000-8000-000000000003', name: 'old_one', status: 'PAUSED', sendable: false }),
        template({ id: '00000000-0000-4000-8000-000000000004', name: 'us_one', language: 'en_US', sendable: false }),
      ],
    };
    mount(<WhatsappTemplatesPage />, () => Response.json(list));
    const rejected = (await screen.findByText('cart_reminder')).closest('li')!;
    expect(within(rejected).getByText('Rejected')).toBeTruthy();
    expect(rejected.textContent).toContain('Reason: the format is not valid');
    expect(rejected.textContent).toContain('Variables are not clear.');
    expect(screen.getByText('old_one').closest('li')!.textContent).toContain('Paused');
    expect(screen.getByText('us_one').closest('li')!.textContent).toContain('Not usable in campaigns');
    expect(screen.getByRole('button', { name: 'Sync from WhatsApp' })).toBeTruthy();
    // The text on demand, with the example filled in.
    fireEvent.click(
      within(screen.getByText('weekend_offer').closest('li')!).getByRole('button', { name: 'Show the text' }),
    );
    expect(screen.getByText('Habari Asha, karibu.')).toBeTruthy();
  });

  it('says to connect WhatsApp first when no number is connected, and offers no sync or create', async () => {
    mount(<WhatsappTemplatesPage />, () => Response.json({ waba_id: null, items: [] }));
    expect(await screen.findByText(/No WhatsApp number is connected/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Connect WhatsApp' }).getAttribute('href')).toBe('/dashboard/connect');
    expect(screen.queryByRole('button', { name: 'Sync from WhatsApp' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New template' })).toBeNull();
  });

  it('shows the empty state and a failed load in words', async () => {
    mount(<WhatsappTemplatesPage />, () => Response.json({ waba_id: 'WABA1', items: [] }));
    expect(await screen.findByText('No templates yet')).toBeTruthy();
    cleanup();
    mount(<WhatsappTemplatesPage />, () =>
      Response.json({ code: 'internal', message: 'Something went wrong', requestId: 'r' }, { status: 500 }),
    );
    expect(await screen.findByText('The templates could not be loaded.')).toBeTruthy();
  });
});

describe('the create form', () => {
  it('previews the message with the examples and sends what the server takes', async () => {
    const fetch = mount(<TemplateForm onClose={() => {}} />, () =>
      Response.json(template({ status: 'PENDING' }), { status: 201 }),
    );
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'weekend_offer' } });
    fireEvent.change(screen.getByLabelText(/^Message text/), { target: { value: 'Habari , vitenge vipya vimefika.' } });
    fireEvent.change(screen.getByLabelText(/^Message text/), {
      target: { value: 'Habari {{1}}, vitenge vipya vimefika.' },
    });
    fireEvent.change(screen.getByLabelText(/^Example for variable 1/), { target: { value: 'Asha' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add quick reply' }));
    fireEvent.change(screen.getByLabelText(/^Button text/), { target: { value: 'Nataka' } });
    expect(screen.getByText('Habari Asha, vitenge vipya vimefika.')).toBeTruthy();
    expect(screen.getByText(/Nataka/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send for review' }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    const [, init] = fetch.mock.calls[0]!;
    expect(JSON.parse(String(init!.body))).toEqual({
      name: 'weekend_offer',
      category: 'MARKETING',
      language: 'sw',
      header: '',
      body: 'Habari {{1}}, vitenge vipya vimefika.',
      examples: ['Asha'],
      footer: '',
      buttons: [{ type: 'QUICK_REPLY', text: 'Nataka' }],
    });
  });

  it("shows the server's refusal under the field it names", async () => {
    mount(<TemplateForm onClose={() => {}} />, () =>
      Response.json(
        {
          code: 'template_example_missing',
          message: 'Give an example for every variable.',
          field: 'examples.0',
          requestId: 'r',
        },
        { status: 400 },
      ),
    );
    fireEvent.change(screen.getByLabelText(/^Message text/), { target: { value: 'Habari {{1}}, karibu.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send for review' }));
    const field = await screen.findByText('Give an example for every variable.');
    expect(field.id).toMatch(/-error$/);
  });
});
