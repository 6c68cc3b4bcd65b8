import { defineModule } from '../../http/module-manifest.ts';
import { webhookLogRoutes } from './webhook-logs.routes.ts';

export const webhookLogsModule = defineModule({
  name: 'modules/webhook-logs',
  routes: webhookLogRoutes,
});
