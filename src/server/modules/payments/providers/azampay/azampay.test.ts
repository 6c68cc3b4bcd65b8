import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AZAMPAY_CALLBACK_SAMPLE,
  AZAMPAY_STATUS_NOT_FOUND,
  startFakeAzampay,
  type FakeAzampay,
} from '../../../../../../tests/fixtures/fake-azampay.ts';
import { NETWORKS } from '../../../../../lib/mobile-money.ts';
import { InvalidPaymentInput } from '../check-input.ts';
import type { ProviderContext, StartCollectionInput } from '../provider.ts';
import { testContext, UNREACHABLE } from '../test/provider-context.ts';
import { azampayProvider as azampay } from './azampay-adapter.ts';
import { readExpire } from './azampay-call.ts';

const keys = {
  appName: 'duka-chat',
  clientId: 'azam-client-0001',
  clientSecret: 'azam-client-secret-0001',
  apiKey: 'azam-x-api-key-0001',
};
let fake: FakeAzampay;
let ctx: ProviderContext;
let n = 0;
const push = (over: Partial<StartCollectionInput> = {}): StartCollectionInput => ({
  reference: `az${++n}`,
  amount: 8_000,
  phone: '+255684000222',
  network: 'airtel',
  callbackUrl: 'https://duka.example/callbacks/azampay/secret-path',
  description: 'Order 99',
  ...over,
});
const started = async (input = push()) => {
  const s = await azampay.startCollection(ctx, input);
  if (s.outcome !== 'accepted' || !s.providerRef) throw new Error(`push not accepted: ${JSON.stringify(s)}`);
  return { input, transactionId: s.providerRef };
};

beforeAll(async () => {
  fake = await startFakeAzampay(keys, { tokenLifetimeMs: 10 * 60_000 });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.setDelay(0);
  ctx = testContext(keys, { azampayAuth: fake.url, azampayCheckout: fake.url });
});

