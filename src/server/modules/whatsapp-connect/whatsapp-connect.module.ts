import { defineModule } from '../../http/module-manifest.ts';
import { whatsappConnectRoutes } from './whatsapp-connect.routes.ts';

export const whatsappConnectModule = defineModule({
  name: 'modules/whatsapp-connect',
  routes: whatsappConnectRoutes,
});
