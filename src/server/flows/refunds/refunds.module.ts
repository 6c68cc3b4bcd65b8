import { defineModule } from '../../http/module-manifest.ts';
import { refundRoutes } from './refunds.routes.ts';

export const refundsFlow = defineModule({
  name: 'flows/refunds',
  routes: refundRoutes,
});
