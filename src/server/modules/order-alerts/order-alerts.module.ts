import { defineModule } from '../../http/module-manifest.ts';
import { orderAlertRoutes } from './order-alerts.routes.ts';

export const orderAlertsModule = defineModule({
  name: 'modules/order-alerts',
  tag: {
    name: 'Order alerts',
    description: 'Each person’s alerts of new orders and payments: events, channels, push devices (issue 28).',
  },
  routes: orderAlertRoutes,
});
