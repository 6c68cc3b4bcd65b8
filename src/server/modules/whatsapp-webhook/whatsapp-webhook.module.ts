import { defineModule } from '../../http/module-manifest.ts';
import { whatsappWebhookRoutes } from './whatsapp-webhook.routes.ts';

export const whatsappWebhookModule = defineModule({
  name: 'modules/whatsapp-webhook',
  routes: [],
  outsideRoutes: whatsappWebhookRoutes,
});
