import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentAccounts, payments, type PaymentAccount } from '../../db/schema/payments.ts';
import type { Env } from '../../env.ts';
import { cutAt } from '../../../lib/text-cut.ts';
import { maskSecrets } from '../../http/mask-secrets.ts';
import { writeCallbackLog } from '../../modules/payments/callback-log.ts';
import { accountContext, accountProvider, storedExchanges } from '../../modules/payments/account-context.ts';
import {
  paymentProviders,
  type CallbackAnswer,
  type CallbackVerdict,
  type LinkableProviderId,
  type ProviderContext,
} from '../../modules/payments/providers/index.ts';
import { handlePayoutCallback, type PayoutCallbackOutcome } from '../../modules/payouts/payout-callback.ts';
import { settlePayment, type Observation, type Settlement } from './settle-payment.ts';

export type CallbackRequest = {
  /** The route answers 404 for any other name before calling here. */
  provider: LinkableProviderId;
  key: string;
  headers: Readonly<Record<string, string | undefined>>;
  rawBody: string;
};

export type CallbackResult = {
  answer: CallbackAnswer;
  /** What was done: nothing for a forged or unknown callback, else the settlement. */
  outcome: Settlement | PayoutCallbackOutcome | 'unknown_key' | 'forged' | 'unknown_payment' | 'unconfirmed';
};

/** Stands in for a verdict where none could be made (no such account), to ask the provider's answer. */
const refusedVerdict = (reason: string): CallbackVerdict => ({
  authentic: false,
  kind: 'collection',
  reference: null,
  providerRef: null,
  status: 'pending',
  amount: null,
  currency: null,
  reason,
  confirmBy: 'signature',
});

/** The path as logged: the key is the callback's only credential, so only its start is kept. */
const loggedPath = (provider: string, key: string) => `/webhooks/payments/${provider}/${key.slice(0, 4)}…`;

/**
 * One provider callback, from the raw bytes: the per-account key names the shop and account, the
 * adapter verifies it, and only then is anything read from it. Forged, unknown or unverifiable
 * callbacks change nothing but are logged, and every callback gets the answer its provider
 * expects (a provider that is answered otherwise retries for days). Where the adapter says the
 * callback alone cannot be trusted (AzamPay signs nothing), the status query decides.
 */
export async function handleCallback(db: Db, env: Env, request: CallbackRequest): Promise<CallbackResult> {
  const started = Date.now();
  const account = await accountOfKey(db, request.provider, request.key);
  const result = account
    ? await processCallback(db, env, account, request).catch(async (error: unknown) => {
        // Nothing was settled (the settlement is one transaction): the 500 makes the provider
        // retry, and the log shows the callback came.
        await logCallback(db, request, account, started, 500, null, { code: 'internal', title: String(error) });
        throw error;
      })
    : null;
  const final: CallbackResult & { error?: { code: string; title: string } } = result ?? {
    answer: paymentProviders[request.provider].callbackAnswer(refusedVerdict('unknown callback key')),
    outcome: 'unknown_key',
    error: { code: 'unknown_callback_key', title: 'No payment account has this callback address' },
  };
  await logCallback(db, request, account, started, final.answer.status, final.answer.body, final.error ?? null);
  return { answer: final.answer, outcome: final.outcome };
}

async function logCallback(
  db: Db,
  request: CallbackRequest,
  account: PaymentAccount | null,
  started: number,
  statusCode: number,
  answerBody: string | null,
  error: { code: string; title: string } | null,
) {
  await writeCallbackLog(db, {
    shopId: account?.shopId ?? null,
    direction: 'in',
    channel: 'payments',
    method: 'POST',
    endpoint: loggedPath(request.provider, request.key),
    statusCode,
    latencyMs: Date.now() - started,
    requestBody: loggedBody(request.rawBody),
    responseBody: answerBody === null ? null : { body: answerBody },
    error,
  });
}

