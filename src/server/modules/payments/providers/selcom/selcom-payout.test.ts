import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  sample,
  SELCOM_SAMPLE_FAILURE,
  startFakeSelcom,
  type FakeSelcom,
} from '../../../../../../tests/fixtures/fake-selcom.ts';
import type { ProviderContext, StartPayoutInput } from '../provider.ts';
import { testContext } from '../test/provider-context.ts';
import { selcomProvider as selcom } from './selcom-adapter.ts';

const keys = {
  vendor: 'TILL60917564',
  apiKey: 'selcom-api-key-0002',
  apiSecret: 'selcom-api-secret-0002',
  pin: '4321',
};
let fake: FakeSelcom;
let ctx: ProviderContext;
let n = 0;
const payout = (over: Partial<StartPayoutInput> = {}): StartPayoutInput => ({
  reference: `PO${++n}`,
  amount: 40_000,
  phone: '+255754123456',
  network: 'mpesa',
  description: 'Payout',
  ...over,
});

beforeAll(async () => {
  fake = await startFakeSelcom(keys);
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.setDelay(0);
  fake.setCashinResult('000');
  ctx = testContext(keys, { selcom: fake.baseUrl });
});

describe('Selcom wallet payouts (walletcashin) against the fake', () => {
  it('sends the documented fields, signed over all of them; 000 is paid', async () => {
    const input = payout();
    const started = await selcom.startPayout!(ctx, input);
    expect(started).toMatchObject({ outcome: 'accepted', status: 'succeeded', providerRef: expect.any(String) });
    const sent = fake.requests.at(-1)!;
    expect(sent.path).toBe('/v1/walletcashin/process');
    expect(sent.body).toEqual({
      transid: input.reference,
      utilitycode: 'VMCASHIN',
      utilityref: '255754123456',
      amount: 40_000,
      vendor: keys.vendor,
      pin: '4321',
    });
    expect(sent.headers['signed-fields']).toBe('transid,utilitycode,utilityref,amount,vendor,pin');
    // The stored exchange never carries the PIN or the secret in clear.
    expect(JSON.stringify(started.exchanges)).not.toContain('"4321"');
  });

  it('maps each network to its utility code and refuses a wallet Selcom cannot pay', async () => {
    await selcom.startPayout!(ctx, payout({ network: 'airtel', phone: '+255684123456' }));
    expect(fake.requests.at(-1)!.body.utilitycode).toBe('AMCASHIN');
    await selcom.startPayout!(ctx, payout({ network: 'mixx', phone: '+255714123456' }));
    expect(fake.requests.at(-1)!.body.utilitycode).toBe('TPCASHIN');
    await expect(selcom.startPayout!(ctx, payout({ network: 'azampesa' }))).rejects.toThrow(/azampesa/);
  });

  it('in progress (111) is pending; the query follows it to paid', async () => {
    fake.setCashinResult('111');
    const input = payout();
    expect(await selcom.startPayout!(ctx, input)).toMatchObject({ outcome: 'accepted', status: 'pending' });
    expect(await selcom.queryPayout!(ctx, { reference: input.reference })).toMatchObject({
      outcome: 'answered',
      status: 'pending',
    });
    fake.settleCashin(input.reference, '000');
    expect(await selcom.queryPayout!(ctx, { reference: input.reference })).toMatchObject({
      outcome: 'answered',
      status: 'succeeded',
      amount: 40_000,
    });
    expect(await selcom.queryPayout!(ctx, { reference: 'PO-never' })).toMatchObject({ outcome: 'not-found' });
  });

  // Issue 25: a query answering a code outside 000/111/927/999 marked the payout failed and put its
  // money back, so the merchant's retry could pay twice. Fixture: node-selcom docs/Authentication.md,
  // "API responses for failure scenario", byte for byte.
  it('a query answered with Selcom’s own sample failure (403 "No reponse from upstream system") is unknown', async () => {
    fake.setCashinResult('111');
    const input = payout();
    await selcom.startPayout!(ctx, input);
    fake.answerNext(sample(SELCOM_SAMPLE_FAILURE), /walletcashin\/query/);
    const answer = await selcom.queryPayout!(ctx, { reference: input.reference });
    expect(answer).toMatchObject({ outcome: 'unknown', reason: 'No reponse from upstream system' });
    // Any other code the payout's own record carries is no verdict either; 999 neither.
    for (const code of ['403', '999', '500', 'E42']) {
      fake.settleCashin(input.reference, code);
      expect(await selcom.queryPayout!(ctx, { reference: input.reference })).toMatchObject({ outcome: 'unknown' });
    }
    // The in-progress code Selcom also documents (927) is pending; 000 then pays it.
    fake.settleCashin(input.reference, '927');
    expect(await selcom.queryPayout!(ctx, { reference: input.reference })).toMatchObject({ status: 'pending' });
    fake.settleCashin(input.reference, '000');
    expect(await selcom.queryPayout!(ctx, { reference: input.reference })).toMatchObject({ status: 'succeeded' });
  });

  // Fixture: Authentication.md's sample failure answering walletcashin/process itself.
  it('a payout answered with a FAIL code is refused only once Selcom says it knows no such transaction', async () => {
    // Nothing went out: the query finds no such transid.
    const none = payout();
    fake.answerNext(sample(SELCOM_SAMPLE_FAILURE), /walletcashin\/process/);
    const refused = await selcom.startPayout!(ctx, none);
    expect(refused).toMatchObject({ outcome: 'refused', code: '403', reason: 'No reponse from upstream system' });
    expect(refused.exchanges.map((e) => new URL(e.url).pathname)).toEqual([
      '/v1/walletcashin/process',
      '/v1/walletcashin/query',
    ]);
    // It went out after all (the gateway lost the wallet's answer, not the payout): paid, not refused.
    const went = payout();
    fake.cashins.set(went.reference, {
      transid: went.reference,
      amount: went.amount,
      utilitycode: 'VMCASHIN',
      utilityref: '255754123456',
      resultcode: '000',
      reference: '0900009999',
    });
    fake.answerNext(sample(SELCOM_SAMPLE_FAILURE), /walletcashin\/process/);
    expect(await selcom.startPayout!(ctx, went)).toMatchObject({ outcome: 'accepted', status: 'succeeded' });
    // And when the query cannot say either: unknown, never refused on a guess.
    const unsure = payout();
    fake.answerNext(sample(SELCOM_SAMPLE_FAILURE), /walletcashin\/process/);
    fake.answerNext(sample(SELCOM_SAMPLE_FAILURE), /walletcashin\/query/);
    expect(await selcom.startPayout!(ctx, unsure)).toMatchObject({ outcome: 'unknown' });
  });

  it('an answer about another transaction is no verdict on ours', async () => {
    const input = payout();
    await selcom.startPayout!(ctx, input);
    fake.answerNext(
      {
        json: {
          reference: '0900000001',
          resultcode: '000',
          result: 'SUCCESS',
          message: 'SUCCESS',
          data: [{ transid: 'PO-other', amount: '40000' }],
        },
      },
      /walletcashin\/query/,
    );
    expect(await selcom.queryPayout!(ctx, { reference: input.reference })).toMatchObject({
      outcome: 'unknown',
      reason: 'answer names transaction PO-other',
    });
  });

  it('reports no fee: Selcom documents none on a payout', async () => {
    const input = payout();
    const started = await selcom.startPayout!(ctx, input);
    expect(started).toMatchObject({ outcome: 'accepted', status: 'succeeded' });
    expect(started.outcome === 'accepted' && started.fee).toBeFalsy();
    const answer = await selcom.queryPayout!(ctx, { reference: input.reference });
    expect(answer).toMatchObject({ outcome: 'answered', amount: 40_000 });
    expect(answer.outcome === 'answered' && answer.fee).toBeFalsy();
  });

  it('refused (a failure code) is refused with Selcom’s words; no PIN is refused before any call', async () => {
    fake.refuseNextPush('403', 'Insufficient float balance');
    expect(await selcom.startPayout!(ctx, payout())).toMatchObject({
      outcome: 'refused',
      reason: 'Insufficient float balance',
      code: '403',
    });
    const before = fake.requests.length;
    const { pin: _pin, ...noPin } = keys;
    expect(await selcom.startPayout!(testContext(noPin, { selcom: fake.baseUrl }), payout())).toMatchObject({
      outcome: 'refused',
      code: 'pin',
    });
    expect(fake.requests.length).toBe(before);
  });

  it('a timeout is unknown (never read as a failure: the float may have paid)', async () => {
    fake.setDelay(3_000);
    expect(await selcom.startPayout!(ctx, payout())).toMatchObject({ outcome: 'unknown', code: 'timeout' });
  });
});
