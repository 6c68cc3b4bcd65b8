import { defineModule } from '../../module-manifest.ts';

export const refundsModule = defineModule({
  name: 'modules/refunds',
  routes: [],
});
