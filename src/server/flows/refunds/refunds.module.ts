import { defineModule } from '../../module-manifest.ts';
import { refundRoutes } from './refunds.routes.ts';

export const refundsFlow = defineModule({
  name: 'refunds',
  routes: refundRoutes,
});
