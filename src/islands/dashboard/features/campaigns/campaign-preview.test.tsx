// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMoney } from '../../../../lib/format.ts';
import type { Campaign, CampaignPreview } from './api.ts';
import { futureIso, PreviewBody } from './campaign-preview-page.tsx';
import { useCampaignsT } from './use-campaigns-t.ts';

// The preview before sending (issue 27): the audience, each language's SMS as the customer gets it
// with the opt-out hint, the cost in TZS, the sender name's state, a test to my phone, and Send now
// or Schedule (a time in the future only).

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ID = '00000000-0000-4000-8000-0000000000c1';
const counts = {
  total: 0,
  queued: 0,
  sending: 0,
  sent: 0,
  delivered: 0,
  read: 0,
  failed: 0,
  skipped: 0,
  cancelled: 0,
  unknown: 0,
};
const campaign: Campaign = {
  id: ID,
  name: 'Deni',
  status: 'draft',
  audience: { segment_id: null, tags: [], facts: [] },
  sms_text_en: '',
  sms_text_sw: 'Habari {name}',
  whatsapp_template_id: null,
  whatsapp_values: [],
  fallback_after_minutes: 60,
  link_target: 'chat',
  offer_text: '',
  link_product_id: null,
  send_from: '09:00',
  send_until: '21:00',
  attribution_days: 7,
  channels: ['sms'],
  send_at: null,
  started_at: null,
  finished_at: null,
  cancelled_at: null,
  counts,
  created_at: '2026-11-27T04:00:00.000Z',
  updated_at: '2026-11-27T04:00:00.000Z',
};
const preview = (over: Partial<CampaignPreview> = {}): CampaignPreview => ({
  audience: {
    matched: 1200,
    reachable: 1000,
    whatsapp: 0,
    sms: 1000,
    left_out: { opted_out: 150, no_consent: 50, no_channel: 0, no_number: 0, capped: 0 },
  },
  sms: [
    {
      language: 'sw',
      text: 'Habari Juma Hassani Mwinyi\nJibu ACHA kusitisha',
      encoding: 'gsm7',
      length: 46,
      parts: 1,
      per_part: 160,
    },
  ],
  whatsapp: null,
  cost: {
    sms_parts: 1000,
    price_per_part: 25,
    sms_tzs: 25_000,
    whatsapp_messages: 0,
    whatsapp_price: 0,
    whatsapp_tzs: 0,
    total_tzs: 25_000,
  },
  sms_sender: { sender_name: 'DUKALANGU', state: 'approved' },
  first_send_at: null,
  ...over,
});

function Body(props: { preview: CampaignPreview; mayUpdate?: boolean }) {
  const t = useCampaignsT();
  return <PreviewBody campaign={campaign} preview={props.preview} mayUpdate={props.mayUpdate ?? true} t={t} />;
}

