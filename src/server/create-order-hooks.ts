import { orderMoneyHooks } from './flows/order-money/order-money-hooks.ts';
import { installOrderHooks } from './modules/orders/order-hooks.ts';

/** The flows behind the orders module's hooks port: installed once at start-up (runtime.ts, the tests' harness). */
export function wireOrderHooks(): void {
  installOrderHooks(orderMoneyHooks);
}
