// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KycNotice } from './kyc-notice.tsx';

// Issue 29: a reviewer's rejection shows on the home page while the requirement is still rejected.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const notice = {
  id: '0190d1a0-0000-7000-8000-000000000001',
  requirement_key: 'owner_selfie',
  from_state: 'submitted',
  to_state: 'rejected',
  actor: 'operator',
  actor_name: null,
  reason: 'Too dark to see your face',
  created_at: '2026-11-27T08:00:00.000Z',
};
const selfie = (state: string) => ({
  key: 'owner_selfie',
  level: 1,
  state,
  fields: {},
  reason: null,
  expires_on: null,
  submitted_at: null,
  decided_at: null,
  documents: [],
});

function renderWith(state: string) {
  const fetch = vi.fn(() =>
    Promise.resolve(
      Response.json({
        level: 0,
        business_type: null,
        missing: [],
        requirements: [selfie(state)],
        timeline: [],
        notices: [notice],
      }),
    ),
  );
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <KycNotice />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetch;
}

describe('KYC notice on the home page', () => {
  it('names the rejected requirement, the reason, and the way to fix it', async () => {
    renderWith('rejected');
    expect((await screen.findByRole('status')).textContent).toBe(
      'A reviewer could not verify Selfie: Too dark to see your faceFix it in Compliance',
    );
    expect(screen.getByRole('link').getAttribute('href')).toBe('/dashboard/compliance#kyc-owner_selfie');
  });

  it('says nothing once it was sent again', async () => {
    const fetch = renderWith('submitted');
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByRole('status')).toBeNull();
  });
});
