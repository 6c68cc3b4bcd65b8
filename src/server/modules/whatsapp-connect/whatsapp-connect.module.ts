import { defineModule } from '../../http/module-manifest.ts';
import { whatsappConnectRoutes } from './whatsapp-connect.routes.ts';

export const whatsappConnectModule = defineModule({
  name: 'modules/whatsapp-connect',
  tag: { name: 'WhatsApp', description: 'WhatsApp Cloud API: number connection and the webhook Meta calls.' },
  routes: whatsappConnectRoutes,
});
