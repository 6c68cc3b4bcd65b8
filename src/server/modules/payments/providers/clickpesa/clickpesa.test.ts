import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeClickpesa, type FakeClickpesa } from '../../../../../../tests/fixtures/fake-clickpesa.ts';
import { InvalidPaymentInput } from '../check-input.ts';
import type { ProviderContext, StartCollectionInput } from '../provider.ts';
import {
  PAYMENT_FAILED_SAMPLE,
  PAYMENT_RECEIVED_SAMPLE,
  PAYOUT_CREATE_EXAMPLE,
  PAYOUT_INITIATED_SAMPLE,
  PAYOUT_PREVIEW_EXAMPLE,
  PAYOUT_REFUNDED_SAMPLE,
  PAYOUT_REVERSED_SAMPLE,
} from '../test/clickpesa-doc-samples.ts';
import { testContext, UNREACHABLE } from '../test/provider-context.ts';
import { clickpesaProvider as clickpesa } from './clickpesa-adapter.ts';
import { clickpesaChecksum } from './clickpesa-checksum.ts';
import type { StartPayoutInput } from '../provider.ts';

const keys = {
  clientId: 'IDclickpesa0001',
  apiKey: 'SKclickpesa-api-key-0001',
  checksumKey: 'CKclickpesa-checksum-0001',
};
let fake: FakeClickpesa;
let ctx: ProviderContext;
let n = 0;
const push = (over: Partial<StartCollectionInput> = {}): StartCollectionInput => ({
  reference: `ord${++n}`,
  amount: 12_500,
  phone: '+255712345678',
  network: 'mixx',
  callbackUrl: 'https://duka.example/callbacks/clickpesa/secret-path',
  description: 'Order 7',
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

describe('ClickPesa adapter against its fake', () => {
  it('gets a token, then pushes with the amount as a string and a valid checksum', async () => {
    const input = push();
    const started = await clickpesa.startCollection(ctx, input);
    expect(started).toMatchObject({
      outcome: 'accepted',
      status: 'pending',
      providerRef: expect.stringMatching(/^CP/),
    });
    const sent = fake.requests.at(-1)!;
    expect(sent.headers.authorization).toMatch(/^Bearer /);
    const { checksum, ...rest } = sent.body;
    expect(rest).toEqual({
      amount: '12500',
      currency: 'TZS',
      orderReference: input.reference,
      phoneNumber: '255712345678',
    });
    expect(checksum).toBe(clickpesaChecksum(keys.checksumKey, rest));
  });

  it('keeps its token for the hour, and gets a new one once when ClickPesa refuses the old', async () => {
    const before = fake.tokensIssued();
    await clickpesa.startCollection(ctx, push());
    await clickpesa.startCollection(ctx, push());
    await clickpesa.queryStatus(ctx, { reference: 'ord1' });
    expect(fake.tokensIssued() - before).toBe(1);
    fake.revokeTokens();
    expect(await clickpesa.startCollection(ctx, push())).toMatchObject({ outcome: 'accepted' });
    expect(fake.tokensIssued() - before).toBe(2);
    // An hour later the cached token is not used any more.
    const later = { ...ctx, now: () => new Date(Date.now() + 3600_000) };
    await clickpesa.queryStatus(later, { reference: 'ord1' });
    expect(fake.tokensIssued() - before).toBe(3);
  });

  it('a paid push: the checksummed webhook settles it by signature, amount as stated', async () => {
    const input = push();
    await clickpesa.startCollection(ctx, input);
    fake.settle(input.reference, 'SUCCESS');
    expect(clickpesa.verifyCallback(ctx, fake.callbackFor(input.reference))).toMatchObject({
      authentic: true,
      kind: 'collection',
      reference: input.reference,
      status: 'succeeded',
      amount: 12_500,
      currency: 'TZS',
      confirmBy: 'signature',
    });
  });

  it('a failed push keeps ClickPesa its reason, on the webhook and the query', async () => {
    const input = push();
    await clickpesa.startCollection(ctx, input);
    fake.settle(input.reference, 'FAILED', 'Insufficient balance');
    expect(clickpesa.verifyCallback(ctx, fake.callbackFor(input.reference))).toMatchObject({
      status: 'failed',
      reason: 'Insufficient balance',
    });
    expect(await clickpesa.queryStatus(ctx, { reference: input.reference })).toMatchObject({
      outcome: 'answered',
      status: 'failed',
      reason: 'Insufficient balance',
    });
  });

  it('a push ClickPesa refuses is "refused" with its message; a reused reference too', async () => {
    fake.refuseNext('Phone number is not supported');
    expect(await clickpesa.startCollection(ctx, push())).toMatchObject({
      outcome: 'refused',
      reason: 'Phone number is not supported',
    });
    const input = push();
    await clickpesa.startCollection(ctx, input);
    expect(await clickpesa.startCollection(ctx, input)).toMatchObject({
      outcome: 'refused',
      reason: `Order reference ${input.reference} already used: Create a different reference`,
    });
  });

  it('a timeout is "unknown" and the push it hid is found by the query', async () => {
    const input = push();
    await clickpesa.testConnection(ctx); // a token first, so only the push is slow
    fake.setDelay(300);
    expect(await clickpesa.startCollection({ ...ctx, timeoutMs: 100 }, input)).toMatchObject({
      outcome: 'unknown',
      code: 'timeout',
    });
    fake.setDelay(0);
    expect(await clickpesa.queryStatus(ctx, { reference: input.reference })).toMatchObject({
      outcome: 'answered',
      status: 'pending',
    });
  });

  it('unreachable, 5xx and unreadable answers are "unknown"', async () => {
    expect(await clickpesa.startCollection(testContext(keys, { clickpesa: UNREACHABLE }), push())).toMatchObject({
      outcome: 'unknown',
      code: 'network',
    });
    await clickpesa.testConnection(ctx);
    fake.answerNext({ status: 503, json: { message: 'Service unavailable' } });
    expect(await clickpesa.startCollection(ctx, push())).toMatchObject({
      outcome: 'unknown',
      code: 'server-error',
      reason: 'Service unavailable',
    });
    fake.answerNext({ status: 200, json: { id: 'x', status: 'QUEUED_SOMEWHERE' } });
    expect(await clickpesa.startCollection(ctx, push())).toMatchObject({
      outcome: 'unknown',
      code: 'unrecognised-status',
    });
  });

  it('a lost webhook is settled by the status query; an unknown reference is "not-found"', async () => {
    const input = push();
    await clickpesa.startCollection(ctx, input);
    fake.settle(input.reference, 'SUCCESS');
    expect(await clickpesa.queryStatus(ctx, { reference: input.reference })).toMatchObject({
      outcome: 'answered',
      status: 'succeeded',
      amount: 12_500,
      currency: 'TZS',
    });
    expect(await clickpesa.queryStatus(ctx, { reference: 'nosuchorder' })).toMatchObject({ outcome: 'not-found' });
  });

  it('a status word ClickPesa does not document is "unknown" (not pending, never a failure), with the word kept', async () => {
    const input = push();
    await clickpesa.startCollection(ctx, input);
    fake.settle(input.reference, 'EXPIRED');
    expect(await clickpesa.queryStatus(ctx, { reference: input.reference })).toMatchObject({
      outcome: 'answered',
      status: 'unknown',
      reason: 'unrecognised status EXPIRED',
    });
    // ON-HOLD is documented ("requires further action from the merchant"): not a verdict either.
    fake.settle(input.reference, 'ON-HOLD');
    expect(await clickpesa.queryStatus(ctx, { reference: input.reference })).toMatchObject({ status: 'unknown' });
  });

  it('the same webhook twice gives the same verdict twice', async () => {
    const input = push();
    await clickpesa.startCollection(ctx, input);
    fake.settle(input.reference, 'SUCCESS');
    const callback = fake.callbackFor(input.reference);
    expect(clickpesa.verifyCallback(ctx, callback)).toEqual(clickpesa.verifyCallback(ctx, callback));
  });

  it('forged, tampered, unsigned or unreadable webhooks are not authentic when the shop has a checksum key', async () => {
    const input = push();
    await clickpesa.startCollection(ctx, input);
    fake.settle(input.reference, 'FAILED');
    expect(clickpesa.verifyCallback(ctx, fake.callbackFor(input.reference, { forge: true }))).toMatchObject({
      authentic: false,
      reason: 'checksum does not match',
    });
    const tampered = fake.callbackFor(input.reference, { tamper: { status: 'SUCCESS' } });
    expect(clickpesa.verifyCallback(ctx, tampered).authentic).toBe(false);
    expect(clickpesa.verifyCallback(ctx, fake.callbackFor(input.reference, { unsigned: true }))).toMatchObject({
      authentic: false,
      reason: 'checksum missing',
    });
    expect(clickpesa.verifyCallback(ctx, { headers: {}, rawBody: '[1,2]' }).authentic).toBe(false);
  });

  it('accepts a checksum inside `data` (older webhook shape), and then ignores the unsigned event', async () => {
    const input = push();
    await clickpesa.startCollection(ctx, input);
    fake.settle(input.reference, 'SUCCESS');
    const data = JSON.parse(
      fake.callbackFor(input.reference, { unsigned: true, data: { status: 'PROCESSING' } }).rawBody,
    ).data;
    const signedData = { ...data, checksum: clickpesaChecksum(keys.checksumKey, data) };
    const rawBody = JSON.stringify({ event: 'PAYMENT RECEIVED', data: signedData });
    expect(clickpesa.verifyCallback(ctx, { headers: {}, rawBody })).toMatchObject({
      authentic: true,
      status: 'pending',
      confirmBy: 'signature',
    });
    const { status: _, ...noStatus } = data;
    const eventOnly = JSON.stringify({
      event: 'PAYMENT RECEIVED',
      data: { ...noStatus, checksum: clickpesaChecksum(keys.checksumKey, noStatus) },
    });
    expect(clickpesa.verifyCallback(ctx, { headers: {}, rawBody: eventOnly })).toMatchObject({ status: 'pending' });
    const tamperedData = JSON.stringify({ event: 'PAYMENT RECEIVED', data: { ...signedData, status: 'SUCCESS' } });
    expect(clickpesa.verifyCallback(ctx, { headers: {}, rawBody: tamperedData }).authentic).toBe(false);
  });

  it('without a checksum key nothing is signed: the webhook is read but settled by the query', async () => {
    const { checksumKey: _, ...noChecksum } = keys;
    const plain = testContext(noChecksum, { clickpesa: fake.url });
    const input = push();
    await clickpesa.startCollection(ctx, input);
    fake.settle(input.reference, 'SUCCESS');
    expect(clickpesa.verifyCallback(plain, fake.callbackFor(input.reference, { unsigned: true }))).toMatchObject({
      authentic: true,
      status: 'succeeded',
      confirmBy: 'status-query',
    });
  });

  it('reports the amount exactly as ClickPesa states it, so the caller sees a mismatch', async () => {
    const input = push({ amount: 12_500 });
    await clickpesa.startCollection(ctx, input);
    fake.payments.get(input.reference)!.amount = '1250';
    fake.settle(input.reference, 'SUCCESS');
    expect(clickpesa.verifyCallback(ctx, fake.callbackFor(input.reference))).toMatchObject({ amount: 1_250 });
    expect(await clickpesa.queryStatus(ctx, { reference: input.reference })).toMatchObject({ amount: 1_250 });
  });

  it('pays out to a wallet and follows the payout', async () => {
    const payout = {
      reference: `po${++n}`,
      amount: 40_000,
      phone: '+255754000111',
      network: 'mpesa' as const,
      description: 'Earnings',
    };
    expect(await clickpesa.startPayout!(ctx, payout)).toMatchObject({ outcome: 'accepted', status: 'pending' });
    expect(fake.requests.at(-1)!.path).toBe('/third-parties/payouts/create-mobile-money-payout');
    fake.settlePayout(payout.reference, 'SUCCESS');
    expect(await clickpesa.queryPayout!(ctx, { reference: payout.reference })).toMatchObject({
      outcome: 'answered',
      status: 'succeeded',
      amount: 40_000,
    });
  });

  it('delivers the webhook to the dashboard URL and reads the answer', async () => {
    const { createServer } = await import('node:http');
    const receiver = createServer(async (req, res) => {
      let raw = '';
      for await (const c of req) raw += c;
      const answer = clickpesa.callbackAnswer(
        clickpesa.verifyCallback(ctx, { headers: req.headers as Record<string, string>, rawBody: raw }),
      );
      res.writeHead(answer.status, { 'content-type': answer.contentType }).end(answer.body);
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(receiver.address() as { port: number }).port}/callbacks/clickpesa/abc`;
    const input = push();
    await clickpesa.startCollection(ctx, input);
    fake.settle(input.reference, 'SUCCESS');
    expect((await fake.sendCallback(input.reference, url)).status).toBe(200);
    expect((await fake.sendCallback(input.reference, url, { forge: true })).status).toBe(401);
    await new Promise<void>((r) => receiver.close(() => r()));
  });

  it('refuses bad input before sending anything', async () => {
    const before = fake.requests.length;
    for (const bad of [
      push({ phone: '+254712345678' }),
      push({ amount: -5 }),
      push({ reference: 'ord-1' }),
      push({ network: 'azampesa' }),
    ])
      await expect(clickpesa.startCollection(ctx, bad)).rejects.toBeInstanceOf(InvalidPaymentInput);
    expect(fake.requests.length).toBe(before);
  });

  it('tests the connection with a token request', async () => {
    expect(await clickpesa.testConnection(ctx)).toMatchObject({ ok: true });
    expect(await clickpesa.testConnection({ ...ctx, credentials: { ...keys, apiKey: 'wrong' } })).toMatchObject({
      ok: false,
      outcome: 'refused',
      reason: 'Unauthorized',
    });
    expect(await clickpesa.testConnection(testContext(keys, { clickpesa: UNREACHABLE }))).toMatchObject({
      ok: false,
      outcome: 'unknown',
    });
  });

  it('never returns a secret or a token in its exchanges', async () => {
    const fresh = testContext(keys, { clickpesa: fake.url });
    const started = await clickpesa.startCollection(fresh, push());
    const text = JSON.stringify(started.exchanges);
    expect(started.exchanges).toHaveLength(2);
    expect(text).not.toContain(keys.apiKey);
    expect(text).not.toContain(keys.checksumKey);
    const token = (started.exchanges[0]!.responseBody as { token: string }).token;
    expect(token).toMatch(/^•••/);
    const issued = fake.requests.filter((r) => r.path === '/third-parties/generate-token').at(-1)!;
    expect(issued).toBeDefined();
    expect(started.exchanges[1]!.requestHeaders.authorization).toMatch(/^•••.{4}$/);
  });
});

const wallet = (over: Partial<StartPayoutInput> = {}): StartPayoutInput => ({
  reference: `po${++n}`,
  amount: 40_000,
  phone: '+255754000111',
  network: 'mpesa',
  description: 'Earnings',
  ...over,
});
const plainCtx = () => {
  const { checksumKey: _, ...noChecksum } = keys;
  return testContext(noChecksum, { clickpesa: fake.url });
};

describe('ClickPesa as it publishes itself (ClickPesa/developers.docs)', () => {
  it('amounts: a payment is what it collected, with no fee stated; the documented PAYMENT RECEIVED sample reads so', () => {
    // home/webhooks.mdx: `collectedAmount` is the amount; no collection answer states a fee.
    const verdict = clickpesa.verifyCallback(plainCtx(), { headers: {}, rawBody: PAYMENT_RECEIVED_SAMPLE });
    expect(verdict).toMatchObject({
      authentic: true,
      kind: 'collection',
      reference: 'ORD123456',
      providerRef: 'ORD123456LCP7890',
      status: 'succeeded',
      amount: 10_000,
      currency: 'TZS',
      confirmBy: 'status-query',
    });
    expect(verdict.fee ?? null).toBeNull();
  });

  it('the documented PAYMENT RECEIVED sample, checksummed with the shop key, settles by signature whatever its key order', () => {
    const sample = JSON.parse(PAYMENT_RECEIVED_SAMPLE);
    const checksum = clickpesaChecksum(keys.checksumKey, sample);
    const signed = `${PAYMENT_RECEIVED_SAMPLE.slice(0, -2)},\n  "checksum": "${checksum}",\n  "checksumMethod": "canonical"\n}`;
    expect(clickpesa.verifyCallback(ctx, { headers: {}, rawBody: signed })).toMatchObject({
      authentic: true,
      status: 'succeeded',
      amount: 10_000,
      confirmBy: 'signature',
    });
    // Canonical checksums do not depend on key order (home/checksum.mdx).
    const { data, event } = sample;
    const reordered = JSON.stringify({ checksum, data: Object.fromEntries(Object.entries(data).reverse()), event });
    expect(clickpesa.verifyCallback(ctx, { headers: {}, rawBody: reordered }).authentic).toBe(true);
    const changed = signed.replace('"collectedAmount": "10000"', '"collectedAmount": "100000"');
    expect(clickpesa.verifyCallback(ctx, { headers: {}, rawBody: changed }).authentic).toBe(false);
  });

  it('the documented PAYMENT FAILED sample (its key spelt `eventType`) is a failure with its words', () => {
    expect(clickpesa.verifyCallback(plainCtx(), { headers: {}, rawBody: PAYMENT_FAILED_SAMPLE })).toMatchObject({
      authentic: true,
      kind: 'collection',
      reference: '0969231256',
      status: 'failed',
      reason: 'Insufficient balance',
    });
  });

  it('fees: a payout answer states its fee apart from what was asked (amount = what was asked)', async () => {
    const input = wallet();
    const started = await clickpesa.startPayout!(ctx, input);
    // mno-payout openapi: the answer's `amount` is the total deducted, `fee` included in it.
    expect(fake.payouts.get(input.reference)).toBeDefined();
    expect(started).toMatchObject({ outcome: 'accepted', status: 'pending', fee: 500 });
    fake.settlePayout(input.reference, 'SUCCESS');
    expect(await clickpesa.queryPayout!(ctx, { reference: input.reference })).toMatchObject({
      outcome: 'answered',
      status: 'succeeded',
      amount: 40_000,
      currency: 'TZS',
      fee: 500,
    });
    // The documented create answer (examples of the openapi): fee 47.10 of a 1,000 payout.
    fake.answerNext({ json: PAYOUT_CREATE_EXAMPLE }, /create-mobile-money-payout$/);
    expect(await clickpesa.startPayout!(ctx, wallet({ amount: 1_000 }))).toMatchObject({
      outcome: 'accepted',
      status: 'pending',
      providerRef: 'PAY17072CD',
      fee: 47.1,
    });
  });

  it('fees: the documented payout webhook samples state amount and fee', () => {
    expect(clickpesa.verifyCallback(plainCtx(), { headers: {}, rawBody: PAYOUT_INITIATED_SAMPLE })).toMatchObject({
      authentic: true,
      kind: 'payout',
      reference: 'order_123456',
      providerRef: 'PAY17072CD',
      status: 'succeeded',
      amount: 20_000,
      currency: 'TZS',
      fee: 2_360,
      confirmBy: 'status-query',
    });
  });

  it('reversals: a payment REVERSED or REFUNDED after its success is "reversed" on the query', async () => {
    for (const word of ['REVERSED', 'REFUNDED']) {
      const input = push();
      await clickpesa.startCollection(ctx, input);
      fake.settle(input.reference, 'SUCCESS');
      expect(await clickpesa.queryStatus(ctx, { reference: input.reference })).toMatchObject({ status: 'succeeded' });
      fake.settle(input.reference, word, 'Funds returned to the customer');
      expect(await clickpesa.queryStatus(ctx, { reference: input.reference })).toMatchObject({
        outcome: 'answered',
        status: 'reversed',
        amount: 12_500,
        reason: 'Funds returned to the customer',
      });
    }
  });

  it('reversals: a reversed attempt outweighs a later failed one for the same order reference', async () => {
    await clickpesa.testConnection(ctx);
    fake.answerNext({
      json: [
        { id: 'CP2', status: 'FAILED', orderReference: 'ordR', collectedAmount: 0, createdAt: '2026-11-02T10:00:00Z' },
        {
          id: 'CP1',
          status: 'REVERSED',
          orderReference: 'ordR',
          collectedAmount: 900,
          createdAt: '2026-11-01T10:00:00Z',
        },
      ],
    });
    expect(await clickpesa.queryStatus(ctx, { reference: 'ordR' })).toMatchObject({
      status: 'reversed',
      providerRef: 'CP1',
    });
  });

  it('reversals: a payout REVERSED or REFUNDED is "reversed" on the query and on the documented webhooks', async () => {
    for (const word of ['REVERSED', 'REFUNDED']) {
      const input = wallet();
      await clickpesa.startPayout!(ctx, input);
      fake.settlePayout(input.reference, 'SUCCESS');
      fake.settlePayout(input.reference, word, 'Invalid account information');
      expect(await clickpesa.queryPayout!(ctx, { reference: input.reference })).toMatchObject({
        status: 'reversed',
        amount: 40_000,
        fee: 500,
        reason: 'Invalid account information',
      });
      expect(clickpesa.verifyCallback(ctx, fake.payoutCallbackFor(input.reference))).toMatchObject({
        authentic: true,
        kind: 'payout',
        status: 'reversed',
        confirmBy: 'signature',
      });
    }
    expect(clickpesa.verifyCallback(plainCtx(), { headers: {}, rawBody: PAYOUT_REVERSED_SAMPLE })).toMatchObject({
      kind: 'payout',
      status: 'reversed',
      fee: 2_360,
      reason: 'The payout was reversed due to invalid account information.',
    });
    expect(clickpesa.verifyCallback(plainCtx(), { headers: {}, rawBody: PAYOUT_REFUNDED_SAMPLE })).toMatchObject({
      kind: 'payout',
      status: 'reversed',
      reason: 'The payout was refunded due to insufficient balance.',
    });
  });

  it('the mobile-money payout sends amount as a number and the currency (mno-payout openapi)', async () => {
    const input = wallet();
    await clickpesa.startPayout!(ctx, input);
    const { checksum, ...body } = fake.requests.at(-1)!.body;
    expect(body).toEqual({
      amount: 40_000,
      currency: 'TZS',
      orderReference: input.reference,
      phoneNumber: '255754000111',
    });
    expect(checksum).toBe(clickpesaChecksum(keys.checksumKey, body));
    expect(fake.payouts.get(input.reference)).toMatchObject({ status: 'AUTHORIZED' });
  });

  it('previews a payout: the receiver its registered name and the fee, nothing paid out', async () => {
    const input = wallet({ amount: 50_000 });
    const before = fake.payouts.size;
    expect(await clickpesa.previewPayout!(ctx, input)).toMatchObject({
      outcome: 'ok',
      receiverName: 'ASHA JUMA',
      fee: 500,
    });
    const sent = fake.requests.at(-1)!;
    expect(sent.path).toBe('/third-parties/payouts/preview-mobile-money-payout');
    const { checksum, ...body } = sent.body;
    expect(body).toEqual({
      amount: 50_000,
      currency: 'TZS',
      orderReference: input.reference,
      phoneNumber: '255754000111',
    });
    expect(checksum).toBe(clickpesaChecksum(keys.checksumKey, body));
    expect(fake.payouts.size).toBe(before);
    // The documented preview answer.
    fake.answerNext({ json: PAYOUT_PREVIEW_EXAMPLE }, /preview-mobile-money-payout$/);
    expect(await clickpesa.previewPayout!(ctx, wallet())).toMatchObject({ receiverName: 'John Doe', fee: 47.1 });
    // "if unavailable, falls back to phone number": a number is no name.
    fake.answerNext(
      {
        json: {
          ...PAYOUT_PREVIEW_EXAMPLE,
          receiver: { ...PAYOUT_PREVIEW_EXAMPLE.receiver, accountName: '255650000000' },
        },
      },
      /preview-mobile-money-payout$/,
    );
    expect(await clickpesa.previewPayout!(ctx, wallet())).toMatchObject({ outcome: 'ok', receiverName: null });
    fake.refuseNext('Insufficient balance: available balance is 100 TZS');
    expect(await clickpesa.previewPayout!(ctx, wallet())).toMatchObject({
      outcome: 'refused',
      reason: 'Insufficient balance: available balance is 100 TZS',
    });
    fake.answerNext({ status: 500, json: { message: 'Internal Server Error' } }, /preview-mobile-money-payout$/);
    expect(await clickpesa.previewPayout!(ctx, wallet())).toMatchObject({ outcome: 'unknown', code: 'server-error' });
  });

  it('checksumMethod: a canonical webhook settles by signature; a legacy one is checked the legacy way, then queried', async () => {
    const input = push();
    await clickpesa.startCollection(ctx, input);
    fake.settle(input.reference, 'SUCCESS');
    const canonical = fake.callbackFor(input.reference, { checksumMethod: 'canonical' });
    expect(JSON.parse(canonical.rawBody).checksumMethod).toBe('canonical');
    expect(clickpesa.verifyCallback(ctx, canonical)).toMatchObject({ authentic: true, confirmBy: 'signature' });
    const legacy = fake.callbackFor(input.reference, { checksumMethod: 'legacy' });
    expect(clickpesa.verifyCallback(ctx, legacy)).toMatchObject({
      authentic: true,
      status: 'succeeded',
      // A legacy checksum joins `data` as "[object Object]": it vouches for nothing inside it.
      confirmBy: 'status-query',
    });
    expect(
      clickpesa.verifyCallback(ctx, fake.callbackFor(input.reference, { checksumMethod: 'legacy', forge: true }))
        .authentic,
    ).toBe(false);
    // A legacy checksum presented as canonical (or the other way round) does not match.
    const mislabelled = { ...JSON.parse(legacy.rawBody), checksumMethod: 'canonical' };
    expect(clickpesa.verifyCallback(ctx, { headers: {}, rawBody: JSON.stringify(mislabelled) })).toMatchObject({
      authentic: false,
      reason: 'checksum does not match',
    });
    const unknownMethod = { ...JSON.parse(canonical.rawBody), checksumMethod: 'md5' };
    expect(clickpesa.verifyCallback(ctx, { headers: {}, rawBody: JSON.stringify(unknownMethod) })).toMatchObject({
      authentic: false,
      reason: 'checksumMethod md5 is not one ClickPesa documents',
    });
  });

  it('unknown is not failed: an undocumented word on a push or payout answer is "unknown", not a refusal', async () => {
    fake.answerNext({ json: { id: 'CPX', status: 'QUEUED', orderReference: 'x' } }, /initiate-ussd-push-request$/);
    expect(await clickpesa.startCollection(ctx, push())).toMatchObject({
      outcome: 'unknown',
      code: 'unrecognised-status',
    });
    const input = wallet();
    await clickpesa.startPayout!(ctx, input);
    fake.settlePayout(input.reference, 'IN_REVIEW', 'Awaiting review');
    expect(await clickpesa.queryPayout!(ctx, { reference: input.reference })).toMatchObject({
      outcome: 'answered',
      status: 'unknown',
      reason: 'unrecognised status IN_REVIEW',
    });
    // The query's documented FAILED is a verdict.
    fake.settlePayout(input.reference, 'FAILED');
    expect(await clickpesa.queryPayout!(ctx, { reference: input.reference })).toMatchObject({ status: 'failed' });
  });

  it('pending past our wait: ClickPesa has no cancel, and a day later the push is still only queried', async () => {
    expect(clickpesa.cancelCollection).toBeUndefined();
    const input = push();
    await clickpesa.startCollection(ctx, input);
    const tomorrow = { ...ctx, now: () => new Date(Date.now() + 24 * 3600_000) };
    expect(await clickpesa.queryStatus(tomorrow, { reference: input.reference })).toMatchObject({
      outcome: 'answered',
      status: 'pending',
    });
  });

  it('a late success (after our wait) reads as a success, by query and by webhook, with the amount', async () => {
    const input = push();
    await clickpesa.startCollection(ctx, input);
    const later = { ...ctx, now: () => new Date(Date.now() + 20 * 60_000) };
    expect(await clickpesa.queryStatus(later, { reference: input.reference })).toMatchObject({ status: 'pending' });
    fake.settle(input.reference, 'SETTLED');
    expect(await clickpesa.queryStatus(later, { reference: input.reference })).toMatchObject({
      status: 'succeeded',
      amount: 12_500,
    });
    expect(clickpesa.verifyCallback(later, fake.callbackFor(input.reference))).toMatchObject({
      authentic: true,
      status: 'succeeded',
      amount: 12_500,
      confirmBy: 'signature',
    });
  });

  it('a payout reversed at once on its create answer is refused (nothing went out, the funds are back)', async () => {
    fake.answerNext({ json: { ...PAYOUT_CREATE_EXAMPLE, status: 'REVERSED' } }, /create-mobile-money-payout$/);
    expect(await clickpesa.startPayout!(ctx, wallet())).toMatchObject({ outcome: 'refused', code: 'REVERSED' });
  });
});
