import { defineModule } from '../../module-manifest.ts';
import { webhookLogRoutes } from './webhook-logs.routes.ts';

export const webhookLogsModule = defineModule({
  name: 'webhook-logs',
  routes: webhookLogRoutes,
});
