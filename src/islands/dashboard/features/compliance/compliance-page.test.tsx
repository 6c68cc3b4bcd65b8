// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Compliance } from './api.ts';
import { CompliancePage } from './compliance-page.tsx';

// The compliance screen (issue 29): loading and failure, the level with what is missing, live
// checks of the NIN and the TIN with the same functions as the server, a rejection's reason in
// words, the camera on the selfie's file input, and the notice for a member who is not an admin.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const empty = (key: string, level: 1 | 2 = 1) => ({
  key,
  level,
  state: 'not_started' as const,
  fields: {},
  reason: null,
  expires_on: null,
  submitted_at: null,
  decided_at: null,
  documents: [],
});

const compliance = (over: Partial<Compliance> = {}): Compliance => ({
  level: 0,
  business_type: null,
  missing: [
    { key: 'owner_identity', state: 'not_started', label: { en: "Owner's ID", sw: 'Kitambulisho cha mmiliki' } },
    { key: 'owner_selfie', state: 'rejected', label: { en: 'Selfie', sw: 'Picha yako (selfie)' } },
    { key: 'owner_tin', state: 'not_started', label: { en: "Owner's TIN", sw: 'TIN ya mmiliki' } },
  ],
  requirements: [
    empty('owner_identity'),
    { ...empty('owner_selfie'), state: 'rejected', reason: 'Too dark to see your face' },
    empty('owner_tin'),
  ],
  timeline: [],
  notices: [],
  ...over,
});

function open(answer: () => Response) {
  const fetch = vi.fn(async () => answer());
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <CompliancePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetch;
}

describe('compliance screen', () => {
  it('shows a spinner, then the failure with Retry', async () => {
    open(() => Response.json({ code: 'x', message: 'x' }, { status: 500 }));
    expect(screen.getByText('Loading your verification…')).toBeTruthy();
    await screen.findByText('Your verification could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('tells a member who is not an admin who may see it', async () => {
    open(() => Response.json({ code: 'forbidden', message: 'No' }, { status: 403 }));
    await screen.findByText("Only the shop's owner or an admin can see and send the shop's verification.");
  });

  it('shows the level, what is missing and a rejection in words', async () => {
    open(() => Response.json(compliance()));
    await screen.findByText('Not verified yet');
    const level = screen.getByTestId('kyc-level');
    expect(within(level).getByRole('link', { name: 'Selfie' })).toBeTruthy();
    const selfie = screen.getByTestId('kyc-requirement-owner_selfie');
    expect(within(selfie).getByText('Rejected')).toBeTruthy();
    expect(within(selfie).getByText("Reviewer's reason: Too dark to see your face")).toBeTruthy();
    const input = within(selfie).getByTestId('kyc-file-owner_selfie-selfie');
    expect(input.getAttribute('capture')).toBe('user');
    expect(input.getAttribute('accept')).toBe('image/*,application/pdf');
  });

  it('checks the NIN against the date of birth, and the TIN, as they are typed', async () => {
    open(() => Response.json(compliance()));
    const identity = await screen.findByTestId('kyc-requirement-owner_identity');
    fireEvent.change(within(identity).getByLabelText('ID type'), { target: { value: 'national_id' } });
    fireEvent.change(within(identity).getByLabelText('ID number'), { target: { value: '1990013112345' } });
    expect(within(identity).getByText('A NIDA number (NIN) is 20 digits.')).toBeTruthy();
    fireEvent.change(within(identity).getByLabelText('ID number'), { target: { value: '19900131123450000123' } });
    fireEvent.change(within(identity).getByLabelText('Date of birth'), { target: { value: '1990-02-01' } });
    expect(within(identity).getByText(/do not match the date of birth entered/)).toBeTruthy();
    fireEvent.change(within(identity).getByLabelText('Date of birth'), { target: { value: '2999-01-01' } });
    expect(within(identity).getByText('The date of birth cannot be in the future.')).toBeTruthy();
    const tin = screen.getByTestId('kyc-requirement-owner_tin');
    fireEvent.change(within(tin).getByLabelText('TIN'), { target: { value: '12A-456-789' } });
    expect(within(tin).getByText('A TIN is 9 digits, for example 123-456-789.')).toBeTruthy();
    fireEvent.change(within(tin).getByLabelText('TIN'), { target: { value: '123-456-789' } });
    expect(within(tin).queryByText('A TIN is 9 digits, for example 123-456-789.')).toBeNull();
  });

  it('shows the reviewers’ news', async () => {
    open(() =>
      Response.json(
        compliance({
          notices: [
            {
              id: '0190d1a0-0000-7000-8000-000000000001',
              requirement_key: 'owner_selfie',
              from_state: 'submitted',
              to_state: 'rejected',
              actor: 'operator',
              actor_name: null,
              reason: 'Too dark to see your face',
              created_at: '2026-11-27T08:00:00.000Z',
            },
          ],
        }),
      ),
    );
    await screen.findByText('Selfie was rejected: Too dark to see your face');
  });
});
