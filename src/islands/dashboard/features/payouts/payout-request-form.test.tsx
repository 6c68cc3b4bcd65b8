// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PayoutAccountDto, PayoutPreviewDto, PayoutSourceDto } from './api.ts';
import { PayoutRequestForm } from './payout-request-form.tsx';

// The payout request's check step (issue 25): what the provider says before the password, in words
// whatever it answered, and the merchant still decides.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const source = (provider: PayoutSourceDto['account']['provider']): PayoutSourceDto => ({
  account: { id: '00000000-0000-4000-8000-000000000001', provider, label: '' },
  balance: 80_000,
  held: 0,
  available: 80_000,
  pays_out: true,
  networks: ['mpesa', 'airtel'],
  bank: false,
});
const wallet: PayoutAccountDto = {
  id: '00000000-0000-4000-8000-000000000002',
  kind: 'wallet',
  label: '',
  institution: 'mpesa',
  network: 'mpesa',
  account_name: 'Juma',
  number: '••••1223',
  created_at: '2026-11-26T10:00:00.000Z',
};
const bank: PayoutAccountDto = {
  ...wallet,
  id: '00000000-0000-4000-8000-000000000003',
  kind: 'bank',
  institution: 'CORUTZTZ',
  network: null,
};

const answer = (over: Partial<PayoutPreviewDto>): PayoutPreviewDto => ({
  amount: 50_000,
  currency: 'TZS',
  checked: true,
  outcome: 'ok',
  receiver_name: 'JUMA HASSANI',
  fee: 1_000,
  reason: null,
  destination: { id: wallet.id, kind: 'wallet', label: '', institution: 'mpesa', number: '••••1223' },
  ...over,
});

function open(preview: PayoutPreviewDto, from = source('clickpesa')) {
  const fetch = vi.fn((url: string) =>
    Promise.resolve(
      String(url).endsWith('/api/payouts/preview')
        ? Response.json(preview)
        : Response.json({ id: 'p1', status: 'processing' }, { status: 201 }),
    ),
  );
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PayoutRequestForm sources={[from]} destinations={[wallet, bank]} onClose={() => {}} />
    </QueryClientProvider>,
  );
  return fetch;
}

async function check() {
  fireEvent.change(screen.getByLabelText(/Amount/), { target: { value: '50,000' } });
  expect(screen.queryByLabelText(/Your password/)).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  return (await screen.findByTestId('payout-preview')).textContent;
}

describe('the payout check before the password', () => {
  it('names the registered receiver and the fee, then asks the password and sends', async () => {
    const fetch = open(answer({}));
    expect(await check()).toContain('TZS 50,000 to JUMA HASSANI, M-Pesa, fee TZS 1,000');
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      account_id: source('clickpesa').account.id,
      payout_account_id: wallet.id,
      amount: 50_000,
    });
    fireEvent.change(screen.getByLabelText(/Your password/), { target: { value: 'demo12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send payout' }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    const [url, sent] = fetch.mock.calls[1] as unknown as [string, RequestInit];
    expect(String(url)).toMatch(/\/api\/payouts$/);
    expect(JSON.parse(String(sent.body))).toMatchObject({ amount: 50_000, current_password: 'demo12345' });
  });

  it('refused and unknown are told in words, and the password step stays open', async () => {
    open(answer({ outcome: 'refused', receiver_name: null, fee: null, reason: 'Receiver account not found' }));
    const refused = await check();
    expect(refused).toContain('The provider refused the check: Receiver account not found.');
    expect(refused).toContain('You can still send the payout');
    expect(screen.getByLabelText(/Your password/)).toBeTruthy();
    cleanup();
    open(answer({ outcome: 'unknown', receiver_name: null, fee: null, reason: 'timeout' }));
    expect(await check()).toContain('The provider did not answer the check (timeout).');
  });

  it('without a preview: the name is not checked', async () => {
    open(answer({ checked: false, outcome: null, receiver_name: null, fee: null }), source('selcom'));
    const text = await check();
    expect(text).toContain('TZS 50,000 to M-Pesa ••••1223.');
    expect(text).toContain("This provider does not check the receiver's name");
    expect(text).not.toContain('simulated');
  });

  it('offers only destinations the source can pay (no bank from a wallet-only provider); the sandbox says it simulates', async () => {
    open(answer({ fee: 0, receiver_name: 'ASHA SALIM' }), source('sandbox'));
    const options = [...screen.getByLabelText('To payout account').querySelectorAll('option')].map((o) => o.value);
    expect(options).toEqual([wallet.id]);
    expect(await check()).toContain('Sandbox: the name and the fee are simulated.');
  });
});
