import { defineModule } from '../../http/module-manifest.ts';
import { conversationRoutes } from './conversations.routes.ts';

export const conversationsModule = defineModule({
  name: 'modules/conversations',
  routes: conversationRoutes,
});