describe('AzamPay adapter against its fake', () => {
  it('pushes with a token, the X-API-Key, the amount as a string and AzamPay its wallet name', async () => {
    const { input, transactionId } = await started(push({ network: 'mixx', phone: '+255712000333' }));
    const sent = fake.requests.at(-1)!;
    expect(sent.path).toBe('/azampay/mno/checkout');
    expect(sent.headers['x-api-key']).toBe(keys.apiKey);
    expect(sent.headers.authorization).toMatch(/^Bearer .+/);
    expect(sent.body).toMatchObject({
      accountNumber: '255712000333',
      amount: '8000',
      currency: 'TZS',
      externalId: input.reference,
      provider: 'Tigo',
    });
    expect(fake.txns.get(transactionId)!.externalId).toBe(input.reference);
  });

  // AZAMPAY-LTD/AzamPayWooCommercePlugin includes/class-woo-azampay-gateway.php generate_token():
  // 'X-API-KEY' => callback_token on GenerateToken.
  it('sends the X-API-KEY on the token call, as AzamPay’s own plugin does', async () => {
    const fresh = testContext(keys, { azampayAuth: fake.url, azampayCheckout: fake.url });
    await azampay.startCollection(fresh, push());
    const token = fake.requests.filter((r) => r.path === '/AppRegistration/GenerateToken').at(-1)!;
    expect(token.headers['x-api-key']).toBe(keys.apiKey);
    expect(token.body).toEqual({ appName: keys.appName, clientId: keys.clientId, clientSecret: keys.clientSecret });
  });

  it('names every wallet the way AzamPay wants', async () => {
    const names: string[] = [];
    for (const network of NETWORKS) {
      await started(push({ network }));
      names.push(fake.requests.at(-1)!.body.provider);
    }
    expect(names).toEqual(['Mpesa', 'Tigo', 'Airtel', 'Halopesa', 'Azampesa']);
  });

  it('keeps its token until AzamPay its expire, then asks again', async () => {
    const before = fake.tokensIssued();
    await started();
    await started();
    expect(fake.tokensIssued() - before).toBe(1);
    const later = { ...ctx, now: () => new Date(Date.now() + 10 * 60_000) };
    await azampay.startCollection(later, push());
    expect(fake.tokensIssued() - before).toBe(2);
    fake.revokeTokens();
    expect((await azampay.startCollection(later, push())).outcome).toBe('accepted');
    expect(fake.tokensIssued() - before).toBe(3);
  });

  it('reads expire as an ISO date or epoch seconds or milliseconds, and falls back to 5 minutes', () => {
    expect(readExpire('2026-11-25T10:00:00Z', 0)).toBe(Date.parse('2026-11-25T10:00:00Z'));
    expect(readExpire(1_800_000_000, 0)).toBe(1_800_000_000_000);
    expect(readExpire(1_800_000_000_000, 0)).toBe(1_800_000_000_000);
    expect(readExpire('soon', 1000)).toBe(1000 + 5 * 60_000);
  });

  it('a paid push: the callback is read but only the status query settles it', async () => {
    const { input, transactionId } = await started();
    fake.settle(transactionId, 'success');
    expect(azampay.verifyCallback(ctx, fake.callbackFor(transactionId))).toEqual({
      authentic: true,
      kind: 'collection',
      reference: input.reference,
      providerRef: transactionId,
      status: 'succeeded',
      amount: 8_000,
      currency: null,
      reason: 'Transaction successful',
      confirmBy: 'status-query',
    });
    expect(
      await azampay.queryStatus(ctx, { reference: input.reference, providerRef: transactionId, network: 'airtel' }),
    ).toMatchObject({
      outcome: 'answered',
      status: 'succeeded',
      amount: 8_000,
    });
    const query = fake.requests.at(-1)!;
    // AzamPay's API document (sandbox OpenAPI, the code samples of Get Transaction Status) and
    // flexcodelabs/azampay: GET /azampay/gettransactionstatus?pgReferenceId=&bankName=, Bearer.
    expect(query.path).toBe('/azampay/gettransactionstatus');
    expect(Object.fromEntries(query.query)).toEqual({ pgReferenceId: transactionId, bankName: 'Airtel' });
    expect(query.headers.authorization).toMatch(/^Bearer .+/);
  });

  it('a made-up success callback is exposed by the status query', async () => {
    const { input, transactionId } = await started();
    const forged = fake.callbackFor(transactionId, { transactionstatus: 'success', message: 'Transaction successful' });
    expect(azampay.verifyCallback(ctx, forged)).toMatchObject({ status: 'succeeded', confirmBy: 'status-query' });
    expect(await azampay.queryStatus(ctx, { reference: input.reference, providerRef: transactionId })).toMatchObject({
      outcome: 'answered',
      status: 'pending',
    });
    expect(azampay.verifyCallback(ctx, { headers: {}, rawBody: '{"hello":"world"}' })).toMatchObject({
      authentic: false,
      reason: 'body is not an AzamPay callback',
    });
    expect(azampay.callbackAnswer(azampay.verifyCallback(ctx, { headers: {}, rawBody: 'x' })).status).toBe(400);
  });

  it('a refused push is "refused" with AzamPay its words and code', async () => {
    fake.refuseNext('Invalid Vendor');
    expect(await azampay.startCollection(ctx, push())).toMatchObject({ outcome: 'refused', reason: 'Invalid Vendor' });
    // The document's Checkout400Response: a validation refusal, nothing started.
    fake.answerNext(
      {
        status: 400,
        json: {
          errors: { provider: ['Provider enum value is not valid'] },
          title: 'One or more validation errors occurred.',
          status: 400,
        },
      },
      /mno\/checkout/,
    );
    expect(await azampay.startCollection(ctx, push())).toMatchObject({ outcome: 'refused' });
  });

  it('a declined push: the query reports failed with the reason', async () => {
    const { input, transactionId } = await started();
    fake.settle(transactionId, 'failure', 'Insufficient funds');
    expect(azampay.verifyCallback(ctx, fake.callbackFor(transactionId))).toMatchObject({ status: 'failed' });
    expect(await azampay.queryStatus(ctx, { reference: input.reference, providerRef: transactionId })).toMatchObject({
      outcome: 'answered',
      status: 'failed',
      reason: 'Insufficient funds',
    });
  });

  it('a timeout is "unknown"; the push happened, but without its transactionId it cannot be queried', async () => {
    await azampay.testConnection(ctx);
    const input = push();
    fake.setDelay(300);
    expect(await azampay.startCollection({ ...ctx, timeoutMs: 100 }, input)).toMatchObject({
      outcome: 'unknown',
      code: 'timeout',
    });
    fake.setDelay(0);
    expect(fake.byExternalId(input.reference)).toBeDefined();
    expect(await azampay.queryStatus(ctx, { reference: input.reference })).toMatchObject({
      outcome: 'unknown',
      code: 'unqueryable',
    });
  });

  it('unreachable, 5xx and non-JSON answers are "unknown"', async () => {
    expect(
      await azampay.startCollection(
        testContext(keys, { azampayAuth: UNREACHABLE, azampayCheckout: UNREACHABLE }),
        push(),
      ),
    ).toMatchObject({ outcome: 'unknown', code: 'network' });
    await azampay.testConnection(ctx);
    fake.answerNext({ status: 500, json: { message: 'Internal error' } });
    expect(await azampay.startCollection(ctx, push())).toMatchObject({ outcome: 'unknown', code: 'server-error' });
    fake.answerNext({ status: 200, text: '<html></html>' });
    expect(await azampay.startCollection(ctx, push())).toMatchObject({ outcome: 'unknown', code: 'bad-answer' });
  });

  it('a lost callback is settled by the query; "Transaction status not found" is no verdict', async () => {
    const { input, transactionId } = await started();
    fake.settle(transactionId, 'success');
    expect(await azampay.queryStatus(ctx, { reference: input.reference, providerRef: transactionId })).toMatchObject({
      outcome: 'answered',
      status: 'succeeded',
    });
    // The document's TransactionStatus400Response comes with success true and 200: not a verdict.
    expect(await azampay.queryStatus(ctx, { reference: 'x', providerRef: 'nosuchtransaction' })).toMatchObject({
      outcome: 'unknown',
      reason: AZAMPAY_STATUS_NOT_FOUND.message,
    });
  });

  it('`data` only a word (the SDK its shape): pending is read, a final word naming no reference of ours is not', async () => {
    await azampay.testConnection(ctx);
    fake.answerNext({ json: { data: 'SUCCESS', message: 'ok', success: true, statusCode: 200 } });
    expect(await azampay.queryStatus(ctx, { reference: 'r', providerRef: 't' })).toMatchObject({
      outcome: 'unknown',
      reason: 'answer says SUCCESS without naming our reference',
    });
    fake.answerNext({ json: { data: 'PENDING', success: true } });
    expect(await azampay.queryStatus(ctx, { reference: 'r', providerRef: 't' })).toMatchObject({
      outcome: 'answered',
      status: 'pending',
    });
    fake.answerNext({ json: { data: 'ON_HOLD', success: true } });
    expect(await azampay.queryStatus(ctx, { reference: 'r', providerRef: 't' })).toMatchObject({
      status: 'pending',
      reason: 'unrecognised status ON_HOLD',
    });
  });

  // Issue 25: a callback whose push answer was lost chose which AzamPay transaction was queried, so a
  // forged callback naming another shop's transaction could settle our payment with its success.
  it('a status answer about another payment is no verdict on ours', async () => {
    const ours = await started();
    const theirs = await started();
    fake.settle(theirs.transactionId, 'success');
    const forged = fake.callbackFor(theirs.transactionId, { utilityref: ours.input.reference });
    const verdict = azampay.verifyCallback(ctx, forged);
    expect(verdict).toMatchObject({ reference: ours.input.reference, providerRef: theirs.transactionId });
    expect(
      await azampay.queryStatus(ctx, {
        reference: ours.input.reference,
        providerRef: verdict.providerRef,
        network: 'airtel',
      }),
    ).toMatchObject({ outcome: 'unknown', reason: `answer names reference ${theirs.input.reference}` });
    // An answer naming another AzamPay transaction than the one asked about, likewise.
    fake.answerNext(
      {
        json: {
          data: {
            pgReferenceId: 'someoneelse',
            partnerReferenceId: ours.input.reference,
            status: 'success',
            amount: '8000',
          },
          success: true,
          statusCode: 200,
        },
      },
      /gettransactionstatus/,
    );
    expect(
      await azampay.queryStatus(ctx, { reference: ours.input.reference, providerRef: ours.transactionId }),
    ).toMatchObject({ outcome: 'unknown', reason: 'answer names transaction someoneelse' });
    // Ours, about ours: a verdict.
    fake.settle(ours.transactionId, 'success');
    expect(
      await azampay.queryStatus(ctx, {
        reference: ours.input.reference,
        providerRef: ours.transactionId,
        network: 'airtel',
      }),
    ).toMatchObject({ outcome: 'answered', status: 'succeeded' });
  });

  it('pending past our wait: AzamPay documents no cancel, so the query keeps saying pending', async () => {
    expect(azampay.cancelCollection).toBeUndefined();
    const { input, transactionId } = await started();
    const later = { ...ctx, now: () => new Date(Date.now() + 60 * 60_000) };
    expect(
      await azampay.queryStatus(later, { reference: input.reference, providerRef: transactionId, network: 'airtel' }),
    ).toMatchObject({ outcome: 'answered', status: 'pending' });
  });

  it('a late success: a push still pending long after our wait is reported paid when it is', async () => {
    const { input, transactionId } = await started();
    const q = { reference: input.reference, providerRef: transactionId, network: 'airtel' as const };
    expect(await azampay.queryStatus(ctx, q)).toMatchObject({ status: 'pending' });
    fake.settle(transactionId, 'success');
    expect(await azampay.queryStatus({ ...ctx, now: () => new Date(Date.now() + 6 * 3600_000) }, q)).toMatchObject({
      outcome: 'answered',
      status: 'succeeded',
      amount: 8_000,
      providerRef: transactionId,
    });
  });

  it('fees: the amount reported is the transaction’s (gross), and no fee is stated', async () => {
    const { input, transactionId } = await started(push({ amount: 12_500 }));
    fake.settle(transactionId, 'success');
    const answer = await azampay.queryStatus(ctx, { reference: input.reference, providerRef: transactionId });
    expect(answer).toMatchObject({ outcome: 'answered', amount: 12_500, currency: 'TZS' });
    expect(answer.outcome === 'answered' ? answer.fee : 'n/a').toBeUndefined();
  });

  // Fixture: the callback of the Node JS code sample of /api/v1/Checkout/Callback in AzamPay's API
  // document (values as written).
  it('reads the callback sample of AzamPay’s document, and settles it only by the query', () => {
    expect(azampay.verifyCallback(ctx, { headers: {}, rawBody: AZAMPAY_CALLBACK_SAMPLE })).toMatchObject({
      authentic: true,
      reference: '1292-123',
      providerRef: '123-123',
      status: 'succeeded',
      amount: 2_000,
      confirmBy: 'status-query',
    });
  });

  it('the same callback twice gives the same verdict twice', async () => {
    const { transactionId } = await started();
    fake.settle(transactionId, 'success');
    const callback = fake.callbackFor(transactionId);
    expect(azampay.verifyCallback(ctx, callback)).toEqual(azampay.verifyCallback(ctx, callback));
  });

  it('reports the amount exactly as stated, so the caller sees a mismatch', async () => {
    const { input, transactionId } = await started(push({ amount: 8_000 }));
    fake.txns.get(transactionId)!.amount = '800';
    fake.settle(transactionId, 'success');
    expect(azampay.verifyCallback(ctx, fake.callbackFor(transactionId))).toMatchObject({ amount: 800 });
    expect(await azampay.queryStatus(ctx, { reference: input.reference, providerRef: transactionId })).toMatchObject({
      amount: 800,
    });
  });

  it('delivers the callback and reads the answer', async () => {
    const { createServer } = await import('node:http');
    const receiver = createServer(async (req, res) => {
      let raw = '';
      for await (const c of req) raw += c;
      const answer = azampay.callbackAnswer(azampay.verifyCallback(ctx, { headers: {}, rawBody: raw }));
      res.writeHead(answer.status, { 'content-type': answer.contentType }).end(answer.body);
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(receiver.address() as { port: number }).port}/callbacks/azampay/abc`;
    const { transactionId } = await started();
    fake.settle(transactionId, 'success');
    expect(await fake.sendCallback(transactionId, url)).toEqual({ status: 200, body: '{"success":true}' });
    await new Promise<void>((r) => receiver.close(() => r()));
  });

  it('refuses bad input before sending anything', async () => {
    const before = fake.requests.length;
    for (const bad of [push({ phone: '+25571200033' }), push({ amount: 1.5 }), push({ reference: '' })])
      await expect(azampay.startCollection(ctx, bad)).rejects.toBeInstanceOf(InvalidPaymentInput);
    await expect(azampay.startCollection({ ...ctx, credentials: { ...keys, apiKey: '' } }, push())).rejects.toThrow(
      'credentials.apiKey: missing',
    );
    expect(fake.requests.length).toBe(before);
  });

  it('tests the connection: the token proves the app, the query that the checkout host takes it', async () => {
    expect(await azampay.testConnection(ctx)).toMatchObject({ ok: true });
    expect(await azampay.testConnection({ ...ctx, credentials: { ...keys, clientSecret: 'wrong' } })).toMatchObject({
      ok: false,
      outcome: 'refused',
      reason: expect.stringContaining('not valid'),
    });
    expect(
      await azampay.testConnection(testContext(keys, { azampayAuth: UNREACHABLE, azampayCheckout: UNREACHABLE })),
    ).toMatchObject({ ok: false, outcome: 'unknown' });
  });

  it('never returns a secret or the access token in its exchanges', async () => {
    const fresh = testContext(keys, { azampayAuth: fake.url, azampayCheckout: fake.url });
    const s = await azampay.startCollection(fresh, push());
    expect(s.exchanges).toHaveLength(2);
    const text = JSON.stringify(s.exchanges);
    expect(text).not.toContain(keys.clientSecret);
    expect(text).not.toContain(keys.apiKey);
    const issued = fake.requests.filter((r) => r.path === '/AppRegistration/GenerateToken').at(-1)!;
    expect(issued).toBeDefined();
    const token = (s.exchanges[0]!.responseBody as { data: { accessToken: string } }).data.accessToken;
    expect(token).toMatch(/^•••/);
    expect(s.exchanges[1]!.requestHeaders.authorization).toMatch(/^•••/);
  });
});
