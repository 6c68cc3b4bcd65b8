import { defineModule } from '../../http/module-manifest.ts';
import { receiveWebhookJob } from './receive-webhook.ts';

export const whatsappInboundFlow = defineModule({
  name: 'flows/whatsapp-inbound',
  routes: [],
  jobs: { 'whatsapp.inbound': receiveWebhookJob },
});
