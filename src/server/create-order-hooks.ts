import { orderMoneyHooks } from './flows/order-money/order-money-hooks.ts';
import { installOrderHooks } from './modules/orders/order-hooks.ts';
import { withOrderAlerts } from './flows/order-alerts/order-alert-hooks.ts';

/** The flows behind the orders module's hooks port: installed once at start-up (runtime.ts, the tests' harness). */
export function wireOrderHooks(): void {
  installOrderHooks(withOrderAlerts(orderMoneyHooks));
}
