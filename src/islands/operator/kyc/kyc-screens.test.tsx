// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { KycQueue, KycShopReview } from './api.ts';
import { KycScreens } from './kyc-screens.tsx';

// The operators' KYC screens (issue 29): the queue oldest first with its time waiting and its
// empty state; one shop's fields beside its documents; a rejection needs its reason in words.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SHOP = '0190d1a0-0000-7000-8000-0000000000aa';
const queue: KycQueue = {
  shops: [
    {
      shop_id: SHOP,
      shop_name: 'Mama Asha Vitenge',
      level: 0,
      oldest_submitted_at: '2026-11-25T08:00:00.000Z',
      waiting_seconds: 2 * 86_400 + 3 * 3600,
      requirements: [{ key: 'owner_identity', level: 1, submitted_at: '2026-11-25T08:00:00.000Z' }],
    },
  ],
};
const review: KycShopReview = {
  shop_id: SHOP,
  shop_name: 'Mama Asha Vitenge',
  owner_name: 'Asha Juma',
  owner_email: 'asha@example.com',
  level: 0,
  business_type: null,
  missing: [],
  requirements: [
    {
      key: 'owner_identity',
      level: 1,
      state: 'submitted',
      fields: {
        id_type: 'national_id',
        id_number: '19900131123450000123',
        date_of_birth: '1990-01-31',
        gender: 'female',
      },
      reason: null,
      expires_on: null,
      submitted_at: '2026-11-25T08:00:00.000Z',
      decided_at: null,
      documents: [
        {
          id: '0190d1a0-0000-7000-8000-0000000000d1',
          slot: 'id_front',
          content_type: 'image/png',
          byte_size: 1000,
          created_at: '2026-11-25T07:00:00.000Z',
        },
      ],
    },
  ],
  timeline: [],
};

function open(path: string, answers: { queue?: KycQueue; review?: KycShopReview }) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') return Response.json(review);
    return Response.json(String(url).endsWith('/queue') ? answers.queue : answers.review);
  });
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/operator/kyc/*" element={<KycScreens />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetch;
}

describe('KYC queue', () => {
  it('lists each shop with its time waiting and a link to review it', async () => {
    open('/operator/kyc', { queue });
    await screen.findByText('Mama Asha Vitenge');
    expect(screen.getByText(/Waiting 2 d 3 h/)).toBeTruthy();
    expect(screen.getByText("Owner's ID")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Review' }).getAttribute('href')).toBe(`/operator/kyc/${SHOP}`);
  });

  it('says when nothing waits', async () => {
    open('/operator/kyc', { queue: { shops: [] } });
    await screen.findByText('Nothing waits for review');
  });
});

describe('one shop', () => {
  it('shows the fields in words beside the documents', async () => {
    open(`/operator/kyc/${SHOP}`, { review });
    const card = await screen.findByTestId('kyc-review-owner_identity');
    expect(within(card).getByText('National ID (NIDA)')).toBeTruthy();
    expect(within(card).getByText('19900131123450000123')).toBeTruthy();
    expect(within(card).getByText('Female')).toBeTruthy();
    const img = within(card).getByRole('img', { name: 'ID photo, front of the shop' });
    expect(img.getAttribute('src')).toBe(
      `/api/operator/kyc/shops/${SHOP}/documents/0190d1a0-0000-7000-8000-0000000000d1`,
    );
  });

  it('a rejection waits for its reason, then sends it', async () => {
    const fetch = open(`/operator/kyc/${SHOP}`, { review });
    const card = await screen.findByTestId('kyc-review-owner_identity');
    fireEvent.click(within(card).getByRole('button', { name: 'Reject' }));
    const confirm = within(card).getByRole('button', { name: 'Reject with this reason' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(card).getByLabelText(/Reason for the shop/), { target: { value: 'The photo is blurred' } });
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    await waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const [url, init] = fetch.mock.calls.find(([, i]) => i?.method === 'POST')!;
    expect(String(url)).toBe(`/api/operator/kyc/shops/${SHOP}/requirements/owner_identity/verdict`);
    expect(JSON.parse(String(init!.body))).toEqual({ verdict: 'reject', reason: 'The photo is blurred' });
  });
});
