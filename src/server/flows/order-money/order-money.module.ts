import { defineModule } from '../../module-manifest.ts';

export const orderMoneyFlow = defineModule({
  name: 'order-money',
  routes: [],
});
