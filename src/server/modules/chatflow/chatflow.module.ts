import { defineModule } from '../../http/module-manifest.ts';
import { chatflowRoutes } from './chatflow.routes.ts';

export const chatflowModule = defineModule({
  name: 'modules/chatflow',
  routes: chatflowRoutes,
});
