import { defineModule } from '../../module-manifest.ts';
import { conversationRoutes } from './conversations.routes.ts';

export const conversationsModule = defineModule({
  name: 'conversations',
  routes: conversationRoutes,
});
