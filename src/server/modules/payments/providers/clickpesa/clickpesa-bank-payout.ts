// ClickPesa's bank payout (docs.clickpesa.com, "Create Bank Payout"): POST
// /third-parties/payouts/create-bank-payout with the amount as a number, TZS, the bank by its BIC,
// the account number and name, our reference as orderReference, and ACH (the cheaper transfer
// type; RTGS is for large same-day sums). It answers like the mobile-money payout (status
// AUTHORIZED, then SUCCESS or REVERSED/FAILED) and is followed by the same payout status query.
import { InvalidPaymentInput } from '../check-input.ts';
import type { ProviderContext, StartBankPayoutInput, StartOutcome } from '../provider.ts';
import { withChecksum } from './clickpesa-call.ts';
import { clickpesaChecksum } from './clickpesa-checksum.ts';
import { clickpesaPostStart } from './clickpesa-start.ts';

export const CLICKPESA_BANK_PAYOUT_PATH = '/third-parties/payouts/create-bank-payout';

export async function clickpesaStartBankPayout(
  ctx: ProviderContext,
  input: StartBankPayoutInput,
): Promise<StartOutcome> {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0)
    throw new InvalidPaymentInput('amount', 'ClickPesa: a whole number of shillings');
  if (!/^[A-Z0-9]{8}([A-Z0-9]{3})?$/.test(input.bic)) throw new InvalidPaymentInput('bic', 'ClickPesa: not a BIC');
  if (!input.accountNumber || !input.accountName)
    throw new InvalidPaymentInput('accountNumber', 'ClickPesa: account number and name are needed');
  const body = withChecksum(
    ctx,
    {
      amount: input.amount,
      accountNumber: input.accountNumber,
      accountName: input.accountName,
      currency: 'TZS',
      orderReference: input.reference,
      bic: input.bic,
      transferType: 'ACH',
    },
    clickpesaChecksum,
  );
  return clickpesaPostStart(ctx, 'payouts', CLICKPESA_BANK_PAYOUT_PATH, body);
}
