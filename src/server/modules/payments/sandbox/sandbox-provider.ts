import { NETWORKS } from '../../../../lib/mobile-money.ts';
import { checkMoneyInput } from '../providers/check-input.ts';
import type { CallbackVerdict, CancelOutcome, PaymentProvider, StatusQuery } from '../providers/provider.ts';
import { decisionOf, recordDecision } from './sandbox-decisions.ts';
import { sandboxPayouts } from './sandbox-payouts.ts';
import { newSandboxRef } from './sandbox-ref.ts';

/** The simulated phone of one sandbox push: its reference is the page's unguessable key. */
export const sandboxPhonePath = (providerRef: string) => `/sandbox/phone/${providerRef}`;

const noCallback: CallbackVerdict = {
  authentic: false,
  kind: 'collection',
  reference: null,
  providerRef: null,
  status: 'pending',
  amount: null,
  currency: null,
  reason: 'the sandbox sends no callbacks',
  confirmBy: 'signature',
};

/**
 * The end of our wait (payment-checks.ts) as the demo shows it: a push the simulated phone has not
 * answered is cancelled (the phone then shows it expired and takes no approval); one it answered
 * cannot be cancelled any more, and its answer stands.
 */
async function cancelSandboxPush(query: StatusQuery): Promise<CancelOutcome> {
  const ref = query.providerRef;
  if (!ref) return { outcome: 'refused', reason: 'no such push', code: 'not-found', exchanges: [] };
  const earlier = decisionOf(ref);
  if (earlier && earlier.status !== 'expired')
    return { outcome: 'refused', reason: `already ${earlier.status}`, code: 'answered', exchanges: [] };
  recordDecision(ref, { status: 'expired', reason: 'cancelled' });
  return { outcome: 'cancelled', exchanges: [] };
}

/**
 * The demo's provider (issue 15): no credentials, no internet. A push is accepted at once and
 * waits for the simulated phone page (sandbox-phone.routes.ts) to approve or decline it; the
 * status query answers what that page did. It never leaves this process, and it is refused in
 * production by the flow (startPayment, the phone page, linking and the seed all check NODE_ENV).
 */
export const sandboxProvider: PaymentProvider = {
  id: 'sandbox',
  credentialFields: [],
  networks: NETWORKS,
  startCollection: async (_ctx, input) => {
    checkMoneyInput(input, NETWORKS, 'sandbox');
    return { outcome: 'accepted', status: 'pending', providerRef: newSandboxRef(), reason: null, exchanges: [] };
  },
  verifyCallback: () => noCallback,
  queryStatus: async (_ctx, query) => {
    const decision = query.providerRef ? decisionOf(query.providerRef) : null;
    if (!decision)
      return {
        outcome: 'answered',
        status: 'pending',
        providerRef: null,
        amount: null,
        currency: null,
        reason: null,
        exchanges: [],
      };
    return {
      outcome: 'answered',
      status: decision.status,
      providerRef: query.providerRef ?? null,
      amount: null,
      currency: null,
      reason: decision.reason,
      exchanges: [],
    };
  },
  cancelCollection: (_ctx, query) => cancelSandboxPush(query),
  // Payouts wait on their own simulated screen (sandbox-payouts.ts).
  ...sandboxPayouts,
  testConnection: async () => ({ ok: true, exchanges: [] }),
  callbackAnswer: () => ({ status: 404, contentType: 'application/json', body: '{"received":false}' }),
};