async function accountOfKey(db: Db, provider: LinkableProviderId, key: string): Promise<PaymentAccount | null> {
  if (!key || key.length > 200) return null;
  const [account] = await db
    .select()
    .from(paymentAccounts)
    .where(and(eq(paymentAccounts.callbackKey, key), eq(paymentAccounts.provider, provider)));
  return account ?? null;
}

async function processCallback(
  db: Db,
  env: Env,
  account: PaymentAccount,
  request: CallbackRequest,
): Promise<CallbackResult & { error?: { code: string; title: string } }> {
  const provider = accountProvider(account);
  let ctx: ProviderContext;
  try {
    ctx = accountContext(env, account);
  } catch {
    // Sealed with another SECRET_KEY, or not the adapter's JSON: nothing can be verified with it.
    return {
      answer: provider.callbackAnswer(refusedVerdict('credentials unreadable')),
      outcome: 'forged',
      error: { code: 'credentials_unreadable', title: "The account's credentials cannot be opened" },
    };
  }
  const verdict = provider.verifyCallback(ctx, { headers: request.headers, rawBody: request.rawBody });
  const answer = provider.callbackAnswer(verdict);
  if (!verdict.authentic)
    return {
      answer,
      outcome: 'forged',
      error: { code: 'callback_not_authentic', title: verdict.reason ?? 'The callback is not authentic' },
    };
  // Payouts are settled by the payout flow (payouts/payout-callback.ts).
  if (verdict.kind === 'payout')
    return { answer, outcome: await handlePayoutCallback(db, account, provider, ctx, verdict) };
  const refs = [
    verdict.reference ? eq(payments.reference, verdict.reference) : undefined,
    verdict.providerRef ? eq(payments.providerReference, verdict.providerRef) : undefined,
  ].filter((r) => r !== undefined);
  const [payment] = refs.length
    ? await db
        .select()
        .from(payments)
        .where(and(eq(payments.shopId, account.shopId), eq(payments.accountId, account.id), or(...refs)))
        .limit(1)
    : [];
  if (!payment)
    return {
      answer,
      outcome: 'unknown_payment',
      error: { code: 'unknown_payment', title: `No payment ${verdict.reference ?? verdict.providerRef ?? ''}` },
    };

  // A copy of a success already credited (providers retry): it can change nothing, so it costs
  // no status query and no locked transaction. Copies still in flight queue on the credit's lock.
  if (payment.status === 'succeeded')
    return { answer, outcome: verdict.status === 'succeeded' ? 'already_credited' : 'ignored' };
  let seen: Observation = verdict;
  if (verdict.confirmBy === 'status-query') {
    const status = await provider.queryStatus(ctx, {
      reference: payment.reference,
      providerRef: payment.providerReference ?? verdict.providerRef,
      network: payment.network,
    });
    if (status.outcome !== 'answered')
      // The provider cannot confirm it now: the sweeper asks again on its schedule.
      return {
        answer,
        outcome: 'unconfirmed',
        error: { code: 'unconfirmed', title: status.reason ?? 'The status query did not confirm the callback' },
      };
    await keepExchanges(db, account, payment.id, storedExchanges(account, ctx, status.exchanges));
    seen = status;
  }
  return { answer, outcome: await settlePayment(db, payment, seen) };
}

async function keepExchanges(db: Db, account: PaymentAccount, paymentId: string, exchanges: unknown[]) {
  if (!exchanges.length) return;
  // Appended in the database: a sweep may be adding its own exchanges at the same moment.
  await db
    .update(payments)
    .set({ raw: sql`${payments.raw} || ${JSON.stringify(exchanges)}::jsonb` })
    .where(and(eq(payments.shopId, account.shopId), eq(payments.id, paymentId)));
}

function loggedBody(rawBody: string): unknown {
  try {
    return maskSecrets(JSON.parse(rawBody));
  } catch {
    return { raw: cutAt(rawBody, 20_000) };
  }
}
