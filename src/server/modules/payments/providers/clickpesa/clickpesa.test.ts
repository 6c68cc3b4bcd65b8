import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeClickpesa, type FakeClickpesa } from '../../../../../../tests/fixtures/fake-clickpesa.ts';
import { InvalidPaymentInput } from '../check-input.ts';
import type { ProviderContext, StartCollectionInput } from '../provider.ts';
import { testContext, UNREACHABLE } from '../test/provider-context.ts';
import { clickpesaProvider as clickpesa } from './clickpesa-adapter.ts';
import { clickpesaChecksum } from './clickpesa-checksum.ts';

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
      reason: 'Order reference already used',
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

  it('a status word it does not know stays pending, with the word kept, never a failure', async () => {
    await clickpesa.testConnection(ctx);
    fake.answerNext({ json: [{ id: 'CP1', status: 'ON_HOLD', orderReference: 'ord1', collectedAmount: '1' }] });
    expect(await clickpesa.queryStatus(ctx, { reference: 'ord1' })).toMatchObject({
      outcome: 'answered',
      status: 'pending',
      reason: 'unrecognised status ON_HOLD',
    });
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
    fake.settle(input.reference, 'PROCESSING');
    const data = JSON.parse(fake.callbackFor(input.reference, { unsigned: true }).rawBody).data;
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
      reason: 'Invalid client id or api key',
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
