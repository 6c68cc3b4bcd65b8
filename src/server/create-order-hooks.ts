import { orderMoneyHooks } from './flows/order-money/order-money-hooks.ts';
import { installOrderHooks } from './modules/orders/order-hooks.ts';
import { withOrderAlerts } from './flows/order-alerts/order-alert-hooks.ts';
import { installManagedCollectionTerms } from './modules/payments/index.ts';
import { platformCollectionTerms } from './flows/platform-payments/collection-terms.ts';

/** The flows behind the orders module's hooks port: installed once at start-up (runtime.ts, the tests' harness). */
export function wireOrderHooks(): void {
  installOrderHooks(withOrderAlerts(orderMoneyHooks));
  // The platform account's cap and fee (decision 0046): the payments module's port for them.
  installManagedCollectionTerms(platformCollectionTerms);
}