function open(p = preview(), mayUpdate = true) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const u = String(url);
    if (u.endsWith('/test'))
      return Response.json({ channel: 'sms', to: '+255712345678', text: 'x', status: 'accepted', reason: null });
    if (u.endsWith('/schedule') || u.endsWith('/send'))
      return Response.json({ ...campaign, status: u.endsWith('/send') ? 'sending' : 'scheduled', body: init?.body });
    return Response.json({ code: 'not_found', message: 'Not found' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/dashboard/marketing/sms/campaign/preview?id=${ID}`]}>
        <Routes>
          <Route
            path="/dashboard/marketing/sms/campaign/preview"
            element={<Body preview={p} mayUpdate={mayUpdate} />}
          />
          <Route path="/dashboard/marketing/sms/campaign/:id" element={<p>the results page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const posts = (end: string) => fetch.mock.calls.filter(([u, i]) => i?.method === 'POST' && String(u).endsWith(end));
  return { fetch, posts };
}

describe('the campaign preview', () => {
  it('shows the audience with who is left out, the SMS as sent with the hint, and the cost in TZS', () => {
    open();
    const audience = screen.getByTestId('preview-audience').textContent;
    expect(audience).toContain('1000 of 1200 customers will get it');
    expect(audience).toContain('150 opted out');
    expect(audience).toContain('50 never agreed to offers');
    const sms = screen.getByTestId('preview-sms-sw');
    expect(sms.textContent).toContain('Habari Juma Hassani Mwinyi');
    expect(sms.textContent).toContain('Jibu ACHA kusitisha');
    expect(sms.textContent).toContain('46 characters · GSM-7 · 1 SMS');
    const cost = screen.getByTestId('preview-cost');
    expect(cost.textContent).toContain(`1000 SMS × ${formatMoney(25)}`);
    expect(screen.getByTestId('preview-total').textContent).toBe(formatMoney(25_000));
    expect(within(cost).queryByRole('status')).toBeNull();
  });

  it('warns when the sender name is not approved, and when no provider is linked', () => {
    open(preview({ sms_sender: { sender_name: 'DUKALANGU', state: 'pending' } }));
    expect(screen.getByTestId('preview-cost').textContent).toContain('Your sender name DUKALANGU is not approved yet');
    cleanup();
    open(preview({ sms_sender: null }));
    expect(screen.getByTestId('preview-cost').textContent).toContain('No SMS provider is linked');
    expect(screen.getByRole('link', { name: 'SMS providers' }).getAttribute('href')).toBe(
      '/dashboard/marketing/sms/campaign/providers',
    );
  });

  it('a test goes to my phone and says where it went', async () => {
    const page = open();
    fireEvent.click(screen.getByRole('button', { name: 'Send a test' }));
    expect(await screen.findByText('Sent to +255712345678 (accepted).')).toBeTruthy();
    expect(JSON.parse(String(page.posts('/test')[0]![1]!.body))).toEqual({ channel: 'sms', language: 'sw' });
  });

  it('a schedule in the past is refused on the screen, nothing is sent', async () => {
    const page = open();
    fireEvent.change(screen.getByLabelText('Start at'), { target: { value: '2020-01-01T10:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('Choose a time in the future.')).toBeTruthy();
    expect(page.posts('/schedule')).toHaveLength(0);
  });

  it('a schedule in the future is sent as an ISO time, then the results open', async () => {
    const page = open();
    fireEvent.change(screen.getByLabelText('Start at'), { target: { value: '2099-01-01T10:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('the results page')).toBeTruthy();
    const body = JSON.parse(String(page.posts('/schedule')[0]![1]!.body));
    expect(body.send_at).toBe(new Date('2099-01-01T10:00').toISOString());
  });

  it('Send now asks first, with the count and the cost', async () => {
    const page = open();
    fireEvent.click(screen.getByRole('button', { name: 'Send now' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Send to 1000 customers now?');
    expect(dialog.textContent).toContain(formatMoney(25_000));
    expect(page.posts('/send')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send now' }));
    expect(await screen.findByText('the results page')).toBeTruthy();
    expect(page.posts('/send')).toHaveLength(1);
  });

  it('nobody to reach: no sending; a member who may not update sees no buttons', () => {
    open(
      preview({
        audience: {
          matched: 3,
          reachable: 0,
          whatsapp: 0,
          sms: 0,
          left_out: { opted_out: 3, no_consent: 0, no_channel: 0, no_number: 0, capped: 0 },
        },
      }),
    );
    expect((screen.getByRole('button', { name: 'Send now' }) as HTMLButtonElement).disabled).toBe(true);
    cleanup();
    open(preview(), false);
    expect(screen.queryByRole('button', { name: 'Send now' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send a test' })).toBeNull();
  });
});

describe('futureIso', () => {
  it('only a time after now', () => {
    const now = new Date('2026-11-27T10:00:00Z').getTime();
    expect(futureIso('', now)).toBeNull();
    expect(futureIso('nonsense', now)).toBeNull();
    expect(futureIso('2020-01-01T10:00', now)).toBeNull();
    expect(futureIso('2099-01-01T10:00', now)).toBe(new Date('2099-01-01T10:00').toISOString());
  });
});
