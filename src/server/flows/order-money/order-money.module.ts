import { defineModule } from '../../http/module-manifest.ts';

export const orderMoneyFlow = defineModule({
  name: 'flows/order-money',
  routes: [],
});
