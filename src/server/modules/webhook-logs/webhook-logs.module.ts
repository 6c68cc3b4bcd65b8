import { defineModule } from '../../http/module-manifest.ts';
import { webhookLogRoutes } from './webhook-logs.routes.ts';

export const webhookLogsModule = defineModule({
  name: 'modules/webhook-logs',
  tag: { name: 'Webhook logs', description: 'Every inbound webhook and outbound call, with replay.' },
  routes: webhookLogRoutes,
});
