import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeClickpesa, type FakeClickpesa } from '../../../../../../tests/fixtures/fake-clickpesa.ts';
import { InvalidPaymentInput } from '../check-input.ts';
import type { ProviderContext, StartBankPayoutInput } from '../provider.ts';
import { testContext } from '../test/provider-context.ts';
import { clickpesaProvider as clickpesa } from './clickpesa-adapter.ts';
import { CLICKPESA_BANK_PAYOUT_PATH } from './clickpesa-bank-payout.ts';
import { clickpesaChecksum } from './clickpesa-checksum.ts';

const keys = { clientId: 'IDclickpesa-bank', apiKey: 'SKclickpesa-bank', checksumKey: 'CKclickpesa-bank' };
let fake: FakeClickpesa;
let ctx: ProviderContext;
let n = 0;
const bank = (over: Partial<StartBankPayoutInput> = {}): StartBankPayoutInput => ({
  reference: `bank${++n}`,
  amount: 20_000,
  bic: 'EQBLTZTZ',
  accountNumber: '123456789',
  accountName: 'John Doe',
  ...over,
});

beforeAll(async () => {
  fake = await startFakeClickpesa(keys);
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.setDelay(0);
  ctx = testContext(keys, { clickpesa: fake.url });
});

describe('ClickPesa bank payout against its fake', () => {
  it('sends the documented body (amount a number, bic, ACH, checksum) and reads AUTHORIZED as pending', async () => {
    const input = bank();
    expect(await clickpesa.startBankPayout!(ctx, input)).toMatchObject({
      outcome: 'accepted',
      status: 'pending',
      providerRef: expect.stringMatching(/^CP/),
      // bank-payout openapi: the create answer states ClickPesa's fee.
      fee: 500,
    });
    const sent = fake.requests.at(-1)!;
    expect(sent.path).toBe(CLICKPESA_BANK_PAYOUT_PATH);
    const { checksum, ...body } = sent.body;
    // The documented example's fields, exactly these.
    expect(body).toEqual({
      amount: 20_000,
      accountNumber: '123456789',
      accountName: 'John Doe',
      currency: 'TZS',
      orderReference: input.reference,
      bic: 'EQBLTZTZ',
      transferType: 'ACH',
    });
    expect(checksum).toBe(clickpesaChecksum(keys.checksumKey, body));
  });

  it('paid: the payout status query (same as for wallets) says succeeded with the amount', async () => {
    const input = bank({ amount: 35_000 });
    await clickpesa.startBankPayout!(ctx, input);
    fake.settlePayout(input.reference, 'SUCCESS');
    expect(await clickpesa.queryPayout!(ctx, { reference: input.reference })).toMatchObject({
      outcome: 'answered',
      status: 'succeeded',
      // What was asked (order.amount), not the answer's `amount` (35,500: "includes fee").
      amount: 35_000,
      fee: 500,
    });
    const callback = clickpesa.verifyCallback(ctx, fake.payoutCallbackFor(input.reference));
    expect(callback).toMatchObject({ authentic: true, kind: 'payout', status: 'succeeded', amount: 35_000, fee: 500 });
  });

  it('reversed by the bank after it was paid: "reversed" on the query and the PAYOUT REVERSED webhook', async () => {
    const input = bank({ amount: 15_000 });
    await clickpesa.startBankPayout!(ctx, input);
    fake.settlePayout(input.reference, 'SUCCESS');
    fake.settlePayout(input.reference, 'REVERSED', 'Invalid account information');
    expect(await clickpesa.queryPayout!(ctx, { reference: input.reference })).toMatchObject({
      status: 'reversed',
      amount: 15_000,
      reason: 'Invalid account information',
    });
    const callback = fake.payoutCallbackFor(input.reference);
    expect(JSON.parse(callback.rawBody).event).toBe('PAYOUT REVERSED');
    expect(clickpesa.verifyCallback(ctx, callback)).toMatchObject({ kind: 'payout', status: 'reversed' });
  });

  it('refused: ClickPesa’s words come back as a refusal, nothing pending', async () => {
    fake.refuseNext('Insufficient balance');
    expect(await clickpesa.startBankPayout!(ctx, bank())).toMatchObject({
      outcome: 'refused',
      reason: 'Insufficient balance',
    });
  });

  it('a timeout is "unknown" (the money may have gone); the query then finds it', async () => {
    const input = bank();
    await clickpesa.testConnection(ctx);
    fake.setDelay(300);
    expect(await clickpesa.startBankPayout!({ ...ctx, timeoutMs: 100 }, input)).toMatchObject({
      outcome: 'unknown',
      code: 'timeout',
    });
    fake.setDelay(0);
    expect(await clickpesa.queryPayout!(ctx, { reference: input.reference })).toMatchObject({
      outcome: 'answered',
      status: 'pending',
    });
  });

  it('refuses input it cannot send before calling ClickPesa', async () => {
    const before = fake.requests.length;
    await expect(clickpesa.startBankPayout!(ctx, bank({ bic: 'equity' }))).rejects.toBeInstanceOf(InvalidPaymentInput);
    await expect(clickpesa.startBankPayout!(ctx, bank({ amount: 10.5 }))).rejects.toBeInstanceOf(InvalidPaymentInput);
    expect(fake.requests.length).toBe(before);
  });
});
