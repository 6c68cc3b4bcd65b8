import { NETWORKS } from '../../../../lib/mobile-money.ts';
import { checkMoneyInput } from '../providers/check-input.ts';
import type { PaymentProvider, PayoutPreview, StatusOutcome } from '../providers/provider.ts';
import { decisionOf } from './sandbox-decisions.ts';
import { newSandboxRef } from './sandbox-ref.ts';

// The sandbox's payouts (issue 25): the demo pays out as it collects. A payout is accepted at once
// and waits on its simulated screen (sandbox-payout.routes.ts), where the demo user delivers or
// fails it; the payout status query answers what that screen did (the same decisions as the
// simulated phone's). Nothing leaves this process, and production never reaches it: payoutRoute
// and the screen refuse the sandbox there, as startPayment and the phone page do (decision 0019).

/** The simulated payout screen of one sandbox payout: its reference is the page's unguessable key. */
export const sandboxPayoutPath = (providerRef: string) => `/sandbox/payout/${providerRef}`;

/**
 * The simulated networks' register of wallet holders, for the payout preview: a real network
 * answers the name a number is registered to, the sandbox invents one from the number's last digit
 * (the screen says the sandbox's names are simulated). A number ending in 000 is registered to
 * nobody, so the demo can show a refused preview.
 */
const REGISTER = [
  'JUMA HASSANI',
  'NEEMA MUSHI',
  'BARAKA MOLLEL',
  'ASHA SALIM',
  'ISSA MWINYI',
  'REHEMA KIMARO',
  'HAMISI ALLY',
  'ZAWADI NDUNGURU',
  'PETRO MASSAWE',
  'MWANAIDI JUMA',
] as const;

/** The sandbox takes no fee: it moves no money. */
export const SANDBOX_PAYOUT_FEE = 0;

export const sandboxPayouts: Required<Pick<PaymentProvider, 'previewPayout' | 'startPayout' | 'queryPayout'>> = {
  previewPayout: async (_ctx, input): Promise<PayoutPreview> => {
    checkMoneyInput(input, NETWORKS, 'sandbox');
    if (input.phone.endsWith('000'))
      return {
        outcome: 'refused',
        reason: 'No wallet is registered to this number.',
        code: 'not-registered',
        exchanges: [],
      };
    const receiverName = REGISTER[Number(input.phone.slice(-1))]!;
    return { outcome: 'ok', receiverName, fee: SANDBOX_PAYOUT_FEE, exchanges: [] };
  },
  startPayout: async (_ctx, input) => {
    checkMoneyInput(input, NETWORKS, 'sandbox');
    return { outcome: 'accepted', status: 'pending', providerRef: newSandboxRef(), reason: null, exchanges: [] };
  },
  queryPayout: async (_ctx, query): Promise<StatusOutcome> => {
    const decision = query.providerRef ? decisionOf(query.providerRef) : null;
    return {
      outcome: 'answered',
      status: decision?.status ?? 'pending',
      providerRef: query.providerRef ?? null,
      amount: null,
      currency: null,
      reason: decision?.reason ?? null,
      exchanges: [],
    };
  },
};
