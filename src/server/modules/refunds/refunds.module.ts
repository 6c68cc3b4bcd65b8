import { defineModule } from '../../http/module-manifest.ts';

export const refundsModule = defineModule({
  name: 'modules/refunds',
  routes: [],
});
