import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paymentAccounts, payouts } from '../../db/schema/payments.ts';
import { appWithOwner, signUpUser, type TestApp, type TestClient } from '../../test/harness.ts';
import { insertPaymentAccount } from '../../test/linked-account.ts';
import { selcomProvider } from '../payments/providers/selcom/selcom-adapter.ts';
import type { PaymentProvider, StartPayoutInput } from '../payments/providers/provider.ts';
import { PREVIEW_MAX } from './payouts.routes.ts';

// The payout preview before the password step (issue 25): where the adapter has previewPayout the
// merchant sees the receiver's registered name and the fee; without it, that the name is not
// checked; a refused or unanswered preview is told and decides nothing. The scripted provider is
// Selcom's adapter with a previewPayout put on it for the test (Selcom documents none), so the
// route is tested apart from any one provider's preview.

const PASSWORD = 'correct horse';
let t: TestApp, owner: TestClient, shopId: string;
let selcom: typeof paymentAccounts.$inferSelect;
let sandbox: typeof paymentAccounts.$inferSelect;
let wallet: { id: string };
let bank: { id: string };
const asked: StartPayoutInput[] = [];
const scripted = selcomProvider as PaymentProvider;

beforeAll(async () => {
  ({ t, owner, shopId } = await appWithOwner());
  const link = async (provider: 'selcom' | 'sandbox', credentials: object) =>
    (
      await insertPaymentAccount(t, {
        shopId,
        provider,
        credentials: JSON.stringify(credentials),
      })
    )[0]!;
  selcom = await link('selcom', { vendor: 'TILL1', apiKey: 'k', apiSecret: 's', pin: '1234' });
  sandbox = await link('sandbox', {});
  for (const account of [selcom, sandbox])
    await owner.post('/api/transactions/adjustments', { account: account.id, amount: 80_000, note: 'Float' });
  const add = (body: object) => owner.post('/api/payouts/accounts', { ...body, current_password: PASSWORD });
  wallet = (await add({ kind: 'wallet', network: 'mpesa', phone: '0754 111 223', account_name: 'Juma' })).body;
  bank = (await add({ kind: 'bank', bic: 'CORUTZTZ', account_number: '0150123456789', account_name: 'Duka Ltd' })).body;
});
afterEach(() => {
  delete scripted.previewPayout;
  asked.length = 0;
});
afterAll(() => t.close());

const preview = (body: Partial<{ account_id: string; payout_account_id: string; amount: number }>, who = owner) =>
  who.post('/api/payouts/preview', { account_id: selcom.id, payout_account_id: wallet.id, amount: 50_000, ...body });

describe('POST /api/payouts/preview', () => {
  it('with a preview: the registered name and the fee, asked with the wallet and the amount', async () => {
    scripted.previewPayout = async (_ctx, input) => {
      asked.push(input);
      return { outcome: 'ok', receiverName: 'JUMA HASSANI', fee: 1_000, exchanges: [] };
    };
    const res = await preview({});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      amount: 50_000,
      currency: 'TZS',
      checked: true,
      outcome: 'ok',
      receiver_name: 'JUMA HASSANI',
      fee: 1_000,
      reason: null,
      destination: { id: wallet.id, kind: 'wallet', label: '', institution: 'mpesa', number: '••••1223' },
    });
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ amount: 50_000, phone: '+255754111223', network: 'mpesa' });
    // Its own reference, never one a payout could take.
    expect(asked[0]!.reference).toMatch(/^PV[0-9a-f]{32}$/);
    expect(await t.db.select().from(payouts)).toHaveLength(0);
  });

  it('refused and unknown answers come back in words; a throwing adapter is unknown, not a 500', async () => {
    scripted.previewPayout = async () => ({
      outcome: 'refused',
      reason: 'Receiver account not found',
      code: 'NOT_FOUND',
      exchanges: [],
    });
    expect((await preview({})).body).toMatchObject({
      checked: true,
      outcome: 'refused',
      reason: 'Receiver account not found',
      receiver_name: null,
      fee: null,
    });
    scripted.previewPayout = async () => ({ outcome: 'unknown', code: 'timeout', reason: null, exchanges: [] });
    expect((await preview({})).body).toMatchObject({ checked: true, outcome: 'unknown', reason: 'timeout' });
    scripted.previewPayout = async () => {
      throw new Error('credentials.apiKey: missing');
    };
    const thrown = await preview({});
    expect([thrown.status, thrown.body.outcome]).toEqual([200, 'unknown']);
  });

  it('without a preview (this adapter, or a bank destination): not checked', async () => {
    expect((await preview({})).body).toMatchObject({ checked: false, outcome: null, receiver_name: null, fee: null });
    scripted.previewPayout = async () => ({ outcome: 'ok', receiverName: 'X', fee: 1, exchanges: [] });
    // Selcom pays no bank here: the same 409 as the request itself.
    const toBank = await preview({ payout_account_id: bank.id });
    expect([toBank.status, toBank.body.code]).toEqual([409, 'payout_destination_unsupported']);
  });

  it('the sandbox previews with its simulated register; a number ending 000 is refused', async () => {
    const ok = await preview({ account_id: sandbox.id, amount: 5_000 });
    expect(ok.body).toMatchObject({ checked: true, outcome: 'ok', receiver_name: 'ASHA SALIM', fee: 0 });
    const nobody = await owner.post('/api/payouts/accounts', {
      kind: 'wallet',
      network: 'airtel',
      phone: '0684 555 000',
      account_name: 'Nobody',
      current_password: PASSWORD,
    });
    const refused = await preview({ account_id: sandbox.id, payout_account_id: nobody.body.id, amount: 5_000 });
    expect(refused.body).toMatchObject({ outcome: 'refused', reason: 'No wallet is registered to this number.' });
  });

  it('bad input 400, more than available 409 with the figure, another shop 404 (no permission: 403, the permission-calls test)', async () => {
    scripted.previewPayout = async (_ctx, input) => {
      asked.push(input);
      return { outcome: 'ok', receiverName: 'X', fee: 0, exchanges: [] };
    };
    expect((await preview({ amount: 0 })).status).toBe(400);
    expect((await preview({ amount: 1.5 })).status).toBe(400);
    expect((await owner.post('/api/payouts/preview', { account_id: selcom.id })).status).toBe(400);
    const over = await preview({ amount: 80_001 });
    expect([over.status, over.body.code, over.body.message]).toEqual([
      409,
      'insufficient_balance',
      'Only TZS 80,000 is available for a payout from this account.',
    ]);
    const stranger = (await signUpUser(t, { shop: true })).client;
    expect((await preview({}, stranger)).status).toBe(404);
    expect(asked).toHaveLength(0);
  });

  it(`is counted per person: past ${PREVIEW_MAX} in the window, 429 with when to come back`, async () => {
    const { client } = await signUpUser(t, { shop: true });
    const answers = await Promise.all(
      Array.from({ length: PREVIEW_MAX + 5 }, () => preview({ account_id: sandbox.id, amount: 1 }, client)),
    );
    // Another shop's account: 404 for each counted one, 429 past the limit.
    expect(answers.filter((r) => r.status === 404)).toHaveLength(PREVIEW_MAX);
    const limited = answers.filter((r) => r.status === 429);
    expect(limited).toHaveLength(5);
    expect(limited[0]!.body.code).toBe('too_many_requests');
    // The owner's own count is apart.
    expect((await preview({ account_id: sandbox.id, amount: 1 })).status).toBe(200);
  });
});
