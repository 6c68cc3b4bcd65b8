// The face of the payments module: what other modules may import (decision 0035). Anything else
// in this folder is the module's own; a flow (src/server/flows) may reach further.
export { accountContext, accountProvider } from './account-context.ts';
export { paymentProviders, providerContext } from './providers/index.ts';
export type {
  CallbackVerdict,
  CredentialField,
  LinkableProviderId,
  PaymentProvider,
  PayoutPreview,
  ProviderContext,
  StartOutcome,
  StatusOutcome,
} from './providers/index.ts';
export { sandboxPayoutPath } from './sandbox/sandbox-payouts.ts';
export { sandboxPhonePath } from './sandbox/sandbox-provider.ts';
export { blocksNewPush, pushPayment, startPayment } from './start-payment.ts';
export {
  installManagedCollectionTerms,
  MANAGED_LABEL,
  managedAccountFor,
  platformNetworks,
} from './platform-account.ts';
export { platformAccountConfig } from './platform-config.ts';
export type { ManagedCollectionTerms } from './platform-account.ts';
export {
  BACKOFF_WINDOW_MS,
  GIVE_UP_AFTER_MS,
  LATE_RECHECK_MS,
  RECHECK_CAP_MS,
  recheckAfter,
} from './unsettled-schedule.ts';
