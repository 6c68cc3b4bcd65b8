import { defineModule } from '../../http/module-manifest.ts';
import { chatflowRoutes } from './chatflow.routes.ts';

export const chatflowModule = defineModule({
  name: 'modules/chatflow',
  tag: { name: 'Chat flows', description: "The shop's bot flow: draft, validation and published versions." },
  routes: chatflowRoutes,
});
